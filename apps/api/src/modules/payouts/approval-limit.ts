/**
 * Two-person approval's limit (contract payout-approval.ts: the rule, and why loosening waits
 * 24 hours). The limit in force is read with the clock by whatever it guards (approvalLimitAt in
 * settlement-account approvers.ts): the saved limit, or a scheduled loosening once it is due.
 *
 * - save (the owner, with the PIN): under a lock on the merchant's setting row, a due loosening is
 *   copied into the setting first ('applied'), then a waiting one is 'replaced'; a loosening is
 *   written 'scheduled' for now + 24 h and every approver (the owner too) is emailed after the
 *   commit; anything else applies at once. Each step is audited in the same transaction.
 * - cancel (any approver, no PIN): the guarded move 'scheduled' → 'cancelled', only before it is
 *   due; another merchant's change, or a member limited to sub-accounts, is a 404.
 */
import { ErrorCode } from '@payrail/contract/errors';
import {
  APPROVAL_LOOSENING_DELAY_MS,
  type PayoutApprovalLimit,
  type SavePayoutApprovalLimit,
} from '@payrail/contract/payout-approval';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { approvalLimitChanges, payoutApprovalLimits, users } from '#db/schema/index.ts';
import { audit } from '#lib/audit.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { verifyPin } from '#modules/pin/index.ts';
import { approvalLimitAt } from '#modules/settlement-account/index.ts';
import { mailLoosening } from './approval-limit-mail.ts';
import type { ReadCtx } from './payouts-list.ts';
import type { PayoutCtx } from './request-payout.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const kobo = (v: bigint | null) => (v === null ? null : Number(v));

/** Off, or a higher limit, than the one in force: the changes that wait. */
export const loosens = (from: bigint | null, to: bigint | null) =>
  from !== null && (to === null || to > from);

/** The limit in force at `now` and the loosening still waiting then. */
async function limitView(db: Db, merchantId: string, now: Date): Promise<PayoutApprovalLimit> {
  const limit = await approvalLimitAt(db, merchantId, now);
  const [w] = await db
    .select({ change: approvalLimitChanges, firstName: users.firstName, lastName: users.lastName })
    .from(approvalLimitChanges)
    .innerJoin(users, eq(users.id, approvalLimitChanges.requestedBy))
    .where(
      and(
        eq(approvalLimitChanges.merchantId, merchantId),
        eq(approvalLimitChanges.status, 'scheduled'),
        gt(approvalLimitChanges.takesEffectAt, now),
      ),
    )
    .limit(1);
  const scheduled = w
    ? {
        id: w.change.id,
        limit: kobo(w.change.toLimit),
        takesEffectAt: w.change.takesEffectAt.toISOString(),
        requestedBy: `${w.firstName} ${w.lastName}`.trim() || 'A team member',
        requestedAt: w.change.createdAt.toISOString(),
      }
    : null;
  return { limit: kobo(limit), scheduled };
}

/** GET payouts/approval-limit. */
export async function getApprovalLimit({ deps, actor }: PayoutCtx): Promise<PayoutApprovalLimit> {
  return limitView(deps.db, actor.merchantId, deps.clock.now());
}

/** Locks the merchant's setting row (made, off, when there is none), so saves and cancels queue. */
async function lockSetting(tx: Tx, ctx: PayoutCtx, now: Date): Promise<void> {
  const { merchantId, userId } = ctx.actor;
  await tx
    .insert(payoutApprovalLimits)
    .values({ merchantId, limit: null, updatedBy: userId, updatedAt: now })
    .onConflictDoNothing();
  await tx
    .select({ merchantId: payoutApprovalLimits.merchantId })
    .from(payoutApprovalLimits)
    .where(eq(payoutApprovalLimits.merchantId, merchantId))
    .for('update');
}

/** A due loosening becomes the saved limit ('applied'), as of the moment it took effect. */
async function applyDue(tx: Tx, merchantId: string, now: Date): Promise<void> {
  const [due] = await tx
    .update(approvalLimitChanges)
    .set({ status: 'applied', updatedAt: now })
    .where(
      and(
        eq(approvalLimitChanges.merchantId, merchantId),
        eq(approvalLimitChanges.status, 'scheduled'),
        lte(approvalLimitChanges.takesEffectAt, now),
      ),
    )
    .returning();
  if (!due) return;
  await tx
    .update(payoutApprovalLimits)
    .set({ limit: due.toLimit, updatedBy: due.requestedBy, updatedAt: due.takesEffectAt })
    .where(eq(payoutApprovalLimits.merchantId, merchantId));
}

/** PUT payouts/approval-limit: the owner (the descriptor says so), with the PIN, audited. */
export async function saveApprovalLimit(
  ctx: PayoutCtx,
  input: SavePayoutApprovalLimit,
): Promise<{ scheduled: boolean; view: PayoutApprovalLimit }> {
  const { deps, actor } = ctx;
  await verifyPin(ctx, { pin: input.pin });
  const now = deps.clock.now();
  const to = input.limit === null ? null : BigInt(input.limit);
  const change = await deps.db.transaction(async (tx) => {
    await lockSetting(tx, ctx, now);
    await applyDue(tx, actor.merchantId, now);
    const from = await approvalLimitAt(tx, actor.merchantId, now);
    const [replaced] = await tx
      .update(approvalLimitChanges)
      .set({ status: 'replaced', updatedAt: now })
      .where(
        and(
          eq(approvalLimitChanges.merchantId, actor.merchantId),
          eq(approvalLimitChanges.status, 'scheduled'),
        ),
      )
      .returning({ id: approvalLimitChanges.id });
    const also = replaced ? { replaced: replaced.id } : {};
    if (loosens(from, to)) {
      const takesEffectAt = new Date(now.getTime() + APPROVAL_LOOSENING_DELAY_MS);
      const [row] = await tx
        .insert(approvalLimitChanges)
        .values({
          merchantId: actor.merchantId,
          fromLimit: from,
          toLimit: to,
          requestedBy: actor.userId,
          takesEffectAt,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await audit(tx, ctx, {
        action: 'payouts.approval_limit.scheduled',
        target: row!.id,
        details: {
          limit: input.limit,
          from: kobo(from),
          takesEffectAt: takesEffectAt.toISOString(),
          ...also,
        },
      });
      return row!;
    }
    await tx
      .update(payoutApprovalLimits)
      .set({ limit: to, updatedBy: actor.userId, updatedAt: now })
      .where(eq(payoutApprovalLimits.merchantId, actor.merchantId));
    await audit(tx, ctx, {
      action: 'payouts.approval_limit.set',
      target: actor.merchantId,
      details: { limit: input.limit, ...also },
    });
    return null;
  });
  if (change) await mailLoosening(ctx, change);
  return { scheduled: change !== null, view: await limitView(deps.db, actor.merchantId, now) };
}

/** POST payouts/approval-limit/cancel/{uuid}: the limit in force stays. */
export async function cancelApprovalLimitChange(
  ctx: ReadCtx,
  input: { id: string },
): Promise<PayoutApprovalLimit> {
  const { deps, actor, access } = ctx;
  if (!UUID.test(input.id) || access.subAccountIds) throw notFound();
  const now = deps.clock.now();
  const mine = and(
    eq(approvalLimitChanges.id, input.id),
    eq(approvalLimitChanges.merchantId, actor.merchantId),
  );
  await deps.db.transaction(async (tx) => {
    const [c] = await tx
      .update(approvalLimitChanges)
      .set({ status: 'cancelled', cancelledBy: actor.userId, cancelledAt: now, updatedAt: now })
      .where(
        and(mine, eq(approvalLimitChanges.status, 'scheduled'), gt(approvalLimitChanges.takesEffectAt, now)),
      )
      .returning();
    if (!c) {
      const [seen] = await tx.select({ id: approvalLimitChanges.id }).from(approvalLimitChanges).where(mine);
      throw seen ? new AppError(ErrorCode.APPROVAL_LIMIT_CHANGE_NOT_SCHEDULED) : notFound();
    }
    await audit(tx, ctx, {
      action: 'payouts.approval_limit.cancelled',
      target: c.id,
      details: { limit: kobo(c.toLimit), requestedBy: c.requestedBy },
    });
  });
  return limitView(deps.db, actor.merchantId, now);
}
