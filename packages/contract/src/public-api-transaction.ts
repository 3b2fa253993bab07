/**
 * The public API's transaction as it is answered (verify, fetch, list, and the `charge.success`
 * webhook's `data`): Paystack's field names and status words, and the list's `meta`. The requests
 * and the envelope are in public-api.ts, which re-exports these.
 */
import { z } from 'zod';

/** Paystack's status words: paid → success, failed → failed, never started or expired → abandoned, under way → ongoing. */
export const PAYSTACK_STATUSES = ['success', 'failed', 'abandoned', 'ongoing'] as const;
export const PaystackStatus = z.enum(PAYSTACK_STATUSES, {
  message: 'Choose success, failed, abandoned or ongoing',
});
export type PaystackStatus = z.infer<typeof PaystackStatus>;

export const PaystackAuthorization = z
  .object({
    channel: z.literal('card'),
    card_type: z.string().nullable(),
    brand: z.string().nullable(),
    last4: z.string().nullable(),
    reusable: z.literal(false),
  })
  .meta({ id: 'PaystackAuthorization' });

export const PaystackTransaction = z
  .object({
    id: z.string(),
    domain: z.enum(['test', 'live']),
    status: PaystackStatus,
    reference: z.string(),
    amount: z.number().int(),
    requested_amount: z.number().int(),
    currency: z.string(),
    channel: z.enum(['card', 'bank_transfer', 'ussd']).nullable(),
    gateway_response: z.string(),
    message: z.null(),
    paid_at: z.string().nullable(),
    paidAt: z.string().nullable(),
    created_at: z.string(),
    createdAt: z.string(),
    ip_address: z.null(),
    fees: z.number().int().nullable(),
    metadata: z.record(z.string(), z.unknown()).nullable(),
    log: z.null(),
    authorization: PaystackAuthorization.nullable(),
    /** `id` and `customer_code` are null until the customer has paid (they become a customer then). */
    customer: z.object({
      id: z.string().nullable(),
      email: z.string(),
      customer_code: z.string().nullable(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      phone: z.string().nullable(),
    }),
    plan: z.null(),
  })
  .meta({ id: 'PaystackTransaction' });
export type PaystackTransaction = z.infer<typeof PaystackTransaction>;

export const PaystackListMeta = z
  .object({
    total: z.number().int(),
    skipped: z.number().int(),
    perPage: z.number().int(),
    page: z.number().int(),
    pageCount: z.number().int(),
  })
  .meta({ id: 'PaystackListMeta' });
