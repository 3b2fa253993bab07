/**
 * Split payments (issue 15, docs/SETTLEMENT.md "Sub-accounts"): a payment on a sub-account's link
 * is ONE journal entry sharing the net between the merchant's pending and the sub-account's by its
 * rule; settlement moves both to available in one entry; a refund comes from the main account.
 * useDatabase verifies the ledger's invariants after the file.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { journalEntries } from '#db/schema/index.ts';
import { raiseChargeback } from '#modules/chargebacks/index.ts';
import { holdSettlement, releaseSettlement, runSettlement } from '#modules/settlement/index.ts';
import { useDatabase } from './support/database.ts';
import { type Harness, harness as makeHarness } from './support/harness.ts';
import { entriesOf, refund } from './support/merchant-refunds.ts';
import { CARDS, card, PAY, payer, payOk, transactionRow } from './support/payments.ts';
import { fund, setPin } from './support/payouts.ts';
import { balances, type Rule, subAccount, subAccountLink } from './support/sub-accounts-money.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const harness = () => makeHarness(database.db);

/** A merchant with a sub-account (`rule`) and a ₦10,000 link of it; the fee is ₦250 (1.5 % + ₦100). */
async function splitMerchant(t: Harness, rule: Rule = {}, amount = 1_000_000) {
  const owner = await signedInUser(t);
  const merchantId = owner.row.merchantId;
  const sub = await subAccount(t, merchantId, rule);
  const link = await subAccountLink(t, owner.token, sub.id, { amount });
  return { owner, merchantId, sub, link };
}

describe('a payment on a sub-account link', () => {
  test('a card payment is split in one entry, then settles to both available balances', async () => {
    const t = await harness();
    t.clock.set('2026-03-02T09:00:00Z');
    const { merchantId, sub, link } = await splitMerchant(t);
    const { reference } = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    expect((await transactionRow(t, reference)).subAccountId).toBe(sub.id);
    // 30 % of ₦10,000 to the sub-account; the merchant bears the ₦250 fee.
    expect((await entriesOf(t, reference)).payment).toEqual({
      platform_clearing: -1_000_000n,
      platform_fees: 25_000n,
      merchant_pending: 675_000n,
      sub_account_pending: 300_000n,
    });
    expect(await balances(t, merchantId, sub.id)).toEqual({
      main: { available: 0n, pending: 675_000n },
      sub: { available: 0n, pending: 300_000n },
    });

    t.clock.set('2026-03-03T09:00:00Z');
    expect(await runSettlement(t.deps, { merchantId })).toMatchObject({ settled: 1 });
    expect((await entriesOf(t, reference)).settlement).toEqual({
      merchant_pending: -675_000n,
      merchant_available: 675_000n,
      sub_account_pending: -300_000n,
      sub_account_available: 300_000n,
    });
    expect(await balances(t, merchantId, sub.id)).toEqual({
      main: { available: 675_000n, pending: 0n },
      sub: { available: 300_000n, pending: 0n },
    });
    // Settled once however often the run goes.
    expect(await runSettlement(t.deps, { merchantId })).toMatchObject({ settled: 0 });
    const settlements = await t.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.kind, 'settlement'), eq(journalEntries.reference, reference)));
    expect(settlements).toHaveLength(1);
  });

  test("the main account's history and balance page never show the sub-account's money", async () => {
    const t = await harness();
    const { owner, link } = await splitMerchant(t);
    await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    const history = await t.post('/api/v1/merchant/balances/view-all', {}, { token: owner.token });
    expect(history.status, history.text).toBe(200);
    const items = history.body.responseBody.items as { wallet: string; amount: number; type: string }[];
    expect(items.map((i) => [i.type, i.amount])).toEqual([['payment', 675_000]]);
    const detail = await t.get('/api/v1/merchant/balances/NGN', { token: owner.token });
    expect(detail.status, detail.text).toBe(200);
    expect(JSON.stringify(detail.body.responseBody)).not.toContain('300000');
  });

  test('an OTP payment (the general settle path) splits by a proportional fee rule', async () => {
    const t = await harness();
    const { merchantId, sub, link } = await splitMerchant(t, { feeBearer: 'proportional' });
    const state = await payOk(t, link.ref, payer({ card: card(CARDS.otp) }));
    const right = await t.post(`${PAY}/checkout/${state.reference}/otp`, { otp: '123456' });
    expect(right.status, right.text).toBe(200);
    // The ₦250 fee shared 30 : 70: ₦75 from the sub-account, ₦175 from the main account.
    expect((await entriesOf(t, state.reference)).payment).toEqual({
      platform_clearing: -1_000_000n,
      platform_fees: 25_000n,
      merchant_pending: 682_500n,
      sub_account_pending: 292_500n,
    });
    expect((await balances(t, merchantId, sub.id)).sub).toEqual({ available: 0n, pending: 292_500n });
  });

  test('a flat share larger than the net gives the sub-account the whole net and the merchant nothing', async () => {
    const t = await harness();
    const { merchantId, sub, link } = await splitMerchant(t, {
      splitType: 'flat',
      splitValue: 2_000_000n,
      splitCurrency: 'NGN',
    });
    const { reference } = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    expect((await entriesOf(t, reference)).payment).toEqual({
      platform_clearing: -1_000_000n,
      platform_fees: 25_000n,
      sub_account_pending: 975_000n,
    });
    expect(await balances(t, merchantId, sub.id)).toEqual({
      main: { available: 0n, pending: 0n },
      sub: { available: 0n, pending: 975_000n },
    });
  });
});

describe('refunds of a split payment', () => {
  test('come from the main account: its pending part first, the sub-account keeps its share', async () => {
    const t = await harness();
    t.clock.set('2026-03-02T09:00:00Z');
    const { owner, merchantId, sub, link } = await splitMerchant(t);
    await setPin(t, owner.token);
    const { reference } = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    const row = await transactionRow(t, reference);
    const res = await refund(t, owner.token, row.id, { amount: 100_000 });
    expect(res.status, res.text).toBe(201);
    expect(await balances(t, merchantId, sub.id)).toEqual({
      main: { available: 0n, pending: 575_000n },
      sub: { available: 0n, pending: 300_000n },
    });
    t.clock.set('2026-03-03T09:00:00Z');
    expect(await runSettlement(t.deps, { merchantId })).toMatchObject({ settled: 1 });
    expect(await balances(t, merchantId, sub.id)).toEqual({
      main: { available: 575_000n, pending: 0n },
      sub: { available: 300_000n, pending: 0n },
    });
  });

  test("a refund larger than the main account's money is refused, nothing written", async () => {
    const t = await harness();
    const { owner, merchantId, sub, link } = await splitMerchant(t, { splitValue: 10_000n });
    await setPin(t, owner.token);
    const { reference } = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    const row = await transactionRow(t, reference);
    // 100 % to the sub-account: the main account has nothing to refund from.
    const res = await refund(t, owner.token, row.id, { amount: 100_000 });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await balances(t, merchantId, sub.id)).toEqual({
      main: { available: 0n, pending: 0n },
      sub: { available: 0n, pending: 975_000n },
    });
  });
});

describe('chargebacks of a split payment', () => {
  test('hold from the main account; the sub-account part still settles', async () => {
    const t = await harness();
    t.clock.set('2026-03-02T09:00:00Z');
    const { merchantId, sub, link } = await splitMerchant(t);
    await fund(t, merchantId, 500_000n);
    const { reference } = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    const cb = await raiseChargeback(t.deps, {
      transactionReference: reference,
      reason: 'Goods not received',
    });
    expect((await entriesOf(t, cb.reference)).chargeback_hold).toEqual({
      merchant_disputed: 1_000_000n,
      merchant_pending: -675_000n,
      merchant_available: -325_000n,
    });
    t.clock.set('2026-03-03T09:00:00Z');
    expect(await runSettlement(t.deps, { merchantId })).toMatchObject({ settled: 1 });
    expect((await entriesOf(t, reference)).settlement).toEqual({
      sub_account_pending: -300_000n,
      sub_account_available: 300_000n,
    });
    expect(await balances(t, merchantId, sub.id)).toEqual({
      main: { available: 175_000n, pending: 0n },
      sub: { available: 300_000n, pending: 0n },
    });
  });

  test('a held payment keeps both parts pending until released', async () => {
    const t = await harness();
    t.clock.set('2026-03-02T09:00:00Z');
    const { merchantId, sub, link } = await splitMerchant(t);
    const { reference } = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    expect(await t.db.transaction((tx) => holdSettlement(tx, reference))).toBe(true);
    t.clock.set('2026-03-03T09:00:00Z');
    expect(await runSettlement(t.deps, { merchantId })).toMatchObject({ settled: 0 });
    expect(await balances(t, merchantId, sub.id)).toEqual({
      main: { available: 0n, pending: 675_000n },
      sub: { available: 0n, pending: 300_000n },
    });
    await t.db.transaction((tx) => releaseSettlement(tx, reference));
    expect(await runSettlement(t.deps, { merchantId })).toMatchObject({ settled: 1 });
    expect(await balances(t, merchantId, sub.id)).toEqual({
      main: { available: 675_000n, pending: 0n },
      sub: { available: 300_000n, pending: 0n },
    });
  });
});
