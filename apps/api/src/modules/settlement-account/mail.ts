/** The owner's email when the account payouts go to changes: the alarm a hijacked session cannot silence. */
import { nigerianBank } from '@payrail/contract/banks';
import type { Mail } from '#mail/mailer.ts';
import { lagosTime } from '#mail/receipt.ts';
import { layout } from '#mail/templates.ts';

export type AccountChange = {
  bankCode: string;
  accountNumber: string;
  accountName: string;
  by: string;
  /** The second member who approved it (two-person approval). */
  approvedBy?: string;
  payoutsFrom: Date;
  dashboardUrl: string;
};

export function settlementAccountChangedMail(to: string, name: string, c: AccountChange): Mail {
  const bank = nigerianBank(c.bankCode)?.name ?? c.bankCode;
  return layout(
    to,
    'Your settlement account was changed',
    [
      `Hello ${name},`,
      `${c.by} set the account your payouts go to: ${c.accountName}, ${bank}, account ending ${c.accountNumber.slice(-4)}.`,
      ...(c.approvedBy ? [`${c.approvedBy} approved the change.`] : []),
      `Payouts to a newly added account start on ${lagosTime(c.payoutsFrom)}.`,
      'If you did not expect this, change your password and transaction PIN now and contact support: until then no payout can reach the new account.',
    ],
    { label: 'Review your settlement account', url: c.dashboardUrl },
  );
}

/** To each member who could approve a held settlement-account change (not its requester). */
export function settlementChangeApprovalMail(
  to: string,
  name: string,
  c: Omit<AccountChange, 'payoutsFrom' | 'approvedBy'>,
): Mail {
  const bank = nigerianBank(c.bankCode)?.name ?? c.bankCode;
  return layout(
    to,
    'A settlement account change waits for your approval',
    [
      `Hello ${name},`,
      `${c.by} asked to send your business's payouts to a new account: ${c.accountName}, ${bank}, account ending ${c.accountNumber.slice(-4)}.`,
      'Two-person approval is on, so nothing changes until another team member approves it with their transaction PIN. Payouts to the new account start 24 hours after it is approved.',
      'If you do not recognise this request, reject it.',
    ],
    { label: 'Review the change', url: c.dashboardUrl },
  );
}
