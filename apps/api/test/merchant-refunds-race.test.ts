/**
 * Partial refunds racing on one payment. On PostgreSQL (`DATABASE_URL=…`) the 20 refunds run on
 * separate connections at once: the payment's row lock makes each see the others, so their sum
 * never passes what was paid. On PGlite (one connection) they queue, with the same outcome. They
 * enter after the PIN check (`startMerchantRefund`): 20 PIN checks at once would hit the PIN's own
 * five-tries guard first.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { verifyLedger } from '#modules/ledger/index.ts';
import { startMerchantRefund } from '#modules/refunds/index.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { paidPayment, refundRows } from './support/merchant-refunds.ts';
import { available, fund } from './support/payouts.ts';

const database = useDatabase();
afterAll(async () => expect(await verifyLedger(database.db)).toEqual([]));

describe('concurrent partial refunds of one payment', () => {
  test('20 refunds of 30% each: exactly three pass, the sum never above what was paid', async () => {
    const t = harness(database.db);
    const p = await paidPayment(t);
    await fund(t, p.merchantId, 2_000_000n);
    const paid = p.transaction.amountPaid;
    const part = Number((paid * 3n) / 10n);
    const ctx = {
      deps: t.deps,
      actor: {
        userId: p.owner.row.id,
        merchantId: p.merchantId,
        ip: '127.0.0.1',
        userAgent: 'test',
        requestId: 'race',
        sessionId: 'race',
        isOwner: true,
      },
    };
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        startMerchantRefund(ctx, p.id, { amount: part, reason: 'Race', idempotencyKey: `race-${i}-${p.id}` }),
      ),
    );
    const passed = results.filter((r) => r.status === 'fulfilled');
    expect(passed).toHaveLength(3);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as { code?: string }).code).toBe('REFUND_EXCEEDS_PAID');
    const rows = await refundRows(t, p.id);
    expect(rows).toHaveLength(3);
    expect(rows.reduce((s, r) => s + r.amount, 0n)).toBe(BigInt(part) * 3n);
    expect(BigInt(part) * 3n <= paid).toBe(true);
    // What left pending and available is exactly what was refunded; neither went below zero.
    const pending = await available(t, p.merchantId, 'merchant_pending');
    const avail = await available(t, p.merchantId);
    expect(pending >= 0n && avail >= 0n).toBe(true);
    expect(p.transaction.net + 2_000_000n - pending - avail).toBe(BigInt(part) * 3n);
  });
});
