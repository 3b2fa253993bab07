/**
 * Who can approve money leaving the merchant (two-person approval: payouts above the limit and
 * settlement-account changes), and their email. An approver is an active member of the merchant
 * other than the requester who holds 'payout:create' (the owner always does) and is not limited to
 * sub-accounts (such a member sees neither payouts nor the merchant's settlement account). The
 * payouts module mails its approvers through this too, so the rule is written once.
 *
 * Also the limit in force (`approvalLimitAt`), read by both modules: the payouts module owns the
 * setting, but it imports this module, so the one reader lives here.
 */
import { and, desc, eq, exists, lte, ne, notExists, or } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import {
  approvalLimitChanges,
  payoutApprovalLimits,
  rolePermissions,
  userRoles,
  userSubAccounts,
  users,
} from '#db/schema/index.ts';
import type { Deps } from '#lib/deps.ts';
import type { Mail } from '#mail/mailer.ts';

export type Approver = { email: string; firstName: string };

/**
 * The approval limit in force at `now` (kobo; null: two-person approval is off): a scheduled
 * loosening once its 24 hours have passed (contract payout-approval.ts), else the saved limit.
 */
export async function approvalLimitAt(db: Db | Tx, merchantId: string, now: Date): Promise<bigint | null> {
  const [due] = await db
    .select({ limit: approvalLimitChanges.toLimit })
    .from(approvalLimitChanges)
    .where(
      and(
        eq(approvalLimitChanges.merchantId, merchantId),
        eq(approvalLimitChanges.status, 'scheduled'),
        lte(approvalLimitChanges.takesEffectAt, now),
      ),
    )
    .orderBy(desc(approvalLimitChanges.takesEffectAt))
    .limit(1);
  if (due) return due.limit;
  const [row] = await db
    .select({ limit: payoutApprovalLimits.limit })
    .from(payoutApprovalLimits)
    .where(eq(payoutApprovalLimits.merchantId, merchantId))
    .limit(1);
  return row?.limit ?? null;
}

/** The members who could approve what `requestedBy` asked for (null: every approver, the asker too). */
export async function approversOf(
  db: Db,
  o: { merchantId: string; requestedBy: string | null },
): Promise<Approver[]> {
  const approves = db
    .select({ one: userRoles.userId })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(and(eq(userRoles.userId, users.id), eq(rolePermissions.permission, 'payout:create')));
  const limited = db
    .select({ one: userSubAccounts.userId })
    .from(userSubAccounts)
    .where(eq(userSubAccounts.userId, users.id));
  return db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      and(
        eq(users.merchantId, o.merchantId),
        eq(users.status, 'active'),
        o.requestedBy === null ? undefined : ne(users.id, o.requestedBy),
        or(eq(users.isOwner, true), and(exists(approves), notExists(limited))),
      ),
    )
    .orderBy(users.email);
}

/** Emails every approver (after the request's commit): a failed send is logged, never thrown. */
export async function emailApprovers(
  deps: Pick<Deps, 'db' | 'mailer' | 'log'>,
  o: { merchantId: string; requestedBy: string | null },
  build: (to: string, name: string) => Mail,
): Promise<void> {
  let approvers: Approver[];
  try {
    approvers = await approversOf(deps.db, o);
  } catch (err) {
    deps.log.error({ err, merchantId: o.merchantId }, 'approvers not found; approval email not sent');
    return;
  }
  for (const a of approvers) {
    try {
      await deps.mailer.send(build(a.email, a.firstName));
    } catch (err) {
      deps.log.error({ err, merchantId: o.merchantId }, 'approval email not sent');
    }
  }
}
