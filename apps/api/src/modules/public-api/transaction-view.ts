/**
 * Our transactions in Paystack's words. A payment initialized through the public API carries the
 * merchant's reference and metadata (its checkouts are attempts of it); one made on a payment link
 * carries our own reference (`PRL_…`) and no metadata. Status: paid (`success`, and `underpaid`,
 * whose `amount` is what was kept, below `requested_amount`) → success; declined → failed; a
 * transfer or USSD window that closed, or an initialized payment never started → abandoned;
 * pending, waiting for an OTP or a transfer → ongoing.
 */
import type { ApiKeyMode } from '@payrail/contract/api-keys';
import type { PaystackStatus, PaystackTransaction } from '@payrail/contract/public-api-transaction';
import { and, eq, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { initializedPayments, transactions } from '#db/schema/index.ts';
import { transactions as tx } from '#db/schema/index.ts';
import { TRANSFER_EXPIRED, USSD_EXPIRED } from '#modules/checkout/index.ts';

type TransactionRow = typeof transactions.$inferSelect;
type InitializedRow = typeof initializedPayments.$inferSelect;
/** The initialized payment's part of a transaction: its reference, metadata and mode. */
export type ApiFacts = Pick<InitializedRow, 'reference' | 'metadata' | 'mode'>;

const WINDOW_CLOSED = [TRANSFER_EXPIRED, USSD_EXPIRED];

export function paystackStatus(t: Pick<TransactionRow, 'status' | 'failureReason'>): PaystackStatus {
  if (t.status === 'success' || t.status === 'underpaid') return 'success';
  if (t.status === 'failed') return WINDOW_CLOSED.includes(t.failureReason ?? '') ? 'abandoned' : 'failed';
  return 'ongoing';
}

/** The rows a Paystack status word stands for. */
export function statusWhere(status: PaystackStatus): SQL {
  switch (status) {
    case 'success':
      return inArray(tx.status, ['success', 'underpaid']);
    case 'failed':
      return and(
        eq(tx.status, 'failed'),
        or(isNull(tx.failureReason), notInArray(tx.failureReason, WINDOW_CLOSED)),
      )!;
    case 'abandoned':
      return and(eq(tx.status, 'failed'), inArray(tx.failureReason, WINDOW_CLOSED))!;
    default:
      return inArray(tx.status, ['pending', 'otp_required', 'awaiting_transfer']);
  }
}

function gatewayResponse(t: TransactionRow): string {
  switch (t.status) {
    case 'success':
      return 'Successful';
    case 'underpaid':
      return 'Part payment: less than the amount requested was received';
    case 'failed':
      return t.failureReason ?? 'Declined';
    case 'otp_required':
      return 'Waiting for the OTP';
    case 'awaiting_transfer':
      return 'Waiting for the bank transfer';
    default:
      return 'Pending';
  }
}

/** "Ada Obi" → first "Ada", last "Obi"; a single word is the first name. */
export function nameParts(name: string | null): { first_name: string | null; last_name: string | null } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (!words.length) return { first_name: null, last_name: null };
  return { first_name: words[0]!, last_name: words.slice(1).join(' ') || null };
}

/** Paystack's `CUS_…` code for one of our customers: their id without dashes. */
export const customerCode = (id: string) => `CUS_${id.replaceAll('-', '')}`;
/** The customer id a `CUS_…` code names, or undefined when it is not one. */
export function customerIdOf(code: string): string | undefined {
  const hex = /^CUS_([0-9a-f]{32})$/i.exec(code)?.[1]?.toLowerCase();
  if (!hex) return undefined;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const amount = (v: bigint) => Number(v);

export function toPaystackTransaction(
  t: TransactionRow,
  api: ApiFacts | null,
  mode: ApiKeyMode,
): PaystackTransaction {
  const paid = t.status === 'success' || t.status === 'underpaid';
  const paidAt = t.paidAt?.toISOString() ?? null;
  const createdAt = t.createdAt.toISOString();
  return {
    id: t.id,
    domain: api?.mode ?? mode,
    status: paystackStatus(t),
    reference: api?.reference ?? t.reference,
    amount: amount(paid ? t.amountPaid : t.total),
    requested_amount: amount(t.total),
    currency: t.currency,
    channel: t.channel,
    gateway_response: gatewayResponse(t),
    message: null,
    paid_at: paidAt,
    paidAt,
    created_at: createdAt,
    createdAt,
    ip_address: null,
    fees: amount(t.fee),
    metadata: api?.metadata ?? null,
    log: null,
    authorization:
      t.channel === 'card' && t.cardLast4
        ? { channel: 'card', card_type: t.cardBrand, brand: t.cardBrand, last4: t.cardLast4, reusable: false }
        : null,
    customer: {
      id: t.customerId,
      email: t.customerEmail,
      customer_code: t.customerId ? customerCode(t.customerId) : null,
      ...nameParts(t.customerName),
      phone: t.customerPhone,
    },
    plan: null,
  };
}

/** An initialized payment nobody has started paying: `abandoned`, as Paystack reads it. */
export function unstartedTransaction(p: InitializedRow): PaystackTransaction {
  const createdAt = p.createdAt.toISOString();
  return {
    id: p.id,
    domain: p.mode,
    status: 'abandoned',
    reference: p.reference,
    amount: amount(p.amount),
    requested_amount: amount(p.amount),
    currency: p.currency,
    channel: null,
    gateway_response: 'The customer has not paid yet',
    message: null,
    paid_at: null,
    paidAt: null,
    created_at: createdAt,
    createdAt,
    ip_address: null,
    fees: null,
    metadata: p.metadata ?? null,
    log: null,
    authorization: null,
    customer: {
      id: null,
      email: p.email,
      customer_code: null,
      first_name: null,
      last_name: null,
      phone: null,
    },
    plan: null,
  };
}

/** Paid attempts first, then the newest: the attempt that stands for an initialized payment. */
export const bestAttemptFirst = [
  sql`case when ${tx.status} in ('success', 'underpaid') then 0 else 1 end`,
  sql`${tx.createdAt} desc`,
];
