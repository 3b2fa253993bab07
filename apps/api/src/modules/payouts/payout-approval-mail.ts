/**
 * Two-person approval's email: a payout above the limit waits, so every member who could approve
 * it (settlement-account approvers.ts: 'payout:create', not the requester) is told, after the
 * payout's commit. A failed send is logged, never thrown: the payout is already held.
 */
import { eq } from 'drizzle-orm';
import { users } from '#db/schema/index.ts';
import { layout } from '#mail/templates.ts';
import { formatAmount } from '#modules/notifications/index.ts';
import { emailApprovers } from '#modules/settlement-account/index.ts';
import type { PayoutRow } from './payout-view.ts';
import type { PayoutCtx } from './request-payout.ts';

export async function mailPayoutApprovers({ deps }: Pick<PayoutCtx, 'deps'>, p: PayoutRow): Promise<void> {
  const [u] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, p.requestedBy))
    .limit(1);
  const by = (u ? `${u.firstName} ${u.lastName}`.trim() : '') || 'A team member';
  const amount = formatAmount(p.amount, p.currency);
  await emailApprovers(deps, p, (to, name) =>
    layout(
      to,
      `A payout of ${amount} waits for your approval`,
      [
        `Hello ${name},`,
        `${by} asked to pay out ${amount} to ${p.accountName}, account ending ${p.accountNumber.slice(-4)} (${p.reference}).`,
        'It is above your business’s approval limit, so it is not sent until another team member approves it with their transaction PIN. The money is held meanwhile; rejecting it returns the money to your balance.',
      ],
      { label: 'Review the payout', url: `${deps.config.appUrl}/payments/payout/${p.id}` },
    ),
  );
}
