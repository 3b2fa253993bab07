/**
 * Who can approve money leaving the merchant (two-person approval: payouts above the limit and
 * settlement-account changes), and their email. An approver is an active member of the merchant
 * other than the requester who holds 'payout:create' (the owner always does) and is not limited to
 * sub-accounts (such a member sees neither payouts nor the merchant's settlement account). The
 * payouts module mails its approvers through this too, so the rule is written once.
 */
import { and, eq, exists, ne, notExists, or } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rolePermissions, userRoles, userSubAccounts, users } from '#db/schema/index.ts';
import type { Deps } from '#lib/deps.ts';
import type { Mail } from '#mail/mailer.ts';

export type Approver = { email: string; firstName: string };

/** The members who could approve what `requestedBy` asked for. */
export async function approversOf(
  db: Db,
  o: { merchantId: string; requestedBy: string },
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
        ne(users.id, o.requestedBy),
        or(eq(users.isOwner, true), and(exists(approves), notExists(limited))),
      ),
    )
    .orderBy(users.email);
}

/** Emails every approver (after the request's commit): a failed send is logged, never thrown. */
export async function emailApprovers(
  deps: Pick<Deps, 'db' | 'mailer' | 'log'>,
  o: { merchantId: string; requestedBy: string },
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
