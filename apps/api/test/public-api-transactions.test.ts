/**
 * The public API's transaction reads in Paystack's shape: verify by reference, fetch by id, list
 * with perPage/page/status/from/to; another merchant's references and ids are 404; bad input of
 * every class is a 400 in Paystack's envelope, never a 5xx.
 */
import { describe, expect, test } from 'vitest';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { CARDS, card, createLink, payer, payOk } from './support/payments.ts';
import { api, merchantWithKeys } from './support/public-api.ts';

const database = useDatabase();

async function merchantWithPayments() {
  const t = harness(database.db);
  const m = await merchantWithKeys(t);
  const link = await createLink(t, m.owner.token, { name: 'Hamper', amount: 250_000 });
  const paid = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
  const declined = await payOk(
    t,
    link.ref,
    payer({ email: 'bo@example.com', name: 'Bo', card: card(CARDS.declined) }),
  );
  const transfer = await payOk(t, link.ref, payer({ channel: 'bank_transfer' }));
  return { t, m, link, paid, declined, transfer };
}

describe('public API: transactions', () => {
  test('verify by reference answers the paid transaction in Paystack’s field names', async () => {
    const { t, m, paid } = await merchantWithPayments();
    const res = await api(t, m.secret, 'GET', `/transaction/verify/${paid.reference}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe(true);
    expect(res.body.message).toBe('Verification successful');
    const d = res.body.data;
    expect(d).toMatchObject({
      domain: 'test',
      status: 'success',
      reference: paid.reference,
      amount: paid.total,
      requested_amount: paid.total,
      currency: 'NGN',
      channel: 'card',
      gateway_response: 'Successful',
      log: null,
      authorization: { channel: 'card', last4: '4081', reusable: false },
      customer: { email: 'ada@example.com', first_name: 'Ada', last_name: 'Obi', phone: '08031234567' },
      plan: null,
    });
    expect(d.customer.customer_code).toMatch(/^CUS_[0-9a-f]{32}$/);
    expect(d.paid_at).toBe(t.clock.now().toISOString());
    expect(d.fees).toBe(paid.fee);
    // Never the card number: brand and last 4 only.
    expect(res.text).not.toContain(CARDS.success);
    expect(res.text).not.toContain(CARDS.success.slice(0, 6));
  });

  test('status words: declined → failed, a transfer under way → ongoing, its closed window → abandoned', async () => {
    const { t, m, declined, transfer } = await merchantWithPayments();
    const failed = await api(t, m.secret, 'GET', `/transaction/verify/${declined.reference}`);
    expect(failed.body.data).toMatchObject({ status: 'failed', amount: declined.total });
    expect(failed.body.data.gateway_response).not.toBe('Successful');
    const ongoing = await api(t, m.secret, 'GET', `/transaction/verify/${transfer.reference}`);
    expect(ongoing.body.data.status).toBe('ongoing');
    t.clock.advance(31 * 60_000);
    // The pay page's read closes the window (checkout/state.ts), as the scheduled job would.
    await t.get(`/api/v1/payment-links/checkout/${transfer.reference}`);
    const closed = await api(t, m.secret, 'GET', `/transaction/verify/${transfer.reference}`);
    expect(closed.body.data.status).toBe('abandoned');
  });

  test('fetch by id; list with status, paging and dates; meta counts', async () => {
    const { t, m, paid } = await merchantWithPayments();
    const verified = await api(t, m.secret, 'GET', `/transaction/verify/${paid.reference}`);
    const id = verified.body.data.id as string;
    const one = await api(t, m.secret, 'GET', `/transaction/${id}`);
    expect(one.status, one.text).toBe(200);
    expect(one.body.data).toEqual(verified.body.data);

    const all = await api(t, m.secret, 'GET', '/transaction');
    expect(all.body.data).toHaveLength(3);
    expect(all.body.meta).toEqual({ total: 3, skipped: 0, perPage: 50, page: 1, pageCount: 1 });
    const page2 = await api(t, m.secret, 'GET', '/transaction?perPage=2&page=2');
    expect(page2.body.data).toHaveLength(1);
    expect(page2.body.meta).toEqual({ total: 3, skipped: 2, perPage: 2, page: 2, pageCount: 2 });
    const success = await api(t, m.secret, 'GET', '/transaction?status=success');
    expect(success.body.data.map((x: { reference: string }) => x.reference)).toEqual([paid.reference]);
    const failed = await api(t, m.secret, 'GET', '/transaction?status=failed');
    expect(failed.body.meta.total).toBe(1);
    const ongoing = await api(t, m.secret, 'GET', '/transaction?status=ongoing');
    expect(ongoing.body.meta.total).toBe(1);
    const today = t.clock.now().toISOString().slice(0, 10);
    const dated = await api(t, m.secret, 'GET', `/transaction?from=${today}&to=${today}`);
    expect(dated.body.meta.total).toBe(3);
    const later = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    expect(
      (await api(t, m.secret, 'GET', `/transaction?from=${encodeURIComponent(later)}`)).body.meta.total,
    ).toBe(0);
  });

  test('another merchant’s reference and id are 404, as unknown ones are', async () => {
    const { t, m, paid } = await merchantWithPayments();
    const other = await merchantWithKeys(t);
    const id = (await api(t, m.secret, 'GET', `/transaction/verify/${paid.reference}`)).body.data.id;
    for (const path of [
      `/transaction/verify/${paid.reference}`,
      `/transaction/${id}`,
      '/transaction/verify/PRL_NOSUCHREFERENCE00',
      '/transaction/00000000-0000-4000-8000-000000000000',
      '/transaction/12345',
    ]) {
      const res = await api(t, other.secret, 'GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ status: false, message: 'Transaction not found' });
    }
    expect((await api(t, other.secret, 'GET', '/transaction')).body.meta.total).toBe(0);
  });

  test('bad input of every class: 400 (or 404 for a path) in Paystack’s envelope, never a 5xx', async () => {
    const t = harness(database.db);
    const m = await merchantWithKeys(t);
    const queries = [
      'perPage=0',
      'perPage=101',
      'perPage=1e3',
      'perPage=99999999999999999999999',
      'page=-1',
      'page=abc',
      'status=paid',
      'from=2026-13-45',
      'to=yesterday',
      'status=%00',
      'from=%ED%A0%80',
      '__proto__=1&perPage=2',
    ];
    for (const q of queries) {
      const res = await api(t, m.secret, 'GET', `/transaction?${q}`);
      if (q.startsWith('__proto__')) {
        expect(res.status, q).toBe(200);
        continue;
      }
      expect(res.status, `${q}: ${res.text}`).toBe(400);
      expect(res.body.status).toBe(false);
      expect(typeof res.body.message).toBe('string');
      expect(Object.keys(res.body.errors ?? {}).length, q).toBeGreaterThan(0);
    }
    for (const path of [
      '/transaction/verify/%00',
      '/transaction/verify/%ED%A0%80',
      `/transaction/${'x'.repeat(300)}`,
    ]) {
      const res = await api(t, m.secret, 'GET', path);
      expect([400, 404], `${path}: ${res.text}`).toContain(res.status);
      expect(res.body.status).toBe(false);
    }
  });
});
