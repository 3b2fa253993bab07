/**
 * Sub-account funds transfers racing on one balance. On PostgreSQL (`DATABASE_URL=…`) the 20
 * transfers run on separate connections at once: the conditional debit of the sub-account's
 * available balance lets exactly one through and it never goes below zero. On PGlite (one
 * connection) they queue, and the outcome must be the same. They enter after the PIN check
 * (`startSubAccountTransfer`): 20 PIN checks at once would meet the PIN's own guard first.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { subAccountTransfers } from '#db/schema/index.ts';
import { verifyLedger } from '#modules/ledger/index.ts';
import { startSubAccountPayouts } from '#modules/sub-account-payouts/index.ts';
import { startSubAccountTransfer } from '#modules/sub-account-transfers/index.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { approveKyb, PIN, setPin } from './support/payouts.ts';
import { balances, fundSubAccount, subAccount } from './support/sub-accounts-money.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();

async function setup() {
  const t = harness(database.db);
  const owner = await signedInUser(t);
  const merchantId = owner.row.merchantId;
  await setPin(t, owner.token);
  const sub = await subAccount(t, merchantId);
  await fundSubAccount(t, { merchantId, subAccountId: sub.id }, 10_000n);
  return { t, owner, merchantId, sub };
}

describe('concurrent transfers on one sub-account balance', () => {
  test('20 transfers of ₦80 on ₦100: exactly one succeeds, never below zero', async () => {
    const { t, owner, merchantId, sub } = await setup();
    const ctx = {
      deps: t.deps,
      actor: { ...owner.row, userId: owner.row.id, merchantId, ip: '127.0.0.1' },
      access: { permissions: new Set(), subAccountIds: null },
    };
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        startSubAccountTransfer(ctx as never, {
          subAccount: sub,
          amount: 8_000,
          currency: 'NGN',
          direction: 'to_main',
          idempotencyKey: `race-${sub.id}-${i}`,
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect((r.reason as { code?: string }).code).toBe('INSUFFICIENT_FUNDS');
    expect(await balances(t, merchantId, sub.id)).toEqual({
      main: { available: 8_000n, pending: 0n },
      sub: { available: 2_000n, pending: 0n },
    });
    expect(
      await t.db.select().from(subAccountTransfers).where(eq(subAccountTransfers.subAccountId, sub.id)),
    ).toHaveLength(1);
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  test('through the API, requests racing with one Idempotency-Key transfer once', async () => {
    const { t, owner, merchantId, sub } = await setup();
    const send = () =>
      t.post(
        `/api/v1/merchant/sub-accounts/${sub.id}/sub-account-funds-transfer`,
        { amount: 3_000, pin: PIN },
        { token: owner.token, headers: { 'Idempotency-Key': `same-${sub.id}` } },
      );
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(new Set(answers.map((a) => a.body.responseBody.id)).size).toBe(1);
    expect(await balances(t, merchantId, sub.id)).toEqual({
      main: { available: 3_000n, pending: 0n },
      sub: { available: 7_000n, pending: 0n },
    });
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  test("a sub-account's payout racing transfers: the balance is spent once, never below zero", async () => {
    const { t, owner, merchantId, sub } = await setup();
    await approveKyb(t, merchantId);
    await fundSubAccount(t, { merchantId, subAccountId: sub.id }, 1_990_000n);
    t.clock.set('2026-03-02T09:00:00Z');
    const ctx = {
      deps: t.deps,
      actor: { ...owner.row, userId: owner.row.id, merchantId, ip: '127.0.0.1' },
      access: { permissions: new Set(), subAccountIds: null },
    };
    // ₦20,000 available: the payout wants all of it; each transfer wants ₦15,000.
    const results = await Promise.allSettled([
      startSubAccountPayouts(t.deps, { merchantId }),
      ...Array.from({ length: 5 }, (_, i) =>
        startSubAccountTransfer(ctx as never, {
          subAccount: sub,
          amount: 1_500_000,
          currency: 'NGN',
          direction: 'to_main',
          idempotencyKey: `payout-race-${sub.id}-${i}`,
        }),
      ),
    ]);
    const payout = results[0]!;
    expect(payout.status).toBe('fulfilled');
    const started = payout.status === 'fulfilled' ? payout.value.started : 0;
    const transfers = results.slice(1).filter((r) => r.status === 'fulfilled').length;
    // Either the payout took it all, or one transfer went first and the payout took what was left.
    expect(started + transfers).toBeGreaterThanOrEqual(1);
    expect(transfers).toBeLessThanOrEqual(1);
    const { sub: left } = await balances(t, merchantId, sub.id);
    expect(left.available >= 0n).toBe(true);
    expect(await verifyLedger(t.db)).toEqual([]);
  });
});
