/**
 * Merchant refunds (issue 14 "Refunds"): descriptors in packages/contract/src/refunds.ts, the money
 * movement in merchant-refund.ts and merchant-refund-outcome.ts.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { IDEMPOTENCY_KEY_PATTERN } from '@payrail/contract/checkout';
import * as contract from '@payrail/contract/refunds';
import type { AppEnv } from '#lib/env.ts';
import { validation } from '#lib/errors.ts';
import { endpoint } from '#lib/route.ts';
import { listTransactionRefunds, type RefundRow, refundTransaction } from './merchant-refund.ts';

const tag = 'Refunds';
/** Amounts are stored as bigint; one payment's amounts are far below 2^53. */
const jsonAmount = (v: bigint) => Number(v);

/** The header's value, checked as payouts check theirs; undefined when absent. */
function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(header))
    throw validation({ 'Idempotency-Key': ['Use 8 to 100 visible characters'] });
  return header;
}

export function refundView(r: RefundRow): contract.MerchantRefund {
  return {
    id: r.id,
    reference: r.reference,
    transactionId: r.transactionId,
    amount: jsonAmount(r.amount),
    currency: r.currency,
    status: r.status,
    reason: r.reason === 'merchant_refund' ? r.note : null,
    failureReason: r.status === 'failed' ? r.lastError : null,
    createdAt: r.createdAt.toISOString(),
    refundedAt: r.refundedAt?.toISOString() ?? null,
  };
}

export function refundRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    contract.refundTransaction,
    {
      tag,
      summary: 'Refund all or part of a payment (with the transaction PIN)',
      description:
        'Only a `success` or `underpaid` payment (409 REFUND_NOT_ALLOWED), up to what the customer paid less its earlier refunds that have not failed (422 REFUND_EXCEEDS_PAID, on `amount`); without `amount`, all that is left. The amount leaves the pending balance for what of the payment has not settled, the available balance for the rest (409 INSUFFICIENT_FUNDS when short; never below zero, however many refunds race). Send an `Idempotency-Key` header (8–100 visible characters): the same key and body answer the first refund again (header `Idempotent-Replayed: true`); with another body, 409 IDEMPOTENCY_KEY_REUSED. The refund is `pending` until the processor sends it (`refund.processed` webhook, the customer is emailed) or fails it after its retries (`refund.failed`, the money back in the available balance). Another merchant’s transaction is a 404.',
    },
    async (ctx, { params, body }) => {
      const idempotencyKey = idempotencyKeyOf(ctx.header('idempotency-key'));
      const { refund, replayed } = await refundTransaction(ctx, params.id, { ...body, idempotencyKey });
      return {
        message: contract.REFUND_REQUESTED,
        responseBody: refundView(refund),
        ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}),
      };
    },
  );

  endpoint(
    app,
    contract.transactionRefunds,
    {
      tag,
      summary: 'A payment’s refunds, newest first, and what is left to refund',
      description:
        'Every refund of the payment: the merchant’s, and the platform’s for late or excess bank transfers (`reason` null). Another merchant’s transaction is a 404.',
    },
    async (ctx, { params }) => {
      const { transaction: t, items, refundable } = await listTransactionRefunds(ctx, params.id);
      return {
        message: 'Refunds',
        responseBody: {
          items: items.map(refundView),
          amountPaid: jsonAmount(t.amountPaid),
          refundable: jsonAmount(refundable),
          currency: t.currency,
        },
      };
    },
  );
}
