/**
 * A merchant refund (POST merchant/transactions/refund/{id}): the PIN first, then ONE database
 * transaction that locks the payment's row — so concurrent refunds of one payment queue there and
 * each sees the others' amounts — checks what is left to refund (what the customer paid less the
 * merchant refunds not failed), and writes the refund row, its 'merchant_refund' ledger entry and
 * its job:
 *
 *   merchant_pending    −x   what of the payment has not settled (settlement takeFromPending, so
 *   merchant_available  −y   the run settles only the rest); the rest, never below zero
 *   refunds_payable     +amount
 *
 * The refund job (refund-job.ts) then sends it through the processor and posts the 'refund' entry;
 * a refund failed after its last try returns the money to the available balance
 * (merchant-refund-outcome.ts). Idempotency-Key: the row's source key is `merchant:<merchant>:<key>`
 * (unique), its request hash the transaction and amount asked; a repeat with the same request
 * answers the first refund, with another one is refused.
 */
import { createHash, randomUUID } from 'node:crypto';
import { ErrorCode } from '@payrail/contract/errors';
import type { RefundRequest } from '@payrail/contract/refunds';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { refunds, transactions } from '#db/schema/index.ts';
import { JOB, sendJob } from '#jobs/queue.ts';
import { audit } from '#lib/audit.ts';
import type { Ctx } from '#lib/context.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { type Line, post } from '#modules/ledger/index.ts';
import { verifyPin } from '#modules/pin/index.ts';
import { takeFromPending } from '#modules/settlement/index.ts';
import { visibleTransactions } from '#modules/transactions/index.ts';
import { REFUND_RETRY, refundReference } from './return-money.ts';

/** `access`, when given, limits the payments reachable (a member limited to sub-accounts). */
export type MerchantRefundCtx = Pick<Ctx, 'deps' | 'actor'> & Partial<Pick<Ctx, 'access'>>;
export type RefundRow = typeof refunds.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REFUNDABLE_STATUSES = ['success', 'underpaid'];

export const transactionNotFound = () => notFound('Transaction not found');

/**
 * The payment's row for this merchant, locked until the transaction ends when `lock`. `scope`:
 * the caller's (a member limited to sub-accounts reaches only theirs); without it, the merchant's.
 */
export async function merchantTransaction(
  tx: Tx | Db,
  merchantId: string,
  id: string,
  lock: boolean,
  scope?: Partial<Pick<Ctx, 'access'>>,
) {
  if (!UUID.test(id)) throw transactionNotFound();
  const visible = scope?.access
    ? visibleTransactions({ actor: { merchantId }, access: scope.access })
    : eq(transactions.merchantId, merchantId);
  const q = tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), visible));
  const [t] = lock ? await q.for('update') : await q;
  if (!t) throw transactionNotFound();
  return t;
}

/** What the merchant's refunds of this payment (pending or sent) add up to. */
export async function merchantRefunded(tx: Tx, transactionId: string): Promise<bigint> {
  const [r] = await tx
    .select({ sum: sql<string>`coalesce(sum(${refunds.amount}), 0)::text` })
    .from(refunds)
    .where(
      and(
        eq(refunds.transactionId, transactionId),
        eq(refunds.reason, 'merchant_refund'),
        ne(refunds.status, 'failed'),
      ),
    );
  return BigInt(r?.sum ?? '0');
}

const requestHash = (transactionId: string, amount: number | undefined, reason: string) =>
  createHash('sha256')
    .update(JSON.stringify([transactionId, amount ?? null, reason]))
    .digest('hex');

const keyReused = () =>
  new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED, 'This Idempotency-Key was used with a different request');

/** The refund this key made earlier, when the request is the same; refused when it is not. */
async function replay(tx: Tx, sourceKey: string, hash: string): Promise<RefundRow | undefined> {
  const [earlier] = await tx.select().from(refunds).where(eq(refunds.sourceKey, sourceKey)).limit(1);
  if (!earlier) return undefined;
  if (earlier.requestHash !== hash) throw keyReused();
  return earlier;
}

export type RefundInput = Omit<RefundRequest, 'pin'> & { idempotencyKey?: string | undefined };

export async function refundTransaction(
  ctx: MerchantRefundCtx,
  id: string,
  input: RefundInput & { pin: string },
): Promise<{ refund: RefundRow; replayed: boolean }> {
  // Another merchant's payment is a 404 before the PIN is looked at (nothing learnt from a PIN answer).
  await merchantTransaction(ctx.deps.db, ctx.actor.merchantId, id, false, ctx);
  await verifyPin(ctx, { pin: input.pin });
  return startMerchantRefund(ctx, id, input);
}

/** The refund's one transaction (the PIN is checked): row, ledger entry, job and audit, or nothing. */
export async function startMerchantRefund(
  ctx: MerchantRefundCtx,
  id: string,
  input: RefundInput,
): Promise<{ refund: RefundRow; replayed: boolean }> {
  const { deps, actor } = ctx;
  const hash = requestHash(id, input.amount, input.reason);
  const sourceKey = `merchant:${actor.merchantId}:${input.idempotencyKey ?? randomUUID()}`;
  return deps.db.transaction(async (tx) => {
    const t = await merchantTransaction(tx, actor.merchantId, id, true, ctx);
    const earlier = input.idempotencyKey ? await replay(tx, sourceKey, hash) : undefined;
    if (earlier) return { refund: earlier, replayed: true };
    if (!REFUNDABLE_STATUSES.includes(t.status)) throw new AppError(ErrorCode.REFUND_NOT_ALLOWED);
    const left = t.amountPaid - (await merchantRefunded(tx, t.id));
    const amount = input.amount === undefined ? left : BigInt(input.amount);
    if (amount <= 0n || amount > left)
      throw new AppError(ErrorCode.REFUND_EXCEEDS_PAID, undefined, {
        errors: { amount: [left > 0n ? `At most ${left} can be refunded` : 'Nothing is left to refund'] },
      });
    const now = deps.clock.now();
    const [refund] = await tx
      .insert(refunds)
      .values({
        reference: refundReference(),
        sourceKey,
        transactionId: t.id,
        merchantId: t.merchantId,
        currency: t.currency,
        amount,
        reason: 'merchant_refund',
        note: input.reason,
        requestedBy: actor.userId,
        requestHash: hash,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: refunds.sourceKey })
      .returning();
    if (!refund) {
      // The same key on another payment, committed meanwhile: the same request or a reuse.
      const other = await replay(tx, sourceKey, hash);
      if (!other) throw keyReused();
      return { refund: other, replayed: true };
    }
    const split = (await takeFromPending(tx, t.reference, amount)) ?? {
      fromPending: 0n,
      fromAvailable: amount,
    };
    const merchant = (kind: 'merchant_pending' | 'merchant_available') => ({
      merchantId: t.merchantId,
      kind,
      currency: t.currency,
    });
    const lines: Line[] = [
      { account: merchant('merchant_pending'), amount: -split.fromPending },
      { account: merchant('merchant_available'), amount: -split.fromAvailable },
      { account: { merchantId: null, kind: 'refunds_payable', currency: t.currency }, amount },
    ];
    await post(tx, deps.clock, {
      merchantId: t.merchantId,
      kind: 'merchant_refund',
      reference: refund.reference,
      description: `Refund of ${t.reference}: ${input.reason}`,
      lines: lines.filter((l) => l.amount !== 0n),
    });
    await sendJob(tx, JOB.refund, { refundId: refund.id }, { singletonKey: refund.id, ...REFUND_RETRY });
    await audit(tx, ctx, {
      action: 'transactions.refund',
      target: t.id,
      details: { reference: refund.reference, amount: amount.toString(), reason: input.reason },
    });
    return { refund, replayed: false };
  });
}

/** A payment's refunds, newest first, and what is left to refund. */
export async function listTransactionRefunds(ctx: MerchantRefundCtx, id: string) {
  return ctx.deps.db.transaction(async (tx) => {
    const t = await merchantTransaction(tx, ctx.actor.merchantId, id, false, ctx);
    const items = await tx
      .select()
      .from(refunds)
      .where(eq(refunds.transactionId, t.id))
      .orderBy(sql`${refunds.createdAt} desc, ${refunds.id} desc`);
    const refundable = REFUNDABLE_STATUSES.includes(t.status)
      ? t.amountPaid - (await merchantRefunded(tx, t.id))
      : 0n;
    return { transaction: t, items, refundable: refundable > 0n ? refundable : 0n };
  });
}
