/**
 * POST /api/paystack/page (a payment link made through the API) and GET /api/paystack/customer/…:
 * Paystack's fields, the link's rules, another merchant's customer → 404, bad input → 400.
 */
import { describe, expect, test } from 'vitest';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { CARDS, card, createLink, LINKS, payer, payOk } from './support/payments.ts';
import { api, merchantWithKeys } from './support/public-api.ts';

const database = useDatabase();

describe('public API: payment pages', () => {
  test('a fixed page and a flexible one; both are payment links the dashboard lists', async () => {
    const t = harness(database.db);
    const m = await merchantWithKeys(t);
    const fixed = await api(t, m.secret, 'POST', '/page', {
      name: 'Christmas Hamper',
      amount: '2500000',
      description: 'One hamper',
      redirect_url: 'https://shop.example.com/thanks',
    });
    expect(fixed.status, fixed.text).toBe(200);
    expect(fixed.body).toMatchObject({
      status: true,
      message: 'Page created',
      data: {
        name: 'Christmas Hamper',
        amount: 2500000,
        currency: 'NGN',
        active: true,
        description: 'One hamper',
      },
    });
    expect(fixed.body.data.url).toBe(`http://payrail.test/link/${fixed.body.data.slug}`);
    const flexible = await api(t, m.secret, 'POST', '/page', { name: 'Donations', slug: 'give-to-us-today' });
    expect(flexible.status, flexible.text).toBe(200);
    expect(flexible.body.data).toMatchObject({ amount: null, slug: 'give-to-us-today' });
    const page = await t.get(`/link/give-to-us-today`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Donations');
    const links = await t.post(`${LINKS}/get`, {}, { token: m.owner.token });
    expect(links.body.responseBody.items.map((l: { name: string }) => l.name).sort()).toEqual([
      'Christmas Hamper',
      'Donations',
    ]);
    const taken = await api(t, m.secret, 'POST', '/page', { name: 'Again', slug: 'give-to-us-today' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ status: false, message: 'This link address is taken' });
  });

  test('bad input: 400 with the field named as Paystack names it; Idempotency-Key replays', async () => {
    const t = harness(database.db);
    const m = await merchantWithKeys(t);
    for (const body of [
      { name: '' },
      { name: 'x\u0000y' },
      { name: 'Hamper', amount: 50 },
      { name: 'Hamper', amount: 1e300 },
      { name: 'Hamper', redirect_url: 'ftp://x' },
      { name: 'Hamper', slug: 'Not A Slug' },
      { name: ['Hamper'] },
    ]) {
      const res = await api(t, m.secret, 'POST', '/page', body);
      expect(res.status, res.text).toBe(400);
      expect(res.body.status).toBe(false);
      expect(Object.keys(res.body.errors).length).toBeGreaterThan(0);
    }
    const small = await api(t, m.secret, 'POST', '/page', { name: 'Hamper', amount: 50 });
    expect(Object.keys(small.body.errors)).toEqual(['amount']);
    const headers = { 'idempotency-key': 'page-key-0001' };
    const a = await api(t, m.secret, 'POST', '/page', { name: 'Once' }, { headers });
    const b = await api(t, m.secret, 'POST', '/page', { name: 'Once' }, { headers });
    expect(b.body).toEqual(a.body);
    const c = await api(t, m.secret, 'POST', '/page', { name: 'Twice' }, { headers });
    expect(c.status).toBe(409);
    const links = await t.post(`${LINKS}/get`, {}, { token: m.owner.token });
    expect(links.body.responseBody.items).toHaveLength(1);
  });
});

describe('public API: customers', () => {
  test('by email (any case) or by customer_code; another merchant’s or an unknown one is 404', async () => {
    const t = harness(database.db);
    const m = await merchantWithKeys(t);
    const link = await createLink(t, m.owner.token);
    const paid = await payOk(t, link.ref, payer({ email: 'Ada@Example.com', card: card(CARDS.success) }));
    const verified = await api(t, m.secret, 'GET', `/transaction/verify/${paid.reference}`);
    const code = verified.body.data.customer.customer_code as string;
    const byEmail = await api(t, m.secret, 'GET', '/customer/ada@example.com');
    expect(byEmail.status, byEmail.text).toBe(200);
    expect(byEmail.body).toMatchObject({
      status: true,
      message: 'Customer retrieved',
      data: {
        customer_code: code,
        first_name: 'Ada',
        last_name: 'Obi',
        phone: '08031234567',
        risk_action: 'default',
      },
    });
    const byCode = await api(t, m.secret, 'GET', `/customer/${code}`);
    expect(byCode.body.data).toEqual(byEmail.body.data);

    const other = await merchantWithKeys(t);
    for (const key of ['ada@example.com', code, 'CUS_nope', 'nobody@example.com', '%00']) {
      const res = await api(t, other.secret, 'GET', `/customer/${key}`);
      expect(res.status, key).toBe(404);
      expect(res.body.status).toBe(false);
    }
  });
});
