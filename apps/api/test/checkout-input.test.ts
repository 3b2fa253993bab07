/**
 * What the customer sends when starting checkout: amounts (fixed or chosen, with a minimum),
 * custom fields by type, bad input of every kind (never a 5xx), and the per-IP limit.
 */

import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { paymentLinks, transactions } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness, randomIp } from './support/harness.ts';
import { CARDS, card, merchantWithLink, PAY, payer, payOk, transactionRow } from './support/payments.ts';

const database = useDatabase();

describe('amounts', () => {
  test('a customer-chosen amount must be given and reach the minimum; a fixed one cannot change', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t, {
      amount: undefined,
      amountType: 'customer',
      minAmount: 50_000,
    });
    const paying = (amount?: unknown) =>
      t.post(`${PAY}/${link.ref}`, payer({ card: card(CARDS.success), amount }));
    expect(errorBody(await paying(), 422).errors).toEqual({ amount: ['Enter the amount to pay'] });
    expect(errorBody(await paying(49_999), 422).errors).toEqual({ amount: ['The minimum is ₦500.00'] });
    for (const bad of [0, -100, 12.5, '500', 2 ** 53, null])
      expect(Object.keys(errorBody(await paying(bad), 422).errors!), String(bad)).toEqual(['amount']);
    const ok = await paying(75_000);
    expect(ok.body.responseBody).toMatchObject({ status: 'success', amount: 75_000, fee: 1_125 });

    const fixed = await merchantWithLink(t, { amount: 100_000 });
    const changed = await t.post(`${PAY}/${fixed.link.ref}`, payer({ card: card(CARDS.success), amount: 1 }));
    expect(errorBody(changed, 422).errors).toEqual({ amount: ["This link's amount is fixed at ₦1,000.00"] });
    const same = await payOk(t, fixed.link.ref, payer({ card: card(CARDS.success), amount: 100_000 }));
    expect(same.amount).toBe(100_000);
  });
});

describe('custom fields', () => {
  test('required ones must be filled, each type is checked, unknown keys are refused', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t, {
      customFields: [
        { key: 'size', label: 'Size', type: 'text', required: true },
        { key: 'qty', label: 'Quantity', type: 'number', required: false },
        { key: 'gift_email', label: 'Gift email', type: 'email', required: false },
        { key: 'gift_phone', label: 'Gift phone', type: 'phone', required: false },
      ],
    });
    const paying = (fields: unknown) =>
      t.post(`${PAY}/${link.ref}`, payer({ card: card(CARDS.success), fields }));
    expect(errorBody(await paying({}), 422).errors).toEqual({ 'fields.size': ['Size is required'] });
    expect(errorBody(await paying({ size: '   ' }), 422).errors).toEqual({
      'fields.size': ['Size is required'],
    });
    const wrong = await paying({ size: 'L', qty: 'two', gift_email: 'nope', gift_phone: 'x', colour: 'red' });
    expect(errorBody(wrong, 422).errors).toEqual({
      'fields.qty': ['Enter a number'],
      'fields.gift_email': ['Enter a valid email address'],
      'fields.gift_phone': ['Enter a valid phone number'],
      'fields.colour': ['This link has no such field'],
    });
    expect(Object.keys(errorBody(await paying({ size: 5 }), 422).errors!)).toEqual(['fields.size']);
    expect(Object.keys(errorBody(await paying({ size: 'x'.repeat(501) }), 422).errors!)).toEqual([
      'fields.size',
    ]);
    const ok = await paying({ size: 'L', qty: '2', gift_email: '', gift_phone: '+234 803 000 0000' });
    expect(ok.status).toBe(201);
    const row = await transactionRow(t, ok.body.responseBody.reference);
    expect(row.fields).toEqual({ size: 'L', qty: '2', gift_phone: '+234 803 000 0000' });
  });
});

describe('bad input', () => {
  test('missing, wrong-typed, oversized and malformed bodies get 4xx answers with field errors', async () => {
    const t = harness(database.db, { config: { bodyLimitBytes: 4096 } });
    const { link } = await merchantWithLink(t);
    const url = `${PAY}/${link.ref}`;
    const fields = async (body: unknown) =>
      Object.keys(errorBody(await t.post(url, body), 422).errors!).sort();
    expect(await fields({})).toEqual(['channel', 'email', 'name']);
    expect(await fields(payer({ email: 'not-an-email', card: card(CARDS.success) }))).toEqual(['email']);
    expect(await fields(payer({ channel: 'cash' }))).toEqual(['channel']);
    expect(await fields(payer({ name: 7, card: card(CARDS.success) }))).toEqual(['name']);
    expect(await fields(payer({ card: { number: '4084', expiry: '13/30', cvv: '12345' } }))).toEqual([
      'card.cvv',
      'card.expiry',
      'card.number',
    ]);
    expect(await fields(payer({ phone: 'call me', card: card(CARDS.success) }))).toEqual(['phone']);
    expect(await fields([])).toEqual(['_']);
    errorBody(await t.call('POST', url, { raw: '{"email": "a@b.co",' }), 400, 'MALFORMED_JSON');
    errorBody(await t.post(url, payer({ name: 'x'.repeat(5000) })), 413, 'PAYLOAD_TOO_LARGE');
    errorBody(await t.post(`${PAY}/PL-0000000000`, payer({ card: card(CARDS.success) })), 404);
    errorBody(await t.post(`${PAY}/pay/${'x'.repeat(65)}`, payer({ card: card(CARDS.success) })), 422);
  });

  test('whatever is sent, the answer is well-formed JSON and never a 5xx', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t);
    const body = fc.oneof(
      fc.record(
        {
          email: fc.oneof(fc.emailAddress(), fc.string()),
          name: fc.string({ maxLength: 130 }),
          channel: fc.constantFrom('card', 'bank_transfer', 'ussd', 'x'),
          amount: fc.oneof(fc.integer(), fc.double(), fc.string()),
          fields: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 })),
          card: fc.record({
            number: fc.constantFrom(...Object.values(CARDS), '4111111111111111', '1234'),
            expiry: fc.constantFrom('12/30', '01/20', 'xx'),
            cvv: fc.string({ maxLength: 5 }),
          }),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue({ maxDepth: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.ipV4(), async (b, ip) => {
        const res = await t.call('POST', `${PAY}/${link.ref}`, { raw: JSON.stringify(b) ?? 'null', ip });
        expect(res.status, res.text).toBeLessThan(500);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        if (res.status >= 400) expect(typeof res.body.errorCode).toBe('string');
      }),
      { numRuns: 60 },
    );
  });
});

describe('rate limit', () => {
  test('one address may start 60 checkouts a minute; the 61st waits', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t);
    await t.get(`/api/v1/merchant/payment-links/deactivate/${link.ref}`, { token: owner.token });
    const body = payer({ card: card(CARDS.success) });
    for (let i = 0; i < 60; i++) errorBody(await t.post(`${PAY}/${link.ref}`, body), 409);
    const limited = await t.post(`${PAY}/${link.ref}`, body);
    errorBody(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    errorBody(await t.post(`${PAY}/${link.ref}`, body, { ip: randomIp() }), 409);
    t.clock.advance(60_000);
    errorBody(await t.post(`${PAY}/${link.ref}`, body), 409);
  });

  test('refused and accepted starts share one count; a start over the limit writes nothing', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t, { amount: 100_000 });
    const ip = randomIp();
    const wrongAmount = payer({ card: card(CARDS.success), amount: 1 });
    for (let i = 0; i < 30; i++) errorBody(await t.post(`${PAY}/${link.ref}`, wrongAmount, { ip }), 422);
    for (let i = 0; i < 30; i++) await payOk(t, link.ref, payer({ card: card(CARDS.success) }), { ip });
    const [row] = await database.db.select().from(paymentLinks).where(eq(paymentLinks.ref, link.ref));
    const started = () => database.db.$count(transactions, eq(transactions.linkId, row!.id));
    expect(await started()).toBe(30);
    errorBody(
      await t.post(`${PAY}/${link.ref}`, payer({ card: card(CARDS.success) }), { ip }),
      429,
      'RATE_LIMITED',
    );
    errorBody(await t.post(`${PAY}/${link.ref}`, wrongAmount, { ip }), 429, 'RATE_LIMITED');
    expect(await started()).toBe(30);
  });
});
