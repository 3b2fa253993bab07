/**
 * Webhooks (spec 001 §7: GET merchant/transactions/resend-webhook/{id}; beyond the spec, the bulk
 * replay). Descriptors in packages/contract/src/webhooks.ts and webhook-replay.ts; delivery in
 * deliver.ts; merchants' guide in docs/WEBHOOKS.md.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { IDEMPOTENCY_KEY_PATTERN } from '@payrail/contract/checkout';
import { WebhookReplayMessages } from '@payrail/contract/webhook-events';
import * as replay from '@payrail/contract/webhook-replay';
import * as webhooks from '@payrail/contract/webhooks';
import type { AppEnv } from '#lib/env.ts';
import { validation } from '#lib/errors.ts';
import { endpoint } from '#lib/route.ts';
import { replayWebhooks } from './replay.ts';
import { listWebhookReplays } from './replay-list.ts';
import { resendWebhook } from './resend.ts';

/** The header's value, checked as refunds check theirs; undefined when absent. */
function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(header))
    throw validation({ 'Idempotency-Key': ['Use 8 to 100 visible characters'] });
  return header;
}

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

  endpoint(
    app,
    replay.replayWebhooks,
    {
      tag,
      summary: 'Replay the webhooks of a time window (count first with a dry run)',
      description:
        'Every first delivery of the chosen events (all when `events` is omitted or empty) made from `from` up to `to` (at most 31 days apart; never one made after the request) goes out once more as a new delivery with its own `webhook-id`, signed with the current secret and sent to the current webhook address, as a resend does. A resend or an earlier replay of a delivery is not counted again. `only_failed`: only the events whose newest delivery failed its last try (failed for good, or retrying after a failed try; one never sent for want of an address counts). `dry_run: true` counts per event and names the address, queuing nothing. The real run needs an `Idempotency-Key` header (8–100 visible characters): the same key and body answer the first replay again (header `Idempotent-Replayed: true`), another body is 409 IDEMPOTENCY_KEY_REUSED. More than 10,000 deliveries is a 422 on `to` (narrow the window); none, a 422 too; no webhook address, 409. The copies are made in batches of 500 in the background and sent at most 4 of the merchant at a time; `GET merchant/webhooks/replays` shows the progress. A member limited to sub-accounts replays only their sub-accounts’ deliveries. Audited (`webhook.replayed`).',
    },
    async (ctx, { body }) => {
      const idempotencyKey = idempotencyKeyOf(ctx.header('idempotency-key'));
      const { replayed, ...answer } = await replayWebhooks(ctx, { ...body, idempotencyKey });
      const n = answer.total.toLocaleString('en-NG');
      return {
        message: answer.dryRun
          ? `${n} ${answer.total === 1 ? 'delivery' : 'deliveries'} would be sent`
          : `${WebhookReplayMessages.queued}: ${n} ${answer.total === 1 ? 'delivery' : 'deliveries'}`,
        responseBody: answer,
        ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}),
      };
    },
  );

  endpoint(
    app,
    replay.listWebhookReplays,
    {
      tag,
      summary: 'The 20 newest webhook replays and their progress',
      description:
        'Each replay: who asked, its window and events, the address, what was counted and queued so far (`status` `queuing` until every copy is made), and its deliveries by state (pending, delivered, failed). A member limited to sub-accounts sees only the replays they made.',
    },
    async (ctx) => ({
      message: WebhookReplayMessages.listed,
      responseBody: { items: await listWebhookReplays(ctx) },
    }),
  );
}
