/**
 * What a settled payment tells others: its webhook payload, the merchant's notice and email, and
 * the payer's receipt.
 * A payment paid in full (`success`) is "Payment received" and `charge.success`; a part payment
 * (`underpaid`: a short bank transfer the merchant's wrong-transfer setting accepts) says so, with
 * what arrived and what was due, and is its own webhook event, `charge.underpaid`.
 */
import type { Settlement } from '@payrail/contract/money';
import type { Deps } from '#lib/deps.ts';
import type { MailBrand } from '#mail/customer-mail.ts';
import { oneLine } from '#mail/mail-text.ts';
import type { Mail } from '#mail/mailer.ts';
import { lagosTime, paymentReceipt } from '#mail/receipt.ts';
import { templates } from '#mail/templates.ts';
import { formatAmount, paymentReceivedMail } from '#modules/notifications/index.ts';
import {
  type FieldLabels,
  jsonAmount,
  paymentAnswers,
  type TransactionRow,
} from '#modules/transactions/index.ts';

/** The link paid through; its custom fields label the payer's answers (else labelled by key). */
export type LinkFacts = {
  ref: string;
  name: string;
  customFields?: FieldLabels | undefined;
  /** A payment initialized through the public API: the merchant's reference and metadata. */
  api?: ApiPaymentFacts | null | undefined;
};
export type ApiPaymentFacts = { reference: string; metadata: Record<string, unknown> | null };

/**
 * The webhook's `data` (contract WebhookEvent), in Paystack's field names: amounts in kobo, what
 * was paid (for a failure, what was asked) in `amount`, the checkout's total in `requested_amount`,
 * the payer's answers and the link in `metadata`. A payment initialized through the public API
 * carries the merchant's reference instead of ours, and its metadata beside ours (the merchant's
 * keys first: `answers` and `payment_link` are ours and win a clash).
 */
export function webhookData(t: TransactionRow, link: LinkFacts | undefined) {
  return {
    id: t.id,
    reference: link?.api?.reference ?? t.reference,
    amount: jsonAmount(t.amountPaid > 0n ? t.amountPaid : t.total),
    requested_amount: jsonAmount(t.total),
    currency: t.currency,
    status: t.status,
    channel: t.channel,
    gateway_response: t.status === 'failed' ? (t.failureReason ?? 'Declined') : 'Successful',
    paid_at: t.paidAt?.toISOString() ?? null,
    created_at: t.createdAt.toISOString(),
    fees: jsonAmount(t.fee),
    customer: { email: t.customerEmail, name: t.customerName, phone: t.customerPhone },
    metadata: {
      ...link?.api?.metadata,
      answers: paymentAnswers(t.fields, link?.customFields),
      payment_link: link ? { ref: link.ref, name: link.name } : null,
    },
  };
}

/**
 * The settled payment's webhook: `charge.success`, or `charge.underpaid` with `amountExpected`
 * (the total asked) and `amountReceived` (what arrived, all of it kept), so a merchant's server
 * never mistakes a part payment for a full one.
 */
export function paymentWebhook(t: TransactionRow, s: Pick<Settlement, 'paid'>, link: LinkFacts | undefined) {
  if (t.status !== 'underpaid') return { event: 'charge.success', data: webhookData(t, link) };
  return {
    event: 'charge.underpaid',
    data: {
      ...webhookData(t, link),
      amountExpected: jsonAmount(t.total),
      amountReceived: jsonAmount(s.paid),
    },
  };
}

/** "₦0.01 of ₦50.00": what was kept of what was due. */
const partOf = (t: TransactionRow, s: Pick<Settlement, 'paid'>) =>
  `${formatAmount(s.paid, t.currency)} of ${formatAmount(t.total, t.currency)}`;

/** The in-app notification every member of the merchant gets. */
export function paymentNotice(t: TransactionRow, s: Pick<Settlement, 'paid'>, link: LinkFacts | undefined) {
  const paid = formatAmount(s.paid, t.currency);
  const through = link ? ` through "${link.name}"` : '';
  const part = t.status === 'underpaid';
  return {
    merchantId: t.merchantId,
    transactionId: t.id,
    kind: part ? 'payment.underpaid' : 'payment.success',
    title: part ? `Part payment: ${partOf(t, s)}` : `Payment received: ${paid}`,
    body: part
      ? `${t.customerName} sent ${partOf(t, s)}${through} (${t.reference}). Kept as a part payment under your wrong-transfer setting.`
      : `${t.customerName} paid ${paid}${through} (${t.reference}).`,
  };
}

/** The owner's "payment received" email, or its "part payment" one. */
export function paymentMail(
  deps: Deps,
  t: TransactionRow,
  s: Pick<Settlement, 'paid' | 'fee' | 'net'>,
  link: LinkFacts | undefined,
) {
  const facts = {
    fee: formatAmount(s.fee, t.currency),
    net: formatAmount(s.net, t.currency),
    reference: t.reference,
    // The payer's and the merchant's text: one line each in the owner's email.
    customer: oneLine(t.customerName),
    linkName: oneLine(link?.name ?? 'checkout'),
    dashboardUrl: `${deps.config.appUrl}/collections/payment-link/transactions?reference=${link?.ref ?? ''}`,
    answers: paymentAnswers(t.fields, link?.customFields),
  };
  const paid = formatAmount(s.paid, t.currency);
  return (to: string, name: string): Mail =>
    t.status === 'underpaid'
      ? templates.partPayment(to, name, {
          ...facts,
          received: paid,
          expected: formatAmount(t.total, t.currency),
        })
      : paymentReceivedMail(to, name, { ...facts, amount: paid });
}

const CHANNEL_NAMES = { card: 'Card', bank_transfer: 'Bank transfer', ussd: 'USSD' } as const;

/**
 * The payer's receipt (to the address they paid with): the merchant, what was kept, the reference,
 * the time in Lagos, the channel and the link; a part payment says what was due and is still owed.
 */
export function receiptMail(
  t: TransactionRow,
  s: Pick<Settlement, 'paid'>,
  link: LinkFacts | undefined,
  brand: MailBrand,
): Mail {
  const channel = CHANNEL_NAMES[t.channel];
  const short = t.status === 'underpaid' && s.paid < t.total;
  return paymentReceipt(
    t.customerEmail,
    {
      merchantName: brand.name,
      linkName: link?.name ?? 'checkout',
      customerName: t.customerName,
      reference: t.reference,
      amount: formatAmount(s.paid, t.currency),
      paidAt: lagosTime(t.paidAt ?? t.updatedAt),
      channel: t.channel === 'card' && t.cardLast4 ? `${channel} •••• ${t.cardLast4}` : channel,
      short: short
        ? { due: formatAmount(t.total, t.currency), owed: formatAmount(t.total - s.paid, t.currency) }
        : undefined,
    },
    brand,
  );
}
