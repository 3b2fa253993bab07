/**
 * Issue 10 items 8 and 9: the platform's minimum charge (card testing with 1-kobo payments on an
 * open-amount link), custom fields named like Object's own properties (a link keyed `constructor`
 * could never be paid), and text the database cannot store in what a customer sends.
 */
import { TextMessages } from '@payrail/contract/text';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { paymentLinks, transactions } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { CARDS, card, merchantWithLink, PAY, payer, payOk } from './support/payments.ts';

const database = useDatabase();

const startedOn = async (t: ReturnType<typeof harness>, linkRef: string) => {
  const [link] = await t.db.select().from(paymentLinks).where(eq(paymentLinks.ref, linkRef));
  return t.db.select().from(transactions).where(eq(transactions.linkId, link!.id));
};

describe('the platform minimum charge', () => {
  test('an open amount with no minimum of its own refuses less than ₦100.00, and starts nothing', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t, { amount: undefined, amountType: 'customer' });
    for (const amount of [1, 50, 9_999]) {
      const res = await t.post(`${PAY}/${link.ref}`, payer({ card: card(CARDS.success), amount }));
      expect(errorBody(res, 422).errors, String(amount)).toEqual({ amount: ['The minimum is ₦100.00'] });
    }
    expect(await startedOn(t, link.ref)).toEqual([]);
    const ok = await payOk(t, link.ref, payer({ card: card(CARDS.success), amount: 10_000 }));
    expect(ok).toMatchObject({ status: 'success', amount: 10_000 });
  });

  test('in dollars the minimum is $1.00; a link minimum above the platform’s is the one named', async () => {
    const t = harness(database.db);
    const usd = await merchantWithLink(t, { amount: undefined, amountType: 'customer', currency: 'USD' });
    const cents = await t.post(`${PAY}/${usd.link.ref}`, payer({ card: card(CARDS.success), amount: 99 }));
    expect(errorBody(cents, 422).errors).toEqual({ amount: ['The minimum is $1.00'] });
    const own = await merchantWithLink(t, { amount: undefined, amountType: 'customer', minAmount: 25_000 });
    const low = await t.post(`${PAY}/${own.link.ref}`, payer({ card: card(CARDS.success), amount: 10_000 }));
    expect(errorBody(low, 422).errors).toEqual({ amount: ['The minimum is ₦250.00'] });
  });

  test('a fixed link made below the minimum before the rule takes no payment', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t, { amount: 10_000 });
    await t.db.update(paymentLinks).set({ amount: 1n }).where(eq(paymentLinks.ref, link.ref));
    const res = await t.post(`${PAY}/${link.ref}`, payer({ channel: 'bank_transfer' }));
    expect(errorBody(res, 422).errors).toEqual({ amount: ['The minimum is ₦100.00'] });
    expect(await startedOn(t, link.ref)).toEqual([]);
  });

  test('a merchant cannot set a fixed amount or a minimum below it, on create or edit', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t, { amount: 10_000 });
    const create = await t.post(
      '/api/v1/merchant/payment-links/create',
      { name: 'Pennies', amount: 1 },
      { token: owner.token },
    );
    expect(errorBody(create, 422).errors).toEqual({ amount: ['The minimum is ₦100.00'] });
    const edit = (body: unknown) =>
      t.call('PATCH', `/api/v1/merchant/payment-links/edit/${link.ref}`, { body, token: owner.token });
    expect(errorBody(await edit({ amount: 5_000 }), 422).errors).toEqual({
      amount: ['The minimum is ₦100.00'],
    });
    // Switching currency applies that currency's minimum to the amount kept.
    expect((await edit({ currency: 'USD', amount: 100 })).status).toBe(200);
    expect(errorBody(await edit({ amount: 50 }), 422).errors).toEqual({ amount: ['The minimum is $1.00'] });
    expect(errorBody(await edit({ amountType: 'customer', minAmount: 99 }), 422).errors).toEqual({
      minAmount: ['The minimum is $1.00'],
    });
  });
});

describe('money fields', () => {
  test('huge, infinite, unsafe and fractional amounts are a 422 on amount, never a 500 or a rounding', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t, { amount: undefined, amountType: 'customer' });
    const tokens = [
      '1e308',
      '1e400',
      '-1e400',
      '18446744073709551616',
      '9007199254740993',
      '10000.5',
      '-0',
      '"10000"',
    ];
    const start = JSON.stringify(payer({ channel: 'bank_transfer' })).slice(0, -1);
    for (const token of tokens) {
      const pay = await t.call('POST', `${PAY}/${link.ref}`, { raw: `${start},"amount":${token}}` });
      expect(Object.keys(errorBody(pay, 422).errors!), token).toEqual(['amount']);
      const create = await t.call('POST', '/api/v1/merchant/payment-links/create', {
        raw: `{"name":"X","amount":${token}}`,
        token: owner.token,
      });
      expect(Object.keys(errorBody(create, 422).errors!), token).toEqual(['amount']);
    }
    expect(await startedOn(t, link.ref)).toEqual([]);
  });
});

describe('custom fields named like Object’s own properties', () => {
  test('a link made with a `constructor` field before they were refused can still be paid', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t, { customFields: [{ key: 'note', label: 'Note' }] });
    const legacy = [{ key: 'constructor', label: 'Constructor', type: 'text' as const, required: false }];
    await t.db.update(paymentLinks).set({ customFields: legacy }).where(eq(paymentLinks.ref, link.ref));
    const paid = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    expect(paid.status).toBe('success');
    const [row] = await startedOn(t, link.ref);
    expect(row!.fields).toEqual({});
  });

  test('reserved keys in `fields` are refused on their field, and the checkout never starts', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t, { customFields: [{ key: 'note', label: 'Note' }] });
    for (const raw of [
      '{"constructor":"x"}',
      '{"prototype":"x"}',
      '{"__proto__":{"note":"polluted"}}',
      '{"note":"ok","__proto__":"x"}',
    ]) {
      const body = JSON.stringify(payer({ card: card(CARDS.success) })).replace(/}$/, `,"fields":${raw}}`);
      const res = await t.call('POST', `${PAY}/${link.ref}`, { raw: body });
      const key = Object.keys(errorBody(res, 422).errors!)[0];
      expect(key, raw).toMatch(/^fields\.(constructor|prototype|__proto__)$/);
      expect(errorBody(res, 422).errors![key!]).toEqual([TextMessages.reservedKey]);
    }
    expect(await startedOn(t, link.ref)).toEqual([]);
  });

  test('half an emoji or a NUL in what the customer sends is a 422 before the card is charged', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t, { customFields: [{ key: 'note', label: 'Note' }] });
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ name: 'Ada \ud83d' }, { name: [TextMessages.brokenCharacter] }],
      [{ name: 'Ada\u0000' }, { name: [TextMessages.nul] }],
      [{ fields: { note: 'Gift \udc00' } }, { 'fields.note': [TextMessages.brokenCharacter] }],
      [{ email: 'ada@example.com\u0000' }, { email: [TextMessages.nul] }],
    ];
    for (const [change, errors] of cases) {
      const res = await t.post(`${PAY}/${link.ref}`, payer({ card: card(CARDS.success), ...change }));
      expect(errorBody(res, 422).errors, JSON.stringify(change)).toEqual(errors);
    }
    expect(await startedOn(t, link.ref)).toEqual([]);
  });
});
