/**
 * Two-person approval (contract payout-approval.ts; the limit and its 24-hour wait to loosen:
 * approval-limit.ts). `startPayout` reads the limit in force in its transaction: a payout above it is written `awaiting_approval` with its ledger debit (the
 * money is held in flight, so nothing can overdraw while it waits) and no job. Here:
 *
 * - approve: another member than the requester, with their own PIN, moves it to 'processing' and
 *   queues its job in one transaction. The move is a conditional UPDATE (status must still be
 *   awaiting): PostgreSQL takes the row's lock and re-reads the status after a concurrent approval
 *   commits, so two approvals racing queue the job once and the second is refused.
 * - reject: the same guarded move to 'failed', with the 'payout_reversal' entry a failed payout
 *   gets (in flight → available). The requester may reject (withdraw) their own. It was never
 *   sent, so no transfer webhook is announced.
 */
import { ErrorCode } from '@payrail/contract/errors';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { payouts } from '#db/schema/index.ts';
import { JOB, sendJob } from '#jobs/queue.ts';
import { audit } from '#lib/audit.ts';
import { AppError } from '#lib/errors.ts';
import { post } from '#modules/ledger/index.ts';
import { verifyPin } from '#modules/pin/index.ts';
import { SANDBOX_PAYOUT_DELAY_MS } from '#modules/processor/index.ts';
import { approvalLimitAt } from '#modules/settlement-account/index.ts';
import { PAYOUT_RETRY, type PayoutRow } from './payout-view.ts';
import { findPayout, type ReadCtx } from './payouts-list.ts';

/** What a rejected payout's failure reason says. */
export const REJECTED_REASON = 'Rejected before it was sent';

/** The merchant's limit in force at `now` in minor units, or null when two-person approval is off. */
export const approvalLimitOf = (db: Db | Tx, merchantId: string, now: Date): Promise<bigint | null> =>
  approvalLimitAt(db, merchantId, now);

const notAwaiting = () => new AppError(ErrorCode.PAYOUT_NOT_AWAITING_APPROVAL);

/** The payout's checks before the PIN is asked (so a refused caller spends no PIN try). */
async function awaitingPayout(ctx: ReadCtx, id: string, approving: boolean): Promise<PayoutRow> {
  const p = await findPayout(ctx, id);
  if (approving && p.requestedBy === ctx.actor.userId) throw new AppError(ErrorCode.PAYOUT_OWN_APPROVAL);
  if (p.status !== 'awaiting_approval') throw notAwaiting();
  return p;
}

/** Moves a waiting payout on, or refuses when a concurrent decision got there first. */
async function decide(tx: Tx, p: PayoutRow, set: Partial<PayoutRow>): Promise<PayoutRow> {
  const [row] = await tx
    .update(payouts)
    .set(set)
    .where(and(eq(payouts.id, p.id), eq(payouts.status, 'awaiting_approval')))
    .returning();
  if (!row) throw notAwaiting();
  return row;
}

/** POST payouts/approve/{uuid}. */
export async function approvePayout(ctx: ReadCtx, input: { id: string; pin: string }): Promise<PayoutRow> {
  const { deps, actor } = ctx;
  const p = await awaitingPayout(ctx, input.id, true);
  await verifyPin(ctx, { pin: input.pin });
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await decide(tx, p, {
      status: 'processing',
      approvedBy: actor.userId,
      approvedAt: now,
      updatedAt: now,
    });
    await sendJob(
      tx,
      JOB.payout,
      { payoutId: row.id },
      { singletonKey: row.id, startAfter: Math.ceil(SANDBOX_PAYOUT_DELAY_MS / 1000), ...PAYOUT_RETRY },
    );
    await audit(tx, ctx, {
      action: 'payouts.approved',
      target: row.id,
      details: { reference: row.reference },
    });
    return row;
  });
}

/** POST payouts/reject/{uuid}: the money goes back with the failed payout's reversing entry. */
export async function rejectPayout(ctx: ReadCtx, input: { id: string; pin: string }): Promise<PayoutRow> {
  const { deps, actor } = ctx;
  const p = await awaitingPayout(ctx, input.id, false);
  await verifyPin(ctx, { pin: input.pin });
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await decide(tx, p, {
      status: 'failed',
      failureReason: REJECTED_REASON,
      failedAt: now,
      rejectedBy: actor.userId,
      rejectedAt: now,
      updatedAt: now,
    });
    const total = row.amount + row.fee;
    await post(tx, deps.clock, {
      merchantId: row.merchantId,
      kind: 'payout_reversal',
      reference: row.reference,
      description: `Payout ${row.reference} rejected`,
      lines: [
        {
          account: { merchantId: row.merchantId, kind: 'merchant_payouts_in_flight', currency: row.currency },
          amount: -total,
        },
        {
          account: { merchantId: row.merchantId, kind: 'merchant_available', currency: row.currency },
          amount: total,
        },
      ],
    });
    await audit(tx, ctx, {
      action: 'payouts.rejected',
      target: row.id,
      details: { reference: row.reference },
    });
    return row;
  });
}
