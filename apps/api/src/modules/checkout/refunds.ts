/**
 * Money going back to the customer: a transfer that arrived after its account expired, the excess
 * over the amount due, or a short transfer the wrong-transfer setting refuses.
 *
 * Two ledger entries per refund, both with the refund's `RFD_…` reference:
 *   'refund_hold' when the money is known to be going back — processor clearing −amount (it came
 *     in), refunds payable +amount (we owe it to the customer);
 *   'refund' when the processor confirms it — refunds payable −amount, processor clearing +amount
 *     (it went out).
 * The hold, the refund row and its job are written in one transaction; the job calls the
 * processor's refund hook with the refund's reference as idempotency key, and pg-boss retries it
 * with backoff while the processor fails. After the last try the refund is marked failed and stays
 * held for an operator.
 */
import { randomBytes } from 'node:crypto';
import { type Currency, isCurrency } from '@payrail/contract/money';
import type { TransactionStatus } from '@payrail/contract/payments';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type RefundReason, refunds, transactions } from '../../db/schema/index.ts';
import { JOB, sendJob } from '../../jobs/queue.ts';
import type { Deps } from '../../lib/deps.ts';
import { type Line, post } from '../ledger/ledger.ts';
import type { ProcessorAdapter, RefundResult } from '../processor/adapter.ts';
import { processorFor } from '../processor/processor.ts';

/** How the refund job retries a failing processor (pg-boss: 30 s, doubling, at most an hour apart). */
export const REFUND_RETRY = { retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600 };

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
function refundReference(): string {
  let out = '';
  for (const b of randomBytes(16)) out += alphabet[b % 32];
  return `RFD_${out}`;
}

const held = (currency: string, amount: bigint): Line[] => [
  { account: { merchantId: null, kind: 'platform_clearing', currency }, amount: -amount },
  { account: { merchantId: null, kind: 'refunds_payable', currency }, amount },
];

export type ReturnMoney = {
  amount: bigint;
  reason: RefundReason;
  /** What is returned, unique: `transfer:<the acquirer's transfer id>`. */
  sourceKey: string;
  /** Add the amount to the transaction's amount_received and amount_refunded. */
  record: boolean;
  /** Also fail the checkout (only from these statuses), with this reason, counted in its funnel. */
  fail?: { from: TransactionStatus[]; reason: string };
};

type Owner = { id: string; merchantId: string; currency: string; reference: string };

class Stale extends Error {}

/**
 * Records money to return on a transaction and queues its refund, in one database transaction.
 * 'duplicate' when that source is already being returned, 'stale' when the checkout was no longer
 * in a status `fail.from` allows (someone else finished it); nothing is written then.
 */
export async function returnMoney(
  deps: Deps,
  t: Owner,
  m: ReturnMoney,
): Promise<'returned' | 'duplicate' | 'stale'> {
  try {
    return await deps.db.transaction(async (tx) =>
      (await holdRefund(tx, deps, t, m)) ? 'returned' : 'duplicate',
    );
  } catch (e) {
    if (e instanceof Stale) return 'stale';
    throw e;
  }
}

/**
 * `returnMoney` inside the caller's transaction (a settlement's, for an excess): the refund row,
 * the 'refund_hold' entry and the job. False (nothing written) for a source already returned.
 */
export async function holdRefund(tx: Tx, deps: Deps, t: Owner, m: ReturnMoney): Promise<boolean> {
  const now = deps.clock.now();
  const reference = refundReference();
  const [refund] = await tx
    .insert(refunds)
    .values({
      reference,
      sourceKey: m.sourceKey,
      transactionId: t.id,
      merchantId: t.merchantId,
      currency: t.currency,
      amount: m.amount,
      reason: m.reason,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: refunds.sourceKey })
    .returning({ id: refunds.id });
  if (!refund) return false;
  if (m.record || m.fail) await updateTransaction(tx, now, t.id, m);
  await post(tx, deps.clock, {
    merchantId: t.merchantId,
    kind: 'refund_hold',
    reference,
    description: `To return for ${t.reference}`,
    lines: held(t.currency, m.amount),
  });
  await sendJob(tx, JOB.refund, { refundId: refund.id }, { singletonKey: refund.id, ...REFUND_RETRY });
  return true;
}

async function updateTransaction(tx: Tx, now: Date, id: string, m: ReturnMoney) {
  const added = m.record
    ? {
        amountReceived: sql`${transactions.amountReceived} + ${m.amount}`,
        amountRefunded: sql`${transactions.amountRefunded} + ${m.amount}`,
      }
    : {};
  const [t] = await tx
    .update(transactions)
    .set({
      ...added,
      ...(m.fail ? { status: 'failed' as const, failureReason: m.fail.reason } : {}),
      updatedAt: now,
    })
    .where(and(eq(transactions.id, id), m.fail ? inArray(transactions.status, m.fail.from) : undefined))
    .returning({ status: transactions.status });
  if (!t) throw new Stale();
}

export class RefundDeclinedError extends Error {}

/**
 * The refund job: asks the processor to send a pending refund. Success settles it (and posts the
 * 'refund' entry) once; a failure is recorded and thrown so pg-boss retries it, except on the
 * final attempt, which marks it failed. A refund no longer pending is left alone.
 */
export async function processRefund(
  deps: Deps,
  refundId: string,
  o: { finalAttempt: boolean; processor?: ProcessorAdapter },
): Promise<'succeeded' | 'failed' | 'skipped'> {
  const [r] = await deps.db
    .select({ refund: refunds, processorRef: transactions.processorRef })
    .from(refunds)
    .innerJoin(transactions, eq(transactions.id, refunds.transactionId))
    .where(eq(refunds.id, refundId));
  if (!r) return 'skipped';
  const { refund } = r;
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
    await deps.db.transaction(async (tx) => {
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
      if (!done) return;
      await post(tx, deps.clock, {
        merchantId: refund.merchantId,
        kind: 'refund',
        reference: refund.reference,
        description: `Returned to the customer (${refund.reason})`,
        lines: held(refund.currency, refund.amount).map((l) => ({ ...l, amount: -l.amount })),
      });
    });
    return 'succeeded';
  }
  await deps.db
    .update(refunds)
    .set({
      attempts: sql`${refunds.attempts} + 1`,
      lastError: result.reason,
      ...(o.finalAttempt ? { status: 'failed' as const } : {}),
      updatedAt: now,
    })
    .where(pending);
  if (!o.finalAttempt) throw new RefundDeclinedError(result.reason);
  deps.log.error({ refund: refund.reference }, 'refund failed after its last try; the money stays held');
  return 'failed';
}

/** Re-sends the job of every pending refund (one whose send was lost, or made while no runner ran). */
export async function requeuePendingRefunds(deps: Deps): Promise<number> {
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
 * its tries counted afresh, and the sweep sends its job within five minutes.
 */
export async function retryFailedRefund(db: Db, reference: string, now: Date): Promise<boolean> {
  const done = await db
    .update(refunds)
    .set({ status: 'pending', attempts: 0, updatedAt: now })
    .where(and(eq(refunds.reference, reference), eq(refunds.status, 'failed')))
    .returning({ id: refunds.id });
  return done.length === 1;
}
