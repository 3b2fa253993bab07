/**
 * Account limits (get-account-limit, and the checkout that enforces them): the starter business's
 * limits until KYB is approved, the category's after; a payment over the per-payment limit is
 * refused before the processor is asked (failed with the limit as its reason); the day's payments (received, and checkouts still under
 * way, not failed ones) are counted until an Africa/Lagos midnight.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { kybProfiles, transactions } from '#db/schema/index.ts';
import { ManualClock } from '#lib/clock.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import {
  CARDS,
  card,
  merchantWithLink,
  PAY,
  pay,
  payer,
  paymentPostings,
  payOk,
} from './support/payments.ts';
import { signIn } from './support/users.ts';

const database = useDatabase();
const LIMITS = '/api/v1/get-account-limit';
const MILLION = 100_000_000; // ₦1,000,000 in kobo

async function limits(t: Harness, token: string) {
  const res = await t.get(LIMITS, { token });
  expect(res.status).toBe(200);
  return res.body.responseBody;
}
const ngn = (body: { limits: { currency: string }[] }) => body.limits.find((l) => l.currency === 'NGN');

describe('get-account-limit', () => {
  test('a new merchant has the starter business’s limits and all of today’s left', async () => {
    const t = harness(database.db, { clock: new ManualClock('2026-03-02T23:30:00Z') });
    const { owner } = await merchantWithLink(t);
    expect(await limits(t, owner.token)).toEqual({
      category: { id: 1, name: 'Starter business' },
      verified: false,
      // 23:30 UTC is 00:30 the next day in Lagos.
      day: '2026-03-03',
      limits: [
        {
          currency: 'NGN',
          perTransaction: MILLION,
          daily: 10 * MILLION,
          usedToday: 0,
          leftToday: 10 * MILLION,
        },
        { currency: 'USD', perTransaction: 200_000, daily: 1_000_000, usedToday: 0, leftToday: 1_000_000 },
      ],
    });
  });

  test('an approved KYB brings its category’s limits; one under review does not', async () => {
    const t = harness(database.db);
    const { owner, merchantId } = await merchantWithLink(t);
    const now = t.clock.now();
    await t.db
      .insert(kybProfiles)
      .values({ merchantId, businessCategoryId: 3, status: 'under_review', createdAt: now, updatedAt: now });
    expect(await limits(t, owner.token)).toMatchObject({ category: { id: 1 }, verified: false });
    await t.db.update(kybProfiles).set({ status: 'approved' }).where(eq(kybProfiles.merchantId, merchantId));
    const after = await limits(t, owner.token);
    expect(after).toMatchObject({ category: { id: 3, name: 'Limited liability company' }, verified: true });
    expect(ngn(after)).toMatchObject({ perTransaction: 50 * MILLION, daily: 500 * MILLION });
  });
});

describe('the checkout enforces the limits', () => {
  test('a payment over the per-payment limit is refused, counting the fee the customer bears', async () => {
    const t = harness(database.db);
    const { owner, link, merchantId } = await merchantWithLink(t, { amount: MILLION });
    // Exactly the limit: accepted.
    await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    // The customer bearing the fee makes the total ₦1,002,000: over.
    await t.call('PUT', '/api/v1/settings/charge-payer', {
      body: { person: 'customer' },
      token: owner.token,
    });
    const res = await t.post(`${PAY}/${link.ref}`, payer({ card: card(CARDS.success) }));
    const message = 'This payment is above the ₦1,000,000.00 this business can accept in one payment';
    expect(errorBody(res, 422)).toMatchObject({ message, errors: { amount: [message] } });
    // Refused before the processor was asked: failed with the limit as its reason, nothing charged.
    const rows = await t.db.select().from(transactions).where(eq(transactions.merchantId, merchantId));
    const refused = rows.find((r) => r.status === 'failed');
    expect(refused).toMatchObject({ failureReason: 'Over the account’s per-payment limit', amountPaid: 0n });
    expect(await paymentPostings(t, refused!.reference)).toEqual({});

    // With the category's larger limit, the same payment goes through.
    const now = t.clock.now();
    await t.db
      .insert(kybProfiles)
      .values({ merchantId, businessCategoryId: 2, status: 'approved', createdAt: now, updatedAt: now });
    expect((await payOk(t, link.ref, payer({ card: card(CARDS.success) }))).total).toBe(MILLION + 200_000);
  });

  test('the day counts payments received and checkouts under way, not failed ones, until Lagos midnight', async () => {
    // 22:00 UTC: 23:00 in Lagos, an hour before the day ends.
    const t = harness(database.db, { clock: new ManualClock('2026-03-02T22:00:00Z') });
    const { owner, link } = await merchantWithLink(t, { amount: MILLION });
    for (let i = 0; i < 8; i++) await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    const declined = await payOk(t, link.ref, payer({ card: card(CARDS.declined) }));
    expect(declined.status).toBe('failed');
    expect(ngn(await limits(t, owner.token))).toMatchObject({
      usedToday: 8 * MILLION,
      leftToday: 2 * MILLION,
    });

    // A transfer not yet paid holds its total.
    const transfer = await payOk(t, link.ref, payer({ channel: 'bank_transfer' }));
    expect(transfer.status).toBe('awaiting_transfer');
    expect(ngn(await limits(t, owner.token))).toMatchObject({ usedToday: 9 * MILLION, leftToday: MILLION });
    await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    expect(ngn(await limits(t, owner.token))).toMatchObject({ usedToday: 10 * MILLION, leftToday: 0 });

    const over = await t.post(`${PAY}/${link.ref}`, payer({ card: card(CARDS.success) }));
    const message = 'This business cannot accept more payments today. Try again tomorrow.';
    expect(errorBody(over, 422).errors).toEqual({ amount: [message] });

    // Lagos midnight: a new day, a new count.
    t.clock.advance(60 * 60_000);
    const next = await limits(t, await signIn(t, owner.email));
    expect(next.day).toBe('2026-03-03');
    expect(ngn(next)).toMatchObject({ usedToday: 0, leftToday: 10 * MILLION });
    expect((await payOk(t, link.ref, payer({ card: card(CARDS.success) }))).status).toBe('success');
  });

  test('what is left is said when a payment does not fit in it', async () => {
    const t = harness(database.db);
    const { link, owner } = await merchantWithLink(t, { amountType: 'customer', amount: null });
    for (let i = 0; i < 9; i++)
      await payOk(t, link.ref, payer({ amount: MILLION, card: card(CARDS.success) }));
    await payOk(t, link.ref, payer({ amount: MILLION / 2, card: card(CARDS.success) }));
    const res = await t.post(`${PAY}/${link.ref}`, payer({ amount: MILLION, card: card(CARDS.success) }));
    expect(errorBody(res, 422).errors).toEqual({
      amount: ['This business can accept only ₦500,000.00 more today'],
    });
    // USD has its own count.
    expect((await limits(t, owner.token)).limits[1]).toMatchObject({ currency: 'USD', usedToday: 0 });
    await payOk(t, link.ref, payer({ amount: MILLION / 2, card: card(CARDS.success) }));
  });
});

describe('a refused checkout charges nothing and keeps nothing', () => {
  test('its Idempotency-Key is free again: the same key goes through once the payment fits', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t, { amount: MILLION });
    await t.call('PUT', '/api/v1/settings/charge-payer', {
      body: { person: 'customer' },
      token: owner.token,
    });
    const body = payer({ card: card(CARDS.success) });
    const refused = await pay(t, link.ref, body, { key: 'limit-key-1' });
    expect(errorBody(refused, 422).errors?.amount).toHaveLength(1);
    await t.call('PUT', '/api/v1/settings/charge-payer', {
      body: { person: 'merchant' },
      token: owner.token,
    });
    const paid = await pay(t, link.ref, body, { key: 'limit-key-1' });
    expect(paid.status).toBe(201);
    expect(paid.body.responseBody).toMatchObject({ status: 'success', total: MILLION });
  });
});

describe('the pay page says why', () => {
  test('a form post over the limit shows the reason on the page, without JavaScript', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t, { amountType: 'customer', amount: null });
    const form = new URLSearchParams({
      step: 'start',
      idempotencyKey: `key-${crypto.randomUUID()}`,
      email: 'ada@example.com',
      name: 'Ada Obi',
      channel: 'card',
      amount: '1000000.01',
      'card.number': CARDS.success,
      'card.expiry': '12/30',
      'card.cvv': '123',
    });
    const res = await t.call('POST', `/payment-links/${link.ref}`, {
      raw: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(422);
    expect(res.text).toContain(
      'This payment is above the ₦1,000,000.00 this business can accept in one payment',
    );
  });
});
