/**
 * The payment a notice is about, read with the notice: the transaction as it is now and its link's
 * custom fields, which label the payer's answers. Joined on the notice's merchant too, so a notice
 * can never show another merchant's payment.
 */
import type { NotificationPayment } from '@payrail/contract/notifications';
import { and, eq } from 'drizzle-orm';
import { notifications, paymentLinks, transactions } from '#db/schema/index.ts';
import { jsonAmount, paymentAnswers } from '#modules/transactions/index.ts';

export const paymentColumns = {
  reference: transactions.reference,
  status: transactions.status,
  channel: transactions.channel,
  currency: transactions.currency,
  total: transactions.total,
  amountPaid: transactions.amountPaid,
  fields: transactions.fields,
  linkRef: paymentLinks.ref,
  customFields: paymentLinks.customFields,
};

export const paymentOfNotice = and(
  eq(transactions.id, notifications.transactionId),
  eq(transactions.merchantId, notifications.merchantId),
);
export const linkOfPayment = eq(paymentLinks.id, transactions.linkId);

/** The row's columns of `paymentColumns`; all null when the notice names no payment. */
export type PaymentColumns = {
  [K in keyof typeof paymentColumns]: (typeof paymentColumns)[K]['_']['data'] | null;
};

export function presentPayment(p: PaymentColumns): NotificationPayment | null {
  if (
    p.reference === null ||
    p.status === null ||
    p.channel === null ||
    p.currency === null ||
    p.total === null ||
    p.amountPaid === null
  )
    return null;
  return {
    reference: p.reference,
    status: p.status,
    channel: p.channel,
    currency: p.currency,
    total: jsonAmount(p.total),
    amountPaid: jsonAmount(p.amountPaid),
    paymentLinkRef: p.linkRef,
    answers: paymentAnswers(p.fields ?? {}, p.customFields ?? []),
  };
}
