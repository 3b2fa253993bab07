/**
 * Webhooks to merchants. Events (`charge.success`, `charge.failed`, `charge.underpaid`) are sent to
 * the merchant's webhook address, signed per Standard Webhooks (headers `webhook-id`,
 * `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`), with
 * the body in Paystack's field names (`WebhookEvent`), so one format serves the dashboard and the
 * Paystack-compatible API. docs/WEBHOOKS.md tells merchants how to verify them.
 *
 * Each event is a delivery; each try to send it is an attempt. Resending a transaction's webhook
 * makes a new delivery (a new `webhook-id`), so a receiver that deduplicates by id accepts it.
 */
import { z } from 'zod';
import { defineEndpoint, needs } from './endpoint.ts';
import { Empty } from './envelope.ts';

export const WEBHOOK_EVENTS = ['charge.success', 'charge.failed', 'charge.underpaid'] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];

export const WebhookMessages = {
  resent: 'Webhook resent successfully',
  noEvent: 'This transaction has no webhook to resend yet: it is still in progress.',
  noUrl: 'Set a webhook address in Settings → APIs first.',
} as const;

/** The event body, in Paystack's field names; amounts in kobo, times in ISO 8601 (UTC). */
export const WebhookEvent = z
  .object({
    event: z.enum(WEBHOOK_EVENTS),
    data: z.object({
      id: z.string(),
      reference: z.string(),
      /** What was paid (for `charge.failed`, what was asked), in kobo. */
      amount: z.number().int(),
      /** What the checkout asked for, in kobo. */
      requested_amount: z.number().int(),
      currency: z.string(),
      status: z.string(),
      channel: z.string(),
      gateway_response: z.string(),
      paid_at: z.string().nullable(),
      created_at: z.string(),
      fees: z.number().int(),
      customer: z.object({ email: z.string(), name: z.string().nullable(), phone: z.string().nullable() }),
      metadata: z.object({
        answers: z.array(z.object({ key: z.string(), label: z.string(), value: z.string() })),
        payment_link: z.object({ ref: z.string(), name: z.string() }).nullable(),
      }),
      /** `charge.underpaid` only: the total asked and what arrived, in kobo. */
      amountExpected: z.number().int().optional(),
      amountReceived: z.number().int().optional(),
    }),
  })
  .meta({ id: 'WebhookEvent' });
export type WebhookEvent = z.infer<typeof WebhookEvent>;

/** One try to send a delivery: what the merchant's server answered, or why it could not. */
export const WebhookAttempt = z.object({
  attempt: z.number().int(),
  url: z.string(),
  at: z.string(),
  outcome: z.enum(['delivered', 'failed']),
  /** The receiver's HTTP status; null when none came (refused address, timeout, network). */
  responseStatus: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const ResendWebhookParams = z.object({ id: z.uuid() });

/** GET merchant/transactions/resend-webhook/{id}: the transaction's latest event as a new delivery. */
export const resendWebhook = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/transactions/resend-webhook/{id}',
  access: needs('transactions:update'),
  params: ResendWebhookParams,
  response: Empty,
  errors: ['NOT_FOUND', 'CONFLICT'],
});
