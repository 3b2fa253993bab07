/**
 * The merchant's charges (charges/pay-in, charges/checkout-charges): the schedule shown is the
 * pricing table's (the standard one, or the merchant's own row), and the quote for a price is what
 * the next checkout of that price really asks and leaves, for either fee bearer.
 */
import { describe, expect, test } from 'vitest';
import { savePayInPricing } from '#modules/merchant-settings/settings-service.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { CARDS, card, merchantWithLink, payer, paymentPostings, payOk } from './support/payments.ts';

const database = useDatabase();
const C = '/api/v1/charges';

describe('charges/pay-in', () => {
  test('the standard pricing, then the merchant’s own once agreed', async () => {
    const t = harness(database.db);
    const { owner, merchantId } = await merchantWithLink(t);
    const res = await t.get(`${C}/pay-in`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.responseBody).toEqual({
      chargePayer: 'merchant',
      pricing: [
        {
          currency: 'NGN',
          percentBps: 150,
          flat: 10_000,
          cap: 200_000,
          flatWaivedBelow: 250_000,
          custom: false,
        },
        { currency: 'USD', percentBps: 390, flat: 50, cap: null, flatWaivedBelow: null, custom: false },
      ],
    });
    await savePayInPricing(t.db, merchantId, 'NGN', {
      percentBps: 100n,
      flat: 0n,
      cap: 100_000n,
      flatWaivedBelow: null,
    });
    const after = await t.get(`${C}/pay-in`, { token: owner.token });
    expect(after.body.responseBody.pricing[0]).toEqual({
      currency: 'NGN',
      percentBps: 100,
      flat: 0,
      cap: 100_000,
      flatWaivedBelow: null,
      custom: true,
    });
  });
});

describe('charges/checkout-charges', () => {
  test('quotes what the checkout then charges, for either bearer and with custom pricing', async () => {
    const t = harness(database.db);
    const { owner, link, merchantId } = await merchantWithLink(t, { amount: 1_000_000 });
    const quote = async () =>
      (await t.get(`${C}/checkout-charges?amount=1000000`, { token: owner.token })).body.responseBody;
    expect(await quote()).toEqual({
      currency: 'NGN',
      amount: 1_000_000,
      fee: 25_000,
      total: 1_000_000,
      merchantReceives: 975_000,
      chargePayer: 'merchant',
    });
    const paid = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    expect((await paymentPostings(t, paid.reference)).merchant_pending).toBe(975_000n);

    await savePayInPricing(t.db, merchantId, 'NGN', {
      percentBps: 200n,
      flat: 0n,
      cap: null,
      flatWaivedBelow: null,
    });
    await t.call('PUT', '/api/v1/settings/charge-payer', {
      body: { person: 'customer' },
      token: owner.token,
    });
    const q = await quote();
    expect(q).toMatchObject({
      fee: 20_000,
      total: 1_020_000,
      merchantReceives: 1_000_000,
      chargePayer: 'customer',
    });
    const next = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    expect(next).toMatchObject({ fee: q.fee, total: q.total });
    expect(await paymentPostings(t, next.reference)).toEqual({
      platform_clearing: -1_020_000n,
      merchant_pending: 1_000_000n,
      platform_fees: 20_000n,
    });
  });

  test('USD uses the USD schedule', async () => {
    const t = harness(database.db);
    const { owner } = await merchantWithLink(t);
    const res = await t.get(`${C}/checkout-charges?amount=10000&currency=USD`, { token: owner.token });
    // $100: 3.9 % = $3.90, + $0.50.
    expect(res.body.responseBody).toMatchObject({ currency: 'USD', fee: 440, total: 10_000 });
  });

  test.each([
    ['nothing', '', 'amount'],
    ['zero', 'amount=0', 'amount'],
    ['a negative amount', 'amount=-5', 'amount'],
    ['a fraction', 'amount=1.5', 'amount'],
    ['words', 'amount=abc', 'amount'],
    ['a NUL byte', 'amount=1%00', 'amount'],
    ['a lone surrogate', 'amount=%ED%A0%80', 'amount'],
    ['past exact numbers', 'amount=9007199254740993', 'amount'],
    ['a huge number', 'amount=1e400', 'amount'],
    ['an unknown currency', 'amount=100&currency=XYZ', 'currency'],
    ['__proto__', 'amount=100&__proto__=1&currency=__proto__', 'currency'],
  ])('%s → 422 on the field, never 5xx', async (_name, query, field) => {
    const t = harness(database.db);
    const { owner } = await merchantWithLink(t);
    const res = await t.get(`${C}/checkout-charges?${query}`, { token: owner.token });
    expect(Object.keys(errorBody(res, 422).errors ?? {})).toContain(field);
  });

  test('a price whose total with the fee is past exact numbers is refused, not a 500', async () => {
    const t = harness(database.db);
    const { owner } = await merchantWithLink(t);
    await t.call('PUT', '/api/v1/settings/charge-payer', {
      body: { person: 'customer' },
      token: owner.token,
    });
    const res = await t.get(`${C}/checkout-charges?amount=${Number.MAX_SAFE_INTEGER}`, {
      token: owner.token,
    });
    expect(errorBody(res, 422).errors).toEqual({ amount: ['The amount is too large'] });
  });
});
