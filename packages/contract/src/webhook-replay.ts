/**
 * Bulk webhook replay (issue 16, beyond the spec): every delivery of a time window and of chosen
 * events goes out once more, each as a NEW delivery (its own `webhook-id`, the current secret and
 * address), as the single resend does (webhooks.ts). A dry run first counts what would be sent.
 *
 * - The selection is the events as first sent: a resend or an earlier replay of a delivery is not
 *   counted again, and `only_failed` keeps the events whose newest delivery's last try failed
 *   (`failed`, or still retrying after a failed try; one never sent for want of an address counts).
 * - `from` ≤ created < `to` (ISO 8601 with an offset), `to` after `from`, at most
 *   REPLAY_MAX_WINDOW_DAYS apart; deliveries made after the request are never included.
 * - At most REPLAY_MAX_DELIVERIES per replay: more answers 422 with a field error on `to`.
 * - The real run needs an `Idempotency-Key` header: the same key and body answer the first replay
 *   again (`Idempotent-Replayed: true`), with another body 409 IDEMPOTENCY_KEY_REUSED.
 * - A member limited to sub-accounts replays (and lists) only their sub-accounts' deliveries.
 * - A replay overlapping (window, events, scope) one still being sent is a 409 CONFLICT.
 */
import { z } from 'zod';
import { defineEndpoint, needs } from './endpoint.ts';
import { instant } from './instant.ts';
import { REPLAY_MAX_WINDOW_DAYS, REPLAYABLE_EVENTS, WebhookReplayMessages } from './webhook-events.ts';

const DAY_MS = 86_400_000;
const time = (field: string) =>
  instant({ offset: true, message: `Enter the ${field} as an ISO 8601 date and time` });

export const WebhookReplayRequest = z
  .object({
    from: time('start'),
    to: time('end'),
    /** Omitted or empty: every event. */
    events: z
      .array(z.enum(REPLAYABLE_EVENTS, { message: 'Choose a known webhook event' }))
      .max(REPLAYABLE_EVENTS.length)
      .optional(),
    only_failed: z.boolean().optional(),
    dry_run: z.boolean(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const span = Date.parse(v.to) - Date.parse(v.from);
    if (!(span > 0))
      ctx.addIssue({ code: 'custom', path: ['to'], message: WebhookReplayMessages.toAfterFrom });
    else if (span > REPLAY_MAX_WINDOW_DAYS * DAY_MS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: WebhookReplayMessages.windowTooWide });
  })
  .meta({ id: 'WebhookReplayRequest' });
export type WebhookReplayRequest = z.input<typeof WebhookReplayRequest>;

export const WebhookReplayCount = z.object({ event: z.enum(REPLAYABLE_EVENTS), count: z.number().int() });

export const WebhookReplayAnswer = z
  .object({
    dryRun: z.boolean(),
    /** The replay made (null for a dry run). */
    replayId: z.uuid().nullable(),
    /** Where the deliveries go: the webhook address now (null: none is set). */
    url: z.string().nullable(),
    total: z.number().int(),
    /** Per chosen event, in the order of REPLAYABLE_EVENTS; events with none are left out. */
    counts: z.array(WebhookReplayCount),
  })
  .meta({ id: 'WebhookReplayAnswer' });
export type WebhookReplayAnswer = z.infer<typeof WebhookReplayAnswer>;

export const WebhookReplay = z
  .object({
    id: z.uuid(),
    createdAt: z.string(),
    /** Who asked: a name, or the email when none is set. */
    requestedBy: z.string(),
    from: z.string(),
    to: z.string(),
    events: z.array(z.enum(REPLAYABLE_EVENTS)),
    onlyFailed: z.boolean(),
    url: z.string(),
    /** `queuing` while the deliveries are being made (in batches), then `queued`. */
    status: z.enum(['queuing', 'queued']),
    /** What the request counted, and what has been queued so far. */
    total: z.number().int(),
    queued: z.number().int(),
    /** The replay's deliveries by state: waiting or retrying, delivered, failed for good. */
    pending: z.number().int(),
    delivered: z.number().int(),
    failed: z.number().int(),
  })
  .meta({ id: 'WebhookReplay' });
export type WebhookReplay = z.infer<typeof WebhookReplay>;

export const WebhookReplays = z.object({ items: z.array(WebhookReplay) }).meta({ id: 'WebhookReplays' });

/** POST merchant/webhooks/replay: count (dry run) or queue a replay. */
export const replayWebhooks = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/webhooks/replay',
  access: needs('transactions:update'),
  body: WebhookReplayRequest,
  response: WebhookReplayAnswer,
  errors: ['CONFLICT', 'IDEMPOTENCY_KEY_REUSED'],
});

/** GET merchant/webhooks/replays: the 20 newest replays with their progress. */
export const listWebhookReplays = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/webhooks/replays',
  access: needs('transactions:read'),
  response: WebhookReplays,
});
