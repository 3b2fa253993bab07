/**
 * A transaction row as the merchant reads it (contract `Transaction`); `labels` are its link's
 * custom fields, which label the payer's answers (without them an answer is labelled by its key).
 */
import type { Transaction } from '@payrail/contract/payments';
import { getTableColumns } from 'drizzle-orm';
import { transactions } from '#db/schema/index.ts';
import { jsonAmount } from './json-amount.ts';
import { type FieldLabels, paymentAnswers } from './payment-answers.ts';

export type TransactionRow = typeof transactions.$inferSelect;

const c = getTableColumns(transactions);
/**
 * The columns the view reads, and the id: what a list selects (21 of the table's 34). Each column
 * selected is built into the statement's text, sent back and mapped, by drizzle on the server's
 * one thread; a list of 20 rows paid for the unread ones on every page.
 */
export const transactionViewColumns = {
  id: c.id,
  reference: c.reference,
  status: c.status,
  channel: c.channel,
  currency: c.currency,
  amount: c.amount,
  fee: c.fee,
  total: c.total,
  amountPaid: c.amountPaid,
  amountRefunded: c.amountRefunded,
  net: c.net,
  feeBearer: c.feeBearer,
  customerEmail: c.customerEmail,
  customerName: c.customerName,
  customerPhone: c.customerPhone,
  cardBrand: c.cardBrand,
  cardBin: c.cardBin,
  cardLast4: c.cardLast4,
  fields: c.fields,
  failureReason: c.failureReason,
  paidAt: c.paidAt,
  createdAt: c.createdAt,
};
export type TransactionViewRow = Pick<TransactionRow, keyof typeof transactionViewColumns>;

export function toTransaction(
  t: TransactionViewRow,
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
