/**
 * The alarm when two-person approval is loosened (contract payout-approval.ts): every member who
 * can approve, the owner who asked included (a hijacked session is the case this is for), is
 * emailed after the commit, with when it takes effect and that any of them can cancel it until
 * then. A failed send is logged, never thrown (approvers.ts).
 */
import { eq } from 'drizzle-orm';
import { type approvalLimitChanges, users } from '#db/schema/index.ts';
import { lagosTime } from '#mail/receipt.ts';
import { layout } from '#mail/templates.ts';
import { formatAmount } from '#modules/notifications/index.ts';
import { emailApprovers } from '#modules/settlement-account/index.ts';
import type { PayoutCtx } from './request-payout.ts';

type Change = typeof approvalLimitChanges.$inferSelect;

export async function mailLoosening({ deps }: Pick<PayoutCtx, 'deps'>, c: Change): Promise<void> {
  const [u] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, c.requestedBy))
    .limit(1);
  const by = (u ? `${u.firstName} ${u.lastName}`.trim() : '') || 'A team member';
  const at = lagosTime(c.takesEffectAt);
  const from = c.fromLimit === null ? '' : formatAmount(c.fromLimit, 'NGN');
  const subject =
    c.toLimit === null
      ? `Two-person approval turns off on ${at}`
      : `Your payout approval limit rises to ${formatAmount(c.toLimit, 'NGN')} on ${at}`;
  const asked =
    c.toLimit === null
      ? `${by} asked to turn two-person approval off. Payouts and settlement account changes would then need no second team member.`
      : `${by} asked to raise the approval limit from ${from} to ${formatAmount(c.toLimit, 'NGN')}. Payouts up to the new limit would then need no second team member.`;
  await emailApprovers(deps, { merchantId: c.merchantId, requestedBy: null }, (to, name) =>
    layout(
      to,
      subject,
      [
        `Hello ${name},`,
        asked,
        `To protect your money, this takes effect on ${at}, 24 hours after it was asked for. Until then payouts above ${from} and every settlement account change still wait for a second team member.`,
        'If you did not expect this, cancel it from the payouts page: any team member who can approve payouts can. Then change your password and transaction PIN.',
      ],
      { label: 'Review the change', url: `${deps.config.appUrl}/payments/payout` },
    ),
  );
}
