/**
 * POST /api/paystack/transaction/initialize and the pay page it answers: the customer pays on
 * `/checkout/<access_code>` (the links' own page and checkout, the email filled in), the payment
 * carries the merchant's reference and metadata into verify and the charge.success webhook, the
 * paid page sends the customer on to `callback_url?reference=…&trxref=…`; duplicate references,
 * Idempotency-Key replays and bad input of every class.
 */
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { initializedPayments, paymentLinks, transactions, webhookDeliveries } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { type Harness, harness } from './support/harness.ts';
import { CARDS, createLink, LINKS } from './support/payments.ts';
import { api, merchantWithKeys } from './support/public-api.ts';

const database = useDatabase();
const FORM = 'application/x-www-form-urlencoded';

const order = (extra: Record<string, unknown> = {}) => ({
  email: 'ada@example.com',
  amount: '500000',
  currency: 'NGN',
  reference: 'order-1001',
  callback_url: 'https://shop.example.com/paid?cart=7',
  metadata: { order_id: 1001, items: ['hamper'] },
  ...extra,
});

const state = (html: string) =>
  JSON.parse(/<script type="application\/json" id="pay-state">([^<]*)<\/script>/.exec(html)![1]!);

function payForm(t: Harness, path: string, extra: Record<string, string> = {}) {
  const fields = {
    step: 'start',
    idempotencyKey: `key-${crypto.randomUUID()}`,
    email: 'ada@example.com',
    name: 'Ada Obi',
    phone: '08031234567',
    channel: 'card',
    'card.number': CARDS.success,
    'card.expiry': '12/30',
    'card.cvv': '123',
    ...extra,
  };
  return t.call('POST', path, {
    raw: new URLSearchParams(fields).toString(),
    headers: { 'content-type': FORM },
  });
}

const initializedCount = async (t: Harness, merchantId: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(initializedPayments)
      .where(eq(initializedPayments.merchantId, merchantId))
  )[0]!.n;

describe('public API: initialize and pay', () => {
  test('initialize → the pay page with the email filled in → card → verify success with reference and metadata', async () => {
    const t = harness(database.db);
    const m = await merchantWithKeys(t);
    const init = await api(t, m.secret, 'POST', '/transaction/initialize', order());
    expect(init.status, init.text).toBe(200);
    expect(init.body.status).toBe(true);
    expect(init.body.message).toBe('Authorization URL created');
    const { authorization_url: url, access_code: code, reference } = init.body.data;
    expect(reference).toBe('order-1001');
    expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(url).toBe(`http://payrail.test/checkout/${code}`);

    const before = await api(t, m.secret, 'GET', '/transaction/verify/order-1001');
    expect(before.body.data).toMatchObject({
      status: 'abandoned',
      amount: 500000,
      metadata: order().metadata,
    });

    const page = await t.get(`/checkout/${code}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('₦5,000.00');
    expect(state(page.text).values.email).toBe('ada@example.com');
    expect(page.text).toContain(`action="/checkout/${code}"`);

    const paid = await payForm(t, `/checkout/${code}`);
    expect(paid.status, paid.text.slice(0, 300)).toBe(303);
    // Paid in full: the page sends the customer straight on to the callback, as Paystack does.
    const back = await t.get(paid.headers.get('location')!);
    expect(back.status).toBe(303);
    const continueTo = new URL(back.headers.get('location')!);
    expect(`${continueTo.origin}${continueTo.pathname}`).toBe('https://shop.example.com/paid');
    expect(Object.fromEntries(continueTo.searchParams)).toEqual({
      cart: '7',
      reference: 'order-1001',
      trxref: 'order-1001',
      status: 'success',
    });

    const verified = await api(t, m.secret, 'GET', '/transaction/verify/order-1001');
    expect(verified.body.data).toMatchObject({
      status: 'success',
      reference: 'order-1001',
      amount: 500000,
      currency: 'NGN',
      channel: 'card',
      metadata: { order_id: 1001, items: ['hamper'] },
      customer: { email: 'ada@example.com', first_name: 'Ada', last_name: 'Obi' },
    });
    const [row] = await t.db.select().from(transactions).where(eq(transactions.id, verified.body.data.id));
    const [hook] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(
        and(eq(webhookDeliveries.transactionId, row!.id), eq(webhookDeliveries.event, 'charge.success')),
      );
    const data = (hook!.payload as { data: Record<string, unknown> }).data;
    expect(data.reference).toBe('order-1001');
    expect(data.metadata).toMatchObject({ order_id: 1001, items: ['hamper'] });
    // Paid once: the page is used up, and the link is not in the dashboard's list.
    const again = await t.get(`/checkout/${code}`);
    expect(again.text).not.toContain('class="pay-form"');
    await createLink(t, m.owner.token, { name: 'Shop link' });
    const links = await t.post(`${LINKS}/get`, {}, { token: m.owner.token });
    expect(links.status, links.text).toBe(200);
    expect(links.body.responseBody.items.map((l: { name: string }) => l.name)).toEqual(['Shop link']);
  });

  test('its own link is not the merchant’s to read, deactivate or delete from the dashboard (404)', async () => {
    const t = harness(database.db);
    const m = await merchantWithKeys(t);
    const init = await api(t, m.secret, 'POST', '/transaction/initialize', order());
    const [row] = await t.db
      .select({ ref: paymentLinks.ref })
      .from(initializedPayments)
      .innerJoin(paymentLinks, eq(paymentLinks.id, initializedPayments.linkId))
      .where(eq(initializedPayments.accessCode, init.body.data.access_code));
    for (const [method, path] of [
      ['GET', `${LINKS}/show/${row!.ref}`],
      ['GET', `${LINKS}/deactivate/${row!.ref}`],
      ['DELETE', `${LINKS}/delete/${row!.ref}`],
    ] as const) {
      const res = await t.call(method, path, { token: m.owner.token });
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(404);
    }
    expect((await t.get(`/checkout/${init.body.data.access_code}`)).text).toContain('class="pay-form"');
  });

  test('an unknown access code is the not-found page', async () => {
    const t = harness(database.db);
    for (const code of ['A'.repeat(32), 'nope', '%00']) {
      const res = await t.get(`/checkout/${code}`);
      expect(res.status).toBe(404);
    }
  });

  test('a reference used before → 400 Duplicate Transaction Reference; none given → one is made', async () => {
    const t = harness(database.db);
    const m = await merchantWithKeys(t);
    expect((await api(t, m.secret, 'POST', '/transaction/initialize', order())).status).toBe(200);
    const dup = await api(t, m.secret, 'POST', '/transaction/initialize', order({ amount: 20000 }));
    expect(dup.status).toBe(400);
    expect(dup.body).toEqual({ status: false, message: 'Duplicate Transaction Reference' });
    // Another merchant may use the same reference.
    const other = await merchantWithKeys(t);
    expect((await api(t, other.secret, 'POST', '/transaction/initialize', order())).status).toBe(200);
    const made = await api(t, m.secret, 'POST', '/transaction/initialize', {
      email: 'bo@example.com',
      amount: 20000,
    });
    expect(made.status, made.text).toBe(200);
    expect(made.body.data.reference).toMatch(/^[a-z0-9]{16}$/);
    expect(await initializedCount(t, m.merchantId)).toBe(2);
  });

  test('two initializations with one reference at once: one is made, the other is a duplicate', async () => {
    const t = harness(database.db);
    const m = await merchantWithKeys(t);
    const answers = await Promise.all(
      [20000, 30000, 40000].map((amount) =>
        api(t, m.secret, 'POST', '/transaction/initialize', order({ reference: 'race-1', amount })),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    for (const a of answers.filter((x) => x.status === 400))
      expect(a.body).toEqual({ status: false, message: 'Duplicate Transaction Reference' });
    expect(await initializedCount(t, m.merchantId)).toBe(1);
  });

  test('after 24 hours unpaid, the page says it expired and verify says abandoned', async () => {
    const t = harness(database.db);
    const m = await merchantWithKeys(t);
    const init = await api(t, m.secret, 'POST', '/transaction/initialize', order());
    t.clock.advance(24 * 3_600_000);
    const page = await t.get(`/checkout/${init.body.data.access_code}`);
    expect(page.text).not.toContain('class="pay-form"');
    expect(page.text).toMatch(/expired/i);
    const late = await payForm(t, `/checkout/${init.body.data.access_code}`);
    expect(late.status).toBe(409);
    const verified = await api(t, m.secret, 'GET', '/transaction/verify/order-1001');
    expect(verified.body.data).toMatchObject({ status: 'abandoned', channel: null, paid_at: null });
  });

  test('Idempotency-Key: same key and body → the same answer and one payment; another body → 409', async () => {
    const t = harness(database.db);
    const m = await merchantWithKeys(t);
    const headers = { 'idempotency-key': 'init-key-0001' };
    const body = { email: 'ada@example.com', amount: 30000 };
    const first = await api(t, m.secret, 'POST', '/transaction/initialize', body, { headers });
    const second = await api(t, m.secret, 'POST', '/transaction/initialize', body, { headers });
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await initializedCount(t, m.merchantId)).toBe(1);
    const other = await api(
      t,
      m.secret,
      'POST',
      '/transaction/initialize',
      { ...body, amount: 30001 },
      { headers },
    );
    expect(other.status).toBe(409);
    expect(other.body.status).toBe(false);
    expect(other.body.message).toMatch(/Idempotency-Key/);
    expect(await initializedCount(t, m.merchantId)).toBe(1);
  });

  test('bad input of every class: 400 with field errors, nothing written, never a 5xx', async () => {
    const t = harness(database.db);
    const m = await merchantWithKeys(t);
    const bodies: [string, unknown][] = [
      ['NUL in the email', order({ email: 'ada\u0000@example.com' })],
      ['lone surrogate in the reference', order({ reference: 'ord\ud800er' })],
      ['lone surrogate in metadata', order({ metadata: { note: 'x\udc00' } })],
      ['NUL in a metadata key', order({ metadata: { 'a\u0000': 1 } })],
      ['huge amount', order({ amount: 1e300 })],
      ['huge amount string', order({ amount: '99999999999999999999' })],
      ['fractional amount', order({ amount: 100.5 })],
      ['negative amount', order({ amount: -5 })],
      ['below the minimum', order({ amount: 50 })],
      ['amount of the wrong type', order({ amount: true })],
      ['email of the wrong type', order({ email: 5 })],
      ['metadata an array', order({ metadata: [1, 2] })],
      ['metadata a string that is not JSON', order({ metadata: '{nope' })],
      ['a javascript: callback', order({ callback_url: 'javascript:alert(1)' })],
      ['an unknown currency', order({ currency: 'XYZ' })],
      ['no email', { amount: 20000 }],
      ['a body that is not an object', [1, 2, 3]],
    ];
    for (const [what, body] of bodies) {
      const res = await api(t, m.secret, 'POST', '/transaction/initialize', body);
      expect(res.status, `${what}: ${res.text}`).toBe(400);
      expect(res.body.status, what).toBe(false);
      expect(Object.keys(res.body.errors ?? {}).length, what).toBeGreaterThan(0);
    }
    const raw: [string, string][] = [
      ['__proto__ at the top', '{"__proto__":{"x":1},"email":"ada@example.com","amount":20000}'],
      [
        '__proto__ in metadata',
        '{"email":"ada@example.com","amount":20000,"metadata":{"__proto__":{"admin":true}}}',
      ],
      [
        'constructor in metadata',
        '{"email":"ada@example.com","amount":20000,"metadata":{"a":{"constructor":1}}}',
      ],
      ['a number past 2^53', '{"email":"ada@example.com","amount":123456789012345678901234567890}'],
      ['malformed JSON', '{"email":'],
    ];
    for (const [what, text] of raw) {
      const res = await api(t, m.secret, 'POST', '/transaction/initialize', undefined, { raw: text });
      expect(res.status, `${what}: ${res.text}`).toBe(400);
      expect(res.body.status, what).toBe(false);
    }
    const big = await api(
      t,
      m.secret,
      'POST',
      '/transaction/initialize',
      order({ metadata: { x: 'y'.repeat(17_000) } }),
    );
    expect(big.status).toBe(400);
    expect(big.body.errors.metadata[0]).toMatch(/too large/);
    const huge = await api(
      t,
      m.secret,
      'POST',
      '/transaction/initialize',
      order({ metadata: { x: 'y'.repeat(70_000) } }),
    );
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ status: false, message: 'The request body is too large' });
    expect(await initializedCount(t, m.merchantId)).toBe(0);
  });
});
