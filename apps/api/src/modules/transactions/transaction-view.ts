/**
 * A transaction row as the merchant reads it (contract `Transaction`); `labels` are its link's
 * custom fields, which label the payer's answers (without them an answer is labelled by its key).
 */
import type { Transaction } from '@payrail/contract/payments';
import type { transactions } from '#db/schema/index.ts';
import { jsonAmount } from './json-amount.ts';
import { type FieldLabels, paymentAnswers } from './payment-answers.ts';

export type TransactionRow = typeof transactions.$inferSelect;

export function toTransaction(
  t: TransactionRow,
  paymentLinkRef: string | null,
  labels?: FieldLabels,
): Transaction {
  return {
    reference: t.reference,
    status: t.status,
    channel: t.channel,
    currency: t.currency,
    amount: jsonAmount(t.amount),
    fee: jsonAmount(t.fee),
    total: jsonAmount(t.total),
    amountPaid: jsonAmount(t.amountPaid),
    amountRefunded: jsonAmount(t.amountRefunded),
    net: jsonAmount(t.net),
    feeBearer: t.feeBearer,
    customer: { email: t.customerEmail, name: t.customerName, phone: t.customerPhone },
    card:
      t.cardBrand && t.cardBin && t.cardLast4
        ? { brand: t.cardBrand, bin: t.cardBin, last4: t.cardLast4 }
        : null,
    fields: t.fields,
    answers: paymentAnswers(t.fields, labels),
    failureReason: t.failureReason,
    paymentLinkRef,
    paidAt: t.paidAt?.toISOString() ?? null,
    createdAt: t.createdAt.toISOString(),
  };
}
