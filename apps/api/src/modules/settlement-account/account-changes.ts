/**
 * Two-person approval of settlement-account changes (the rule and why: contract
 * settlement-account-approval.ts). While the merchant's approval limit is set, an add is held here
 * as a change awaiting approval; the current default stays the default.
 *
 * - approve: a member other than the requester, with their own PIN. The move out of
 *   'awaiting_approval' is a conditional UPDATE in the same transaction that makes the account the
 *   default: PostgreSQL re-reads the status after a concurrent approval commits, so two approvals
 *   racing apply the change once and the second is refused. The 24-hour hold runs from then.
 * - reject: the same guarded move, to 'rejected', or 'withdrawn' when the requester does it.
 */
import { nigerianBank } from '@payrail/contract/banks';
import { ErrorCode } from '@payrail/contract/errors';
import type { SettlementAccount, SettlementAccountChange } from '@payrail/contract/settlement-account';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { settlementAccountChanges, users } from '#db/schema/index.ts';
import { audit } from '#lib/audit.ts';
import type { Ctx } from '#lib/context.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { verifyPin } from '#modules/pin/index.ts';
import {
  type AccountsCtx,
  accountView,
  auditAccountSet,
  kybVerified,
  mailOwnerAccountChanged,
  makeDefault,
  memberName,
} from './accounts-service.ts';
import { approvalLimitAt, emailApprovers } from './approvers.ts';
import { settlementChangeApprovalMail } from './mail.ts';

type ChangeRow = typeof settlementAccountChanges.$inferSelect;
type DecideCtx = Pick<Ctx, 'deps' | 'actor' | 'access'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const waiting = 'awaiting_approval';

/**
 * Whether two-person approval is on at `now`: the limit in force is set (approvers.ts; a turn-off
 * waiting its 24 hours leaves it on).
 */
export async function approvalRequired(db: Db | Tx, merchantId: string, now: Date): Promise<boolean> {
  return (await approvalLimitAt(db, merchantId, now)) !== null;
}

/** The held change, audited; a second one while one of the currency waits is refused. */
export async function holdChange(
  tx: Tx,
  ctx: AccountsCtx,
  a: { currency: string; bankCode: string; accountNumber: string; accountName: string },
  now: Date,
): Promise<ChangeRow> {
  const { actor } = ctx;
  const [held] = await tx
    .insert(settlementAccountChanges)
    .values({ merchantId: actor.merchantId, ...a, requestedBy: actor.userId, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!held) throw new AppError(ErrorCode.SETTLEMENT_ACCOUNT_CHANGE_PENDING);
  await audit(tx, ctx, {
    action: 'settlement_account.change_requested',
    target: held.id,
    details: {
      currency: a.currency,
      bankCode: a.bankCode,
      accountNumber: a.accountNumber,
      accountName: a.accountName,
    },
  });
  return held;
}

function changeView(r: ChangeRow, requestedBy: string, actorId: string): SettlementAccountChange {
  return {
    id: r.id,
    currency: r.currency,
    bankCode: r.bankCode,
    bankName: nigerianBank(r.bankCode)?.name ?? r.bankCode,
    accountNumber: r.accountNumber,
    accountName: r.accountName,
    status: r.status,
    requestedBy,
    requestedByYou: r.requestedBy === actorId,
    createdAt: r.createdAt.toISOString(),
  };
}

const nameOf = (u: { firstName: string; lastName: string } | null) =>
  (u ? `${u.firstName} ${u.lastName}`.trim() : '') || 'A team member';

async function viewOf({ deps, actor }: AccountsCtx, r: ChangeRow): Promise<SettlementAccountChange> {
  return changeView(r, await memberName(deps.db, r.requestedBy), actor.userId);
}

/** After the commit of a held change: every member who could approve it is emailed; its view. */
export async function changeRequested(ctx: AccountsCtx, held: ChangeRow): Promise<SettlementAccountChange> {
  const { deps } = ctx;
  const view = await viewOf(ctx, held);
  await emailApprovers(deps, held, (to, name) =>
    settlementChangeApprovalMail(to, name, {
      bankCode: held.bankCode,
      accountNumber: held.accountNumber,
      accountName: held.accountName,
      by: view.requestedBy,
      dashboardUrl: `${deps.config.appUrl}/payments/payout`,
    }),
  );
  return view;
}

/** The merchant's changes awaiting approval (at most one per currency). */
export async function pendingChanges({ deps, actor }: AccountsCtx): Promise<SettlementAccountChange[]> {
  const rows = await deps.db
    .select({ change: settlementAccountChanges, firstName: users.firstName, lastName: users.lastName })
    .from(settlementAccountChanges)
    .innerJoin(users, eq(users.id, settlementAccountChanges.requestedBy))
    .where(
      and(
        eq(settlementAccountChanges.merchantId, actor.merchantId),
        eq(settlementAccountChanges.status, waiting),
      ),
    )
    .orderBy(asc(settlementAccountChanges.currency));
  return rows.map((r) => changeView(r.change, nameOf(r), actor.userId));
}

const notAwaiting = () => new AppError(ErrorCode.SETTLEMENT_ACCOUNT_CHANGE_NOT_AWAITING);

/**
 * The change's checks before the PIN is asked (a refused caller spends no PIN try). A member
 * limited to sub-accounts sees no merchant-wide money setting, as with payouts: 404.
 */
async function waitingChange({ deps, actor, access }: DecideCtx, id: string, approving: boolean) {
  if (!UUID.test(id) || access.subAccountIds) throw notFound();
  const [c] = await deps.db
    .select()
    .from(settlementAccountChanges)
    .where(
      and(eq(settlementAccountChanges.id, id), eq(settlementAccountChanges.merchantId, actor.merchantId)),
    )
    .limit(1);
  if (!c) throw notFound();
  if (approving && c.requestedBy === actor.userId)
    throw new AppError(ErrorCode.SETTLEMENT_ACCOUNT_OWN_APPROVAL);
  if (c.status !== waiting) throw notAwaiting();
  return c;
}

/** Moves a waiting change on, or refuses when a concurrent decision got there first. */
async function decide(tx: Tx, c: ChangeRow, set: Partial<ChangeRow>): Promise<ChangeRow> {
  const [row] = await tx
    .update(settlementAccountChanges)
    .set(set)
    .where(and(eq(settlementAccountChanges.id, c.id), eq(settlementAccountChanges.status, waiting)))
    .returning();
  if (!row) throw notAwaiting();
  return row;
}

/** POST settlement-account/approve/{uuid}: the account becomes the default; its hold starts now. */
export async function approveSettlementAccountChange(
  ctx: DecideCtx,
  input: { id: string; pin: string },
): Promise<SettlementAccount> {
  const { deps, actor } = ctx;
  const c = await waitingChange(ctx, input.id, true);
  await verifyPin(ctx, { pin: input.pin });
  const now = deps.clock.now();
  const verified = await kybVerified(deps.db, actor.merchantId, c);
  const saved = await deps.db.transaction(async (tx) => {
    await decide(tx, c, { status: 'approved', decidedBy: actor.userId, decidedAt: now, updatedAt: now });
    const account = await makeDefault(tx, ctx, { ...c, addedBy: c.requestedBy }, now, verified);
    await tx
      .update(settlementAccountChanges)
      .set({ accountId: account.id })
      .where(eq(settlementAccountChanges.id, c.id));
    await audit(tx, ctx, {
      action: 'settlement_account.change_approved',
      target: c.id,
      details: { accountId: account.id, requestedBy: c.requestedBy },
    });
    await auditAccountSet(tx, ctx, account);
    return account;
  });
  await mailOwnerAccountChanged(ctx, saved, { by: c.requestedBy, approvedBy: actor.userId });
  return accountView(saved);
}

/** POST settlement-account/reject/{uuid}: not made; the requester's own rejection is a withdrawal. */
export async function rejectSettlementAccountChange(
  ctx: DecideCtx,
  input: { id: string; pin: string },
): Promise<SettlementAccountChange> {
  const { deps, actor } = ctx;
  const c = await waitingChange(ctx, input.id, false);
  await verifyPin(ctx, { pin: input.pin });
  const now = deps.clock.now();
  const own = c.requestedBy === actor.userId;
  const row = await deps.db.transaction(async (tx) => {
    const decided = await decide(tx, c, {
      status: own ? 'withdrawn' : 'rejected',
      decidedBy: actor.userId,
      decidedAt: now,
      updatedAt: now,
    });
    await audit(tx, ctx, {
      action: own ? 'settlement_account.change_withdrawn' : 'settlement_account.change_rejected',
      target: c.id,
      details: { requestedBy: c.requestedBy },
    });
    return decided;
  });
  return viewOf(ctx, row);
}
