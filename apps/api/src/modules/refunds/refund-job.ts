/**
 * Sending a held refund (return-money.ts holds it): the refund job asks the processor, pg-boss
 * retries it while the processor fails, a sweep re-sends lost jobs, and an operator lists and
 * retries the refunds that failed after their last try (cli/ops.ts).
 */
import { type Currency, isCurrency } from '@payrail/contract/money';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { refunds, transactions } from '#db/schema/index.ts';
import { JOB, sendJob } from '#jobs/queue.ts';
import { post } from '#modules/ledger/index.ts';
import type { ProcessorAdapter, RefundResult } from '#modules/processor/index.ts';
import { processorFor } from '#modules/processor/index.ts';
import { announceWebhooks } from '#modules/webhooks/index.ts';
import {
  emailRefundedCustomer,
  merchantRefundFailed,
  merchantRefundProcessed,
} from './merchant-refund-outcome.ts';
import { heldLines, REFUND_RETRY, type RefundCtx } from './return-money.ts';

export class RefundDeclinedError extends Error {}

/**
 * The refund job: asks the processor to send a pending refund. Success settles it (and posts the
 * 'refund' entry) once; a failure is recorded and thrown so pg-boss retries it, except on the
 * final attempt, which marks it failed. A refund no longer pending is left alone. A merchant's refund
 * also announces its end (webhook, the customer's email) and, failed, returns its money.
 */
export async function processRefund(
  { deps }: RefundCtx,
  o: { refundId: string; finalAttempt: boolean; processor?: ProcessorAdapter },
): Promise<'succeeded' | 'failed' | 'skipped'> {
  const { refundId } = o;
  const [r] = await deps.db
    .select({
      refund: refunds,
      processorRef: transactions.processorRef,
      payment: { reference: transactions.reference, customerEmail: transactions.customerEmail },
    })
    .from(refunds)
    .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
    .where(eq(refunds.id, refundId));
  if (!r) return 'skipped';
  const { refund, payment } = r;
  const byMerchant = refund.reason === 'merchant_refund';
  if (refund.status !== 'pending' || !isCurrency(refund.currency)) return 'skipped';
  let result: RefundResult;
  try {
    const processor = o.processor ?? processorFor(deps.config);
    result = await processor.refund({
      reference: refund.reference,
      processorRef: r.processorRef,
      amount: { amount: refund.amount, currency: refund.currency as Currency },
    });
  } catch (e) {
    result = { kind: 'failed', reason: e instanceof Error ? e.message : String(e) };
  }
  const now = deps.clock.now();
  const pending = and(eq(refunds.id, refund.id), eq(refunds.status, 'pending'));
  if (result.kind === 'refunded') {
    const { processorRef } = result;
    const sent = await deps.db.transaction(async (tx) => {
      const [done] = await tx
        .update(refunds)
        .set({
          status: 'succeeded',
          processorRef,
          attempts: sql`${refunds.attempts} + 1`,
          lastError: null,
          refundedAt: now,
          updatedAt: now,
        })
        .where(pending)
        .returning({ id: refunds.id });
      if (!done) return false;
      await post(tx, deps.clock, {
        merchantId: refund.merchantId,
        kind: 'refund',
        reference: refund.reference,
        description: `Returned to the customer (${refund.reason})`,
        lines: heldLines(refund.currency, refund.amount).map((l) => ({ ...l, amount: -l.amount })),
      });
      if (byMerchant) await merchantRefundProcessed(tx, deps, refund, payment);
      return true;
    });
    if (sent && byMerchant) {
      announceWebhooks(deps.log);
      await emailRefundedCustomer(deps, refund, payment);
    }
    return 'succeeded';
  }
  const reason = result.reason;
  const ended = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(refunds)
      .set({
        attempts: sql`${refunds.attempts} + 1`,
        lastError: reason,
        ...(o.finalAttempt ? { status: 'failed' as const } : {}),
        updatedAt: now,
      })
      .where(pending)
      .returning({ id: refunds.id });
    // A merchant's refund that will not go: its money goes back to the merchant.
    if (row && o.finalAttempt && byMerchant) await merchantRefundFailed(tx, deps, refund, payment, reason);
    return row !== undefined;
  });
  if (!o.finalAttempt) throw new RefundDeclinedError(reason);
  if (ended && byMerchant) {
    announceWebhooks(deps.log);
    deps.log.warn({ refund: refund.reference }, 'merchant refund failed after its last try; money returned');
  } else
    deps.log.error({ refund: refund.reference }, 'refund failed after its last try; the money stays held');
  return 'failed';
}

/** Re-sends the job of every pending refund (one whose send was lost, or made while no runner ran). */
export async function requeuePendingRefunds({ deps }: RefundCtx): Promise<number> {
  const rows = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.status, 'pending'))
    .limit(500);
  for (const r of rows)
    await sendJob(null, JOB.refund, { refundId: r.id }, { singletonKey: r.id, ...REFUND_RETRY });
  return rows.length;
}

/** The refunds that failed after their last try (oldest first), for an operator. */
export async function failedRefunds(db: Db) {
  return db
    .select({
      reference: refunds.reference,
      amount: refunds.amount,
      currency: refunds.currency,
      reason: refunds.reason,
      lastError: refunds.lastError,
      updatedAt: refunds.updatedAt,
    })
    .from(refunds)
    .where(eq(refunds.status, 'failed'))
    .orderBy(refunds.updatedAt)
    .limit(100);
}

/**
 * An operator sends a failed refund again (once its cause is fixed): it is pending once more, with
 * its tries counted afresh, and the sweep sends its job within five minutes. A merchant's failed
 * refund is not sent again (its money is back in the merchant's balance).
 */
export async function retryFailedRefund(db: Db, reference: string, now: Date): Promise<boolean> {
  const done = await db
    .update(refunds)
    .set({ status: 'pending', attempts: 0, updatedAt: now })
    // Not a merchant's refund: its money went back to the merchant, who refunds anew if they wish.
    .where(
      and(
        eq(refunds.reference, reference),
        eq(refunds.status, 'failed'),
        ne(refunds.reason, 'merchant_refund'),
      ),
    )
    .returning({ id: refunds.id });
  return done.length === 1;
}
