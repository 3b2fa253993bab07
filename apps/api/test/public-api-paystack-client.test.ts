/**
 * The public API driven by an unmodified Paystack client from npm (`paystack-api`) over real HTTP
 * on 127.0.0.1: what a merchant moving from Paystack runs, with only the base URL and key changed.
 * Initialize, pay on the page it answers, verify as success, list, fetch, create a page, fetch the
 * customer, and a wrong key refused as Paystack refuses it.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useDatabase } from './support/database.ts';
import { type Harness, harness } from './support/harness.ts';
import { CARDS } from './support/payments.ts';
import { type PaystackFailure, paystackClient } from './support/paystack-client.ts';
import { merchantWithKeys } from './support/public-api.ts';

const database = useDatabase();
const FORM = 'application/x-www-form-urlencoded';

let t: Harness;
let server: ReturnType<typeof serve>;
let base: string;

beforeAll(async () => {
  t = harness(database.db);
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/paystack`;
});
afterAll(() => {
  server.close();
});

describe('the paystack-api client against the public API', () => {
  test('initialize, pay on the authorization_url, verify success; list, fetch, page and customer', async () => {
    const m = await merchantWithKeys(t);
    const paystack = paystackClient(m.secret, base);
    const init = await paystack.transaction.initialize({
      email: 'ada@example.com',
      amount: '750000',
      reference: 'lib-order-1',
      callback_url: 'https://shop.example.com/done',
      metadata: JSON.stringify({ cart_id: 9 }),
    });
    expect(init).toMatchObject({ status: true, data: { reference: 'lib-order-1' } });
    const url = new URL(init.data.authorization_url);
    expect(url.pathname).toBe(`/checkout/${init.data.access_code}`);

    // The customer pays on the page (a plain form post, as a browser without script sends it).
    const paid = await t.call('POST', url.pathname, {
      raw: new URLSearchParams({
        step: 'start',
        idempotencyKey: 'lib-pay-0001',
        email: 'ada@example.com',
        name: 'Ada Obi',
        phone: '08031234567',
        channel: 'card',
        'card.number': CARDS.success,
        'card.expiry': '12/30',
        'card.cvv': '123',
      }).toString(),
      headers: { 'content-type': FORM },
    });
    expect(paid.status).toBe(303);

    const verified = await paystack.transaction.verify({ reference: 'lib-order-1' });
    expect(verified.status).toBe(true);
    expect(verified.data).toMatchObject({
      status: 'success',
      reference: 'lib-order-1',
      amount: 750000,
      metadata: { cart_id: 9 },
      customer: { email: 'ada@example.com' },
    });
    const listed = await paystack.transaction.list({ perPage: 10, status: 'success' });
    expect(listed.data.map((x: { reference: string }) => x.reference)).toEqual(['lib-order-1']);
    expect(listed.meta).toMatchObject({ total: 1, perPage: 10, page: 1 });
    const fetched = await paystack.transaction.get({ id: verified.data.id });
    expect(fetched.data.reference).toBe('lib-order-1');
    const page = await paystack.page.create({ name: 'Gift cards', amount: 100000 });
    expect(page.data).toMatchObject({ name: 'Gift cards', amount: 100000 });
    const customer = await paystack.customer.get({ id: verified.data.customer.customer_code });
    expect(customer.data).toMatchObject({ email: 'ada@example.com', first_name: 'Ada' });
  });

  test('a wrong key: the library rejects with 401 and Paystack’s body', async () => {
    const paystack = paystackClient(`sk_test_${'B'.repeat(43)}`, base);
    const failure = (await paystack.transaction.list().catch((e: unknown) => e)) as PaystackFailure;
    expect(failure.statusCode).toBe(401);
    expect(failure.error).toEqual({ status: false, message: 'Invalid key' });
  });
});
