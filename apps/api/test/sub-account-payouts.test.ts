/**
 * Sub-account settlement payouts (issue 15, docs/SETTLEMENT.md "Sub-account payouts"): a
 * sub-account's available NGN goes to its own bank account once a day from 09:00 Lagos, through
 * its in-flight wallet; paid or failed once; nothing for an unverified merchant or too little
 * money (an inactive sub-account is still paid: sub-accounts-status.test.ts). useDatabase
 * verifies the ledger's invariants after the file.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { subAccountPayouts } from '#db/schema/index.ts';
import { payableOf, runSubAccountPayouts } from '#modules/sub-account-payouts/index.ts';
import { useDatabase } from './support/database.ts';
import { type Harness, harness as makeHarness } from './support/harness.ts';
import { entriesOf } from './support/merchant-refunds.ts';
import { approveKyb } from './support/payouts.ts';
import { balances, fundSubAccount, subAccount } from './support/sub-accounts-money.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const harness = () => makeHarness(database.db);

/** A verified merchant whose sub-account holds `amount` available; the clock at 10:00 Lagos. */
async function setup(t: Harness, amount: bigint, o: { kyb?: boolean } = {}) {
  t.clock.set('2026-03-02T09:00:00Z');
  const owner = await signedInUser(t);
  const merchantId = owner.row.merchantId;
  if (o.kyb !== false) await approveKyb(t, merchantId);
  const sub = await subAccount(t, merchantId);
  await fundSubAccount(t, { merchantId, subAccountId: sub.id }, amount);
  return { merchantId, sub };
}

const rows = (t: Harness, subAccountId: string) =>
  t.db.select().from(subAccountPayouts).where(eq(subAccountPayouts.subAccountId, subAccountId));

describe('sub-account payouts', () => {
  test('the whole available balance less the fee goes to its bank account, once a day', async () => {
    const t = await harness();
    const { merchantId, sub } = await setup(t, 1_000_000n);
    expect(await runSubAccountPayouts(t.deps, { merchantId })).toMatchObject({ started: 1, pending: 1 });
    const [p] = await rows(t, sub.id);
    expect(p).toMatchObject({
      status: 'processing',
      amount: 997_500n,
      fee: 2_500n,
      bankCode: '058',
      accountNumber: '0123456785',
      accountName: 'IKEJA BRANCH',
    });
    expect((await entriesOf(t, p!.reference)).sub_account_payout).toEqual({
      sub_account_available: -1_000_000n,
      sub_account_payouts_in_flight: 1_000_000n,
    });
    expect((await balances(t, merchantId, sub.id)).sub.available).toBe(0n);

    // More money the same day waits for tomorrow; the processor pays the first one meanwhile.
    await fundSubAccount(t, { merchantId, subAccountId: sub.id }, 500_000n);
    t.clock.advance(60_000);
    expect(await runSubAccountPayouts(t.deps, { merchantId })).toMatchObject({ started: 0, paid: 1 });
    expect((await entriesOf(t, p!.reference)).sub_account_payout_paid).toEqual({
      sub_account_payouts_in_flight: -1_000_000n,
      platform_clearing: 997_500n,
      platform_fees: 2_500n,
    });
    expect((await rows(t, sub.id))[0]?.status).toBe('paid');
    expect(await runSubAccountPayouts(t.deps, { merchantId })).toMatchObject({ started: 0, paid: 0 });
    expect(await balances(t, merchantId, sub.id)).toEqual({
      main: { available: 0n, pending: 0n },
      sub: { available: 500_000n, pending: 0n },
    });

    t.clock.set('2026-03-03T08:30:00Z');
    expect(await runSubAccountPayouts(t.deps, { merchantId })).toMatchObject({ started: 1 });
    expect(await rows(t, sub.id)).toHaveLength(2);
  });

  test('a payout the bank declines returns the money to the sub-account', async () => {
    const t = await harness();
    // ₦10,000.13 available: ₦9,975.13 paid out (the sandbox declines amounts ending in 13 kobo).
    const { merchantId, sub } = await setup(t, 1_000_013n);
    expect(await runSubAccountPayouts(t.deps, { merchantId })).toMatchObject({ started: 1, failed: 1 });
    const [p] = await rows(t, sub.id);
    expect(p).toMatchObject({ status: 'failed', amount: 997_513n });
    expect((await entriesOf(t, p!.reference)).sub_account_payout_reversal).toEqual({
      sub_account_payouts_in_flight: -1_000_013n,
      sub_account_available: 1_000_013n,
    });
    expect((await balances(t, merchantId, sub.id)).sub.available).toBe(1_000_013n);
  });

  test('nothing before 09:00 Lagos, for an unverified merchant, or too little', async () => {
    const t = await harness();
    const early = await setup(t, 1_000_000n);
    t.clock.set('2026-03-02T07:59:00Z');
    expect(await runSubAccountPayouts(t.deps, { merchantId: early.merchantId })).toMatchObject({
      started: 0,
    });

    const unverified = await setup(t, 1_000_000n, { kyb: false });
    expect(await runSubAccountPayouts(t.deps, { merchantId: unverified.merchantId })).toMatchObject({
      started: 0,
    });

    const little = await setup(t, 10_999n);
    expect(await runSubAccountPayouts(t.deps, { merchantId: little.merchantId })).toMatchObject({
      started: 0,
      skipped: 1,
    });
    for (const s of [early, unverified, little]) expect(await rows(t, s.sub.id)).toEqual([]);
  });

  test('the amount paid is the most the balance covers with its fee', () => {
    expect(payableOf(1_000_000n)).toEqual({ amount: 997_500n, fee: 2_500n });
    expect(payableOf(501_000n)).toEqual({ amount: 500_000n, fee: 1_000n });
    expect(payableOf(11_000n)).toEqual({ amount: 10_000n, fee: 1_000n });
    expect(payableOf(10_999n)).toBeUndefined();
  });
});
