/**
 * Transfers of any valid amount, however many, never leave a number the API cannot answer exactly
 * and never let one payment keep more than the merchant may accept.
 *
 * The class: each transfer is at most 2^53 − 1 minor units, but a transaction's received and
 * refunded totals, and what a payment keeps, add transfers up. Found by the OpenAPI fuzzer
 * (FUZZ_SEED=939649993): a paid transfer checkout got more transfers of huge amounts, each returned
 * and added to the row, until the merchant's transactions list answered 500.
 * - An excess the merchant keeps ('merchant' wrong-transfer rule) stops at the per-payment limit;
 *   the rest is returned like any money not kept.
 * - A returned arrival is added to the row's totals only while they stay exact; it is held and
 *   returned either way (its refund row records it).
 */
import { TRANSFER_WINDOW_MS } from '@payrail/contract/checkout';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { refunds } from '#db/schema/index.ts';
import { verifyLedger } from '#modules/ledger/index.ts';
import { saveCheckoutSettings } from '#modules/merchant-settings/settings-service.ts';
import { useDatabase } from './support/database.ts';
import { type Harness, harness, randomIp } from './support/harness.ts';
import { merchantWithLink, PAY, payer, payOk, transactionRow } from './support/payments.ts';
import { signIn } from './support/users.ts';

const database = useDatabase();
afterAll(async () => expect(await verifyLedger(database.db)).toEqual([]));

const MAX = Number.MAX_SAFE_INTEGER;
/** The starter business's per-payment limit in NGN (contract account-limits.ts): ₦1,000,000. */
const STARTER_LIMIT = 100_000_000;
const M = '/api/v1/merchant';

const simulate = (t: Harness, reference: string, amount?: number) =>
  t.call('POST', `${PAY}/checkout/${reference}/simulate-transfer`, {
    body: amount === undefined ? {} : { amount },
    ip: randomIp(),
  });

/** A ₦10,000 link, the customer bearing the fee, awaiting a transfer under the given rule. */
async function transferCheckout(wrong: 'merchant' | 'customer') {
  const t = harness(database.db);
  const { owner, link, merchantId } = await merchantWithLink(t, { amount: 1_000_000 });
  await saveCheckoutSettings(t.db, merchantId, { chargePayer: 'customer', wrongTransferBearer: wrong });
  const state = await payOk(t, link.ref, payer({ channel: 'bank_transfer' }));
  return { t, owner, link, state };
}

const refundsOf = async (t: Harness, reference: string) => {
  const { id } = await transactionRow(t, reference);
  return t.db.select().from(refunds).where(eq(refunds.transactionId, id)).orderBy(refunds.createdAt);
};

/** Every merchant read that shows the transaction or adds it up answers 200. */
async function merchantReadsAnswer(t: Harness, token: string, linkRef: string) {
  const reads = [
    await t.post(`${M}/transactions?page=1`, {}, { token }),
    await t.get(`${M}/dashboard/balances/NGN`, { token }),
    await t.get(`${M}/dashboard/transactions/stats/NGN`, { token }),
    await t.get(`${M}/dashboard/transactions/recent/`, { token }),
    await t.post(`${M}/customers?page=1`, {}, { token }),
    await t.get(`${M}/payment-links/show/${linkRef}`, { token }),
    await t.get(`${M}/payment-links/transactions/${linkRef}`, { token }),
  ];
  for (const r of reads) expect(r.status, r.text).toBe(200);
  const [row] = reads[0]!.body.responseBody.items;
  const details = await t.get(`${M}/transactions/details/${row.id}`, { token });
  expect(details.status, details.text).toBe(200);
  return details.body.responseBody;
}

describe('an excess the merchant keeps', () => {
  test('stops at the per-payment limit; the rest is returned', async () => {
    const { t, owner, link, state } = await transferCheckout('merchant');
    const sent = 5 * STARTER_LIMIT;
    const res = await simulate(t, state.reference, sent);
    expect(res.status, res.text).toBe(200);
    expect(res.body.responseBody).toMatchObject({ status: 'success', amountPaid: STARTER_LIMIT });
    const [refund] = await refundsOf(t, state.reference);
    expect(refund).toMatchObject({ reason: 'excess_transfer', amount: BigInt(sent - STARTER_LIMIT) });
    const d = await merchantReadsAnswer(t, owner.token, link.ref);
    expect(d).toMatchObject({ amountReceived: sent, amountPaid: STARTER_LIMIT });
  });

  test('an excess within the limit is still the merchant’s, whole', async () => {
    const { t, state } = await transferCheckout('merchant');
    const res = await simulate(t, state.reference, STARTER_LIMIT);
    expect(res.body.responseBody).toMatchObject({ status: 'success', amountPaid: STARTER_LIMIT });
    expect(await refundsOf(t, state.reference)).toEqual([]);
  });
});

describe('transfers of the largest amount, again and again', () => {
  for (const wrong of ['merchant', 'customer'] as const) {
    test(`after a payment (${wrong} rule): each is returned, every read answers exactly`, async () => {
      const { t, owner, link, state } = await transferCheckout(wrong);
      expect((await simulate(t, state.reference, MAX)).status).toBe(200);
      const paid = await transactionRow(t, state.reference);
      for (let i = 0; i < 3; i++) {
        const again = await simulate(t, state.reference, MAX);
        expect(again.status, again.text).toBe(409);
      }
      const returned = await refundsOf(t, state.reference);
      expect(returned.filter((r) => r.reason === 'unexpected_transfer').map((r) => r.amount)).toEqual([
        BigInt(MAX),
        BigInt(MAX),
        BigInt(MAX),
      ]);
      const row = await transactionRow(t, state.reference);
      // What it kept has not moved; the totals stayed exact (the later arrivals did not fit).
      expect(row.amountReceived - row.amountRefunded).toBe(paid.amountReceived - paid.amountRefunded);
      expect(row.amountReceived <= BigInt(MAX)).toBe(true);
      const d = await merchantReadsAnswer(t, owner.token, link.ref);
      expect(d).toMatchObject({ status: 'success', amountReceived: Number(row.amountReceived) });
      const checkout = await t.get(`${PAY}/checkout/${state.reference}`);
      expect(checkout.status, checkout.text).toBe(200);
    });
  }

  test('to an expired account: failed, returned, and still exact', async () => {
    const { t, owner, link, state } = await transferCheckout('merchant');
    t.clock.advance(TRANSFER_WINDOW_MS + 1_000);
    for (let i = 0; i < 3; i++) expect((await simulate(t, state.reference, MAX)).status).toBe(409);
    const row = await transactionRow(t, state.reference);
    expect(row).toMatchObject({ status: 'failed', amountReceived: BigInt(MAX), amountRefunded: BigInt(MAX) });
    expect(await refundsOf(t, state.reference)).toHaveLength(3);
    // Half an hour on, the session has lapsed: sign in again to read.
    const token = await signIn(t, owner.email);
    const d = await merchantReadsAnswer(t, token, link.ref);
    expect(d).toMatchObject({ status: 'failed', amountPaid: 0 });
  });
});
