/**
 * Merchant refunds (issue 14 "Refunds", beyond the spec): from a transaction's page the merchant
 * sends back all or part of a payment. Decided here:
 *
 * - Paths sit in the transactions area, beside GET merchant/transactions/details/{id}:
 *   POST merchant/transactions/refund/{id} makes a refund, GET merchant/transactions/refunds/{id}
 *   lists a transaction's refunds, newest first.
 * - Permission `balances:create`: a refund takes money out of the merchant's balance, as a
 *   conversion does (the Finance role and Admin have it; Developer's `transactions:update` is for
 *   resending webhooks and moves no money).
 * - The body: `amount` in minor units (omitted: all that is left to refund), a `reason` the
 *   customer's email and the webhook carry, and the transaction PIN. An `Idempotency-Key` header
 *   (8–100 visible characters): the same key and body answer the first refund again (header
 *   `Idempotent-Replayed: true`), the same key with another body is 409 IDEMPOTENCY_KEY_REUSED.
 * - Only a successful or underpaid payment can be refunded, up to what the customer paid
 *   (`amountPaid`) less its earlier refunds that have not failed; the fee is not given back to the
 *   merchant. The money leaves the merchant's pending balance for what of the payment has not
 *   settled yet, the available balance for the rest (409 INSUFFICIENT_FUNDS when it is short).
 * - A refund is `pending` until the processor confirms it (`succeeded`, webhook `refund.processed`)
 *   or fails it after its retries (`failed`, webhook `refund.failed`, the money back in the
 *   available balance).
 */
import { z } from 'zod';
import { defineEndpoint, needs } from './endpoint.ts';
import { PinDigits } from './pin.ts';
import { freeText, line } from './text.ts';

export const MERCHANT_REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type MerchantRefundStatus = (typeof MERCHANT_REFUND_STATUSES)[number];
export const REFUND_EVENTS = ['refund.processed', 'refund.failed'] as const;
export const REFUND_REASON_MAX = 200;
/** The toast after a refund request. */
export const REFUND_REQUESTED = 'Refund initiated';

const AMOUNT = {
  type: 'Enter the amount in minor units (kobo, cents) as a whole number',
  int: 'Enter a whole number of minor units (kobo, cents)',
  min: 'The amount must be at least 1',
  max: 'The amount is too large',
};

export const RefundRequest = z
  .object({
    /** Minor units; omitted: the whole refundable remainder. */
    amount: z
      .number({ message: AMOUNT.type })
      .int(AMOUNT.int)
      .min(1, AMOUNT.min)
      .max(Number.MAX_SAFE_INTEGER, AMOUNT.max)
      .optional(),
    reason: freeText()
      .trim()
      .min(1, 'Enter a reason for the refund')
      .max(REFUND_REASON_MAX, `The reason must be at most ${REFUND_REASON_MAX} characters`),
    pin: PinDigits,
  })
  .meta({ id: 'RefundRequest' });
export type RefundRequest = z.input<typeof RefundRequest>;

export const MerchantRefund = z
  .object({
    id: z.uuid(),
    /** `RFD_…`: the ledger entries' reference. */
    reference: z.string(),
    transactionId: z.uuid(),
    amount: z.number().int(),
    currency: z.string(),
    status: z.enum(MERCHANT_REFUND_STATUSES),
    /** The merchant's reason; null for a refund the platform made (a late or excess transfer). */
    reason: z.string().nullable(),
    failureReason: z.string().nullable(),
    createdAt: z.string(),
    refundedAt: z.string().nullable(),
  })
  .meta({ id: 'MerchantRefund' });
export type MerchantRefund = z.infer<typeof MerchantRefund>;

export const TransactionRefunds = z
  .object({
    items: z.array(MerchantRefund),
    /** What the customer paid (minor units). */
    amountPaid: z.number().int(),
    /** What can still be refunded: amountPaid less the merchant refunds not failed. */
    refundable: z.number().int(),
    currency: z.string(),
  })
  .meta({ id: 'TransactionRefunds' });
export type TransactionRefunds = z.infer<typeof TransactionRefunds>;

/** An id not shaped like a UUID names nothing: 404, as another merchant's. */
const RefundTransactionParams = z.object({ id: line() });

/** POST merchant/transactions/refund/{id}: refund all or part of a payment. */
export const refundTransaction = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/transactions/refund/{id}',
  access: needs('balances:create'),
  params: RefundTransactionParams,
  body: RefundRequest,
  response: MerchantRefund,
  status: 201,
  errors: [
    'REFUND_NOT_ALLOWED',
    'REFUND_EXCEEDS_PAID',
    'INSUFFICIENT_FUNDS',
    'INVALID_PIN',
    'PIN_LOCKED',
    'PIN_NOT_SET',
    'IDEMPOTENCY_KEY_REUSED',
  ],
});

/** GET merchant/transactions/refunds/{id}: a transaction's refunds and what is left to refund. */
export const transactionRefunds = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/transactions/refunds/{id}',
  access: needs('transactions:read'),
  params: RefundTransactionParams,
  response: TransactionRefunds,
});
