/**
 * The owner's email when a payout ends, paid or failed: the main account's (payout-outcome.ts) and
 * a sub-account's daily settlement payout (modules/sub-account-payouts), which names the
 * sub-account and says whose balance a failed one went back to.
 */
import type { Mail } from '#mail/mailer.ts';
import { layout } from '#mail/templates.ts';
import { formatAmount } from '#modules/notifications/index.ts';
import { bankName, showTime } from './payout-view.ts';

/** What the email reads of a payout row (payouts or sub_account_payouts). */
export type OutcomeMailPayout = {
  reference: string;
  amount: bigint;
  fee: bigint;
  currency: string;
  status: string;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  failureReason: string | null;
  paidAt: Date | null;
};

export function payoutOutcomeMail(
  to: string,
  name: string,
  p: OutcomeMailPayout,
  o: { url: string; subAccountName?: string },
): Mail {
  const amount = formatAmount(p.amount, p.currency);
  const where = `${p.accountName}, ${bankName(p.bankCode)} (account ending ${p.accountNumber.slice(-4)})`;
  const payout = o.subAccountName
    ? `The payout ${p.reference} of ${amount} from your sub-account ${o.subAccountName}`
    : `Your payout ${p.reference} of ${amount}`;
  const subject = `${o.subAccountName ? `${o.subAccountName}: payout` : 'Payout'} of ${amount}`;
  const button = { label: 'View the payout', url: o.url };
  if (p.status === 'paid')
    return layout(
      to,
      `${subject} paid`,
      [`Hello ${name},`, `${payout} was paid to ${where} on ${showTime(p.paidAt!)}.`],
      button,
    );
  const balance = o.subAccountName ? `${o.subAccountName}’s available balance` : 'your available balance';
  return layout(
    to,
    `${subject} failed`,
    [
      `Hello ${name},`,
      `${payout} to ${where} failed: ${p.failureReason}.`,
      `The ${formatAmount(p.amount + p.fee, p.currency)} it took (with its fee) is back in ${balance}.`,
    ],
    button,
  );
}
