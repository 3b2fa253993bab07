/** What a settled payment tells others: its webhook payload, the merchant's notice and email. */
import type { Settlement } from '@payrail/contract/money';
import type { Deps } from '../../lib/deps.ts';
import type { Mail } from '../../mail/mailer.ts';
import { formatAmount, paymentReceivedMail } from '../notifications/notify.ts';
import { type TransactionRow, toTransaction } from './transaction-view.ts';

export type LinkFacts = { ref: string; name: string };

/** The webhook's `data`: the transaction as the API shows it (contract Transaction), with its link. */
export function webhookData(t: TransactionRow, link: LinkFacts | undefined) {
  return {
    ...toTransaction(t, link?.ref ?? null),
    paymentLink: link ? { ref: link.ref, name: link.name } : null,
  };
}

/** The in-app notification every member of the merchant gets. */
export function paymentNotice(t: TransactionRow, s: Pick<Settlement, 'paid'>, link: LinkFacts | undefined) {
  const paid = formatAmount(s.paid, t.currency);
  return {
    merchantId: t.merchantId,
    kind: 'payment.success',
    title: `Payment received: ${paid}`,
    body: `${t.customerName} paid ${paid}${link ? ` through "${link.name}"` : ''} (${t.reference}).`,
  };
}

/** The owner's "payment received" email. */
export function paymentMail(
  deps: Deps,
  t: TransactionRow,
  s: Pick<Settlement, 'paid' | 'fee' | 'net'>,
  link: LinkFacts | undefined,
) {
  return (to: string, name: string): Mail =>
    paymentReceivedMail(to, name, {
      amount: formatAmount(s.paid, t.currency),
      fee: formatAmount(s.fee, t.currency),
      net: formatAmount(s.net, t.currency),
      reference: t.reference,
      customer: t.customerName,
      linkName: link?.name ?? 'checkout',
      dashboardUrl: `${deps.config.appUrl}/collections/payment-link/transactions?reference=${link?.ref ?? ''}`,
    });
}
