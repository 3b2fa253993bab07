/**
 * Payouts racing on one balance. Run on PostgreSQL (`DATABASE_URL=…`) the 50 payouts run on
 * separate connections at once: the conditional debit of the available balance lets exactly one
 * through and the balance never goes below zero. On PGlite (one connection) they queue, and the
 * outcome must be the same. The requests enter after the PIN check (`startPayout`): 50 PIN checks
 * at once would be refused by the PIN's own five-tries guard before reaching the balance.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { payouts } from '#db/schema/index.ts';
import { verifyLedger } from '#modules/ledger/index.ts';
import { startPayout } from '#modules/payouts/index.ts';
import { defaultAccount } from '#modules/settlement-account/index.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { available, PAYOUT, PIN, payoutMerchant } from './support/payouts.ts';

const database = useDatabase();

describe('concurrent payouts on one balance', () => {
  test('50 payouts of ₦80,000 on ₦100,000: exactly one succeeds, never below zero', async () => {
    const t = harness(database.db);
    const m = await payoutMerchant(t, { funds: 10_000_000n });
    const account = (await defaultAccount(t.db, m.merchantId, 'NGN'))!;
    const ctx = {
      deps: t.deps,
      actor: { ...m.row, userId: m.row.id, merchantId: m.merchantId, ip: '127.0.0.1' },
    };
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        startPayout(ctx as never, {
          amount: 8_000_000,
          currency: 'NGN',
          account,
          idempotencyKey: `race-${m.merchantId}-${i}`,
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const r of refused) expect((r.reason as { code?: string }).code).toBe('INSUFFICIENT_FUNDS');
    expect(await available(t, m.merchantId)).toBe(10_000_000n - 8_005_000n);
    expect(await available(t, m.merchantId, 'merchant_payouts_in_flight')).toBe(8_005_000n);
    expect(await t.db.select().from(payouts).where(eq(payouts.merchantId, m.merchantId))).toHaveLength(1);
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  test('through the API, requests racing with one key pay once', async () => {
    const t = harness(database.db);
    const m = await payoutMerchant(t, { funds: 10_000_000n });
    const send = () =>
      t.post(
        PAYOUT,
        { amount: 3_000_000, currency: 'NGN', pin: PIN },
        {
          token: m.token,
          headers: { 'Idempotency-Key': `same-${m.merchantId}` },
        },
      );
    const answers = await Promise.all([send(), send(), send(), send()]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.responseBody.id)).size).toBe(1);
    expect(await available(t, m.merchantId)).toBe(10_000_000n - 3_002_500n);
    expect(await verifyLedger(t.db)).toEqual([]);
  });
});
