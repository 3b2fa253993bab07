/**
 * Webhooks (spec 001 §7: GET merchant/transactions/resend-webhook/{id}). Descriptors in
 * packages/contract/src/webhooks.ts; delivery in deliver.ts; merchants' guide in docs/WEBHOOKS.md.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as webhooks from '@payrail/contract/webhooks';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import { resendWebhook } from './resend.ts';

const tag = 'Webhooks';

export function webhookRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    webhooks.resendWebhook,
    {
      tag,
      summary: "Send a transaction's webhook again",
      description:
        "The transaction's latest event (`charge.success`, `charge.underpaid` or `charge.failed`) is queued again as a new delivery with its own `webhook-id`, signed with the current secret and sent to the current webhook address; its attempts show on the transaction. 404 for another merchant's transaction; 409 when the transaction has no event yet (still in progress) or no webhook address is set.",
    },
    async (ctx, { params }) => {
      await resendWebhook(ctx, { transactionId: params.id });
      return { message: webhooks.WebhookMessages.resent, responseBody: {} };
    },
  );
}
