/**
 * Money going back to the customer: a transfer that arrived after its account expired, the excess
 * over the amount due, or a short transfer the wrong-transfer setting refuses.
 *
 * Two ledger entries per refund, both with the refund's `RFD_…` reference:
 *   'refund_hold' when the money is known to be going back (here) — processor clearing −amount (it
 *     came in), refunds payable +amount (we owe it to the customer);
 *   'refund' when the processor confirms it (refund-job.ts) — refunds payable −amount, processor
 *     clearing +amount (it went out).
 * The hold, the refund row and its job are written in one transaction; the job calls the
 * processor's refund hook with the refund's reference as idempotency key, and pg-boss retries it
 * with backoff while the processor fails. After the last try the refund is marked failed and stays
 * held for an operator.
 */
import { randomBytes } from 'node:crypto';
import type { TransactionStatus } from '@payrail/contract/payments';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '#db/client.ts';
import { type RefundReason, refunds, transactions } from '#db/schema/index.ts';
import { JOB, sendJob } from '#jobs/queue.ts';
import type { PublicCtx } from '#lib/context.ts';
import { type Line, post } from '#modules/ledger/index.ts';

/** What refunds need of the request context (a job passes just its deps). */
export type RefundCtx = Pick<PublicCtx, 'deps'>;

/** How the refund job retries a failing processor (pg-boss: 30 s, doubling, at most an hour apart). */
export const REFUND_RETRY = { retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600 };

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function refundReference(): string {
  let out = '';
  for (const b of randomBytes(16)) out += alphabet[b % 32];
  return `RFD_${out}`;
}

/** The hold's lines; the refund's are the same, negated. */
export const heldLines = (currency: string, amount: bigint): Line[] => [
  { account: { merchantId: null, kind: 'platform_clearing', currency }, amount: -amount },
  { account: { merchantId: null, kind: 'refunds_payable', currency }, amount },
];

/** The transaction the money came in on. */
export type RefundOwner = { id: string; merchantId: string; currency: string; reference: string };

export type ReturnMoney = {
  transaction: RefundOwner;
  amount: bigint;
  reason: RefundReason;
  /** What is returned, unique: `transfer:<the acquirer's transfer id>`. */
  sourceKey: string;
  /** Add the amount to the transaction's amount_received and amount_refunded. */
  record: boolean;
  /** Also fail the checkout (only from these statuses), with this reason, counted in its funnel. */
  fail?: { from: TransactionStatus[]; reason: string };
  /** More work in the same transaction once the checkout is failed (its `charge.failed` webhook). */
  onFailed?: (tx: Tx) => Promise<void>;
};

class Stale extends Error {}

/**
 * Records money to return on a transaction and queues its refund, in one database transaction.
 * 'duplicate' when that source is already being returned, 'stale' when the checkout was no longer
 * in a status `fail.from` allows (someone else finished it); nothing is written then.
 */
export async function returnMoney(
  ctx: RefundCtx,
  m: ReturnMoney,
): Promise<'returned' | 'duplicate' | 'stale'> {
  try {
    return await ctx.deps.db.transaction(async (tx) =>
      (await holdRefund(ctx, tx, m)) ? 'returned' : 'duplicate',
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
export async function holdRefund({ deps }: RefundCtx, tx: Tx, m: ReturnMoney): Promise<boolean> {
  const t = m.transaction;
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
  if (m.fail) await m.onFailed?.(tx);
  await post(tx, deps.clock, {
    merchantId: t.merchantId,
    kind: 'refund_hold',
    reference,
    description: `To return for ${t.reference}`,
    lines: heldLines(t.currency, m.amount),
  });
  await sendJob(tx, JOB.refund, { refundId: refund.id }, { singletonKey: refund.id, ...REFUND_RETRY });
  return true;
}

/** The largest total a transaction's row may carry: what JSON holds exactly (2^53 − 1). */
const ROW_TOTAL_MAX = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Adds a returned arrival to the row's received and refunded totals, both or neither: a stream of
 * transfers to one account (each a valid amount) could otherwise take them past what the API can
 * answer exactly. Past that, the row keeps its totals (what it kept, received − refunded, is the
 * same either way) and the refund row alone records the arrival; it is returned all the same.
 */
const fits = (amount: bigint) =>
  sql`${transactions.amountReceived} + ${amount}::bigint <= ${ROW_TOTAL_MAX}::bigint`;
const addIfFits = (column: typeof transactions.amountReceived, amount: bigint) =>
  sql`case when ${fits(amount)} then ${column} + ${amount}::bigint else ${column} end`;

async function updateTransaction(tx: Tx, now: Date, id: string, m: ReturnMoney) {
  const added = m.record
    ? {
        amountReceived: addIfFits(transactions.amountReceived, m.amount),
        amountRefunded: addIfFits(transactions.amountRefunded, m.amount),
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
