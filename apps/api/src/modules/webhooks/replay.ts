/**
 * Bulk webhook replay (POST merchant/webhooks/replay, contract webhook-replay.ts). A dry run counts
 * the selection (replay-selection.ts) per event and names the address it would go to; the real run
 * counts again, refuses more than REPLAY_MAX_DELIVERIES (422 on `to`: narrow the window), and
 * writes the replay row with its audit row in one short transaction. The copies are made after
 * that, in bounded batches by the `webhooks-replay` job (replay-batches.ts), so ten thousand of
 * them hold neither a long transaction nor the memory of a request; the delivery worker then sends
 * them like any other, at most WEBHOOK_MAX_IN_FLIGHT of the merchant's at a time.
 *
 * Idempotency-Key (required for the real run): unique per merchant on the replay row; the same key
 * and body answer the first replay again, another body is 409 IDEMPOTENCY_KEY_REUSED.
 */
import { createHash } from 'node:crypto';
import { ErrorCode } from '@payrail/contract/errors';
import {
  REPLAY_MAX_DELIVERIES,
  REPLAYABLE_EVENTS,
  type ReplayableEvent,
  WebhookReplayMessages,
} from '@payrail/contract/webhook-events';
import type { WebhookReplayAnswer } from '@payrail/contract/webhook-replay';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { apiConfigurations, webhookDeliveries, webhookReplays } from '#db/schema/index.ts';
import { JOB, nudgeJob } from '#jobs/queue.ts';
import { audit } from '#lib/audit.ts';
import type { Ctx } from '#lib/context.ts';
import { AppError, conflict, validation } from '#lib/errors.ts';
import { type ReplaySelection, replaySelection, untilOf } from './replay-selection.ts';

export type ReplayCtx = Pick<Ctx, 'deps' | 'actor' | 'access'>;
export type ReplayInput = {
  from: string;
  to: string;
  events?: ReplayableEvent[] | undefined;
  only_failed?: boolean | undefined;
  dry_run: boolean;
  idempotencyKey?: string | undefined;
};

/** The chosen events in the catalogue's order; none chosen: all. */
const chosen = (events: readonly string[] | undefined) =>
  REPLAYABLE_EVENTS.filter((e) => !events?.length || events.includes(e));

function selectionOf(ctx: ReplayCtx, input: ReplayInput, now: Date): ReplaySelection {
  return {
    merchantId: ctx.actor.merchantId,
    from: new Date(input.from),
    until: untilOf(new Date(input.to), now),
    events: chosen(input.events),
    onlyFailed: input.only_failed === true,
    subAccountIds: ctx.access.subAccountIds,
  };
}

/** Per event, counting at most one past the cap (a count stops early on a huge window). */
async function countSelection(db: Db | Tx, s: ReplaySelection) {
  const picked = db
    .select({ event: webhookDeliveries.event })
    .from(webhookDeliveries)
    .where(replaySelection(s))
    .limit(REPLAY_MAX_DELIVERIES + 1)
    .as('picked');
  const rows = await db
    .select({ event: picked.event, n: sql<number>`count(*)::int` })
    .from(picked)
    .groupBy(picked.event);
  const by = new Map(rows.map((r) => [r.event, Number(r.n)]));
  const counts = REPLAYABLE_EVENTS.filter((e) => by.has(e)).map((event) => ({
    event,
    count: by.get(event)!,
  }));
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  if (total > REPLAY_MAX_DELIVERIES) throw validation({ to: [WebhookReplayMessages.tooMany] });
  return { counts, total };
}

const requestHash = (s: ReplaySelection, to: Date) =>
  createHash('sha256')
    .update(JSON.stringify([s.from.toISOString(), to.toISOString(), s.events, s.onlyFailed]))
    .digest('hex');

const keyReused = () =>
  new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED, 'This Idempotency-Key was used with a different request');

/** The replay this key made before: answered again when the request is the same. */
async function earlier(db: Db | Tx, merchantId: string, key: string, hash: string) {
  const [row] = await db
    .select()
    .from(webhookReplays)
    .where(and(eq(webhookReplays.merchantId, merchantId), eq(webhookReplays.idempotencyKey, key)));
  if (!row) return undefined;
  if (row.requestHash !== hash) throw keyReused();
  return row;
}

type Replayed = WebhookReplayAnswer & { replayed: boolean };

function answerOf(row: typeof webhookReplays.$inferSelect): Replayed {
  const counts = row.counts.filter((c): c is WebhookReplayAnswer['counts'][number] =>
    (REPLAYABLE_EVENTS as readonly string[]).includes(c.event),
  );
  return { dryRun: false, replayId: row.id, url: row.url, total: row.total, counts, replayed: true };
}

export async function replayWebhooks(ctx: ReplayCtx, input: ReplayInput): Promise<Replayed> {
  const { deps, actor } = ctx;
  const now = deps.clock.now();
  const s = selectionOf(ctx, input, now);
  const [target] = await deps.db
    .select({ url: apiConfigurations.webhookUrl })
    .from(apiConfigurations)
    .where(eq(apiConfigurations.merchantId, actor.merchantId));
  const url = target?.url ?? null;
  if (input.dry_run) {
    const { counts, total } = await countSelection(deps.db, s);
    return { dryRun: true, replayId: null, url, total, counts, replayed: false };
  }
  const key = input.idempotencyKey;
  if (!key) throw validation({ 'Idempotency-Key': [WebhookReplayMessages.keyRequired] });
  const to = new Date(input.to);
  const hash = requestHash(s, to);
  const made = await deps.db.transaction(async (tx) => {
    const before = await earlier(tx, actor.merchantId, key, hash);
    if (before) return { row: before };
    if (!url) throw conflict(WebhookReplayMessages.noUrl);
    const { counts, total } = await countSelection(tx, s);
    if (total === 0) throw validation({ to: [WebhookReplayMessages.nothing] });
    const [row] = await tx
      .insert(webhookReplays)
      .values({
        merchantId: actor.merchantId,
        requestedBy: actor.userId,
        idempotencyKey: key,
        requestHash: hash,
        fromAt: s.from,
        toAt: to,
        events: [...s.events],
        onlyFailed: s.onlyFailed,
        subAccountIds: s.subAccountIds ? [...s.subAccountIds] : null,
        url,
        total,
        counts,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [webhookReplays.merchantId, webhookReplays.idempotencyKey] })
      .returning();
    if (!row) {
      // The same key committed meanwhile (a double click racing): the same request or a reuse.
      const other = await earlier(tx, actor.merchantId, key, hash);
      if (!other) throw keyReused();
      return { row: other };
    }
    await audit(tx, ctx, {
      action: 'webhook.replayed',
      target: row.id,
      details: {
        from: s.from.toISOString(),
        to: to.toISOString(),
        events: s.events,
        onlyFailed: s.onlyFailed,
        total,
      },
    });
    return { row, fresh: true };
  });
  if ('fresh' in made) {
    nudgeJob(JOB.replayWebhooks, deps.log);
    return { ...answerOf(made.row), replayed: false };
  }
  return answerOf(made.row);
}
