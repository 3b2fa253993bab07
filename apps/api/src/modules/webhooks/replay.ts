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
 * and body answer the first replay again, another body (or scope) is 409 IDEMPOTENCY_KEY_REUSED.
 * A replay overlapping one still being sent is a 409 CONFLICT (stillRunningOverlap).
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
import { and, arrayOverlaps, eq, exists, gt, isNull, lt, or, sql } from 'drizzle-orm';
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

/**
 * The request as the key binds it: the window, the events, only_failed and the requester's
 * sub-account scope, so a member limited to sub-accounts who sends another member's key with the
 * same body is refused (409) instead of being answered that member's replay and its counts.
 */
const requestHash = (s: ReplaySelection, to: Date) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        s.from.toISOString(),
        to.toISOString(),
        s.events,
        s.onlyFailed,
        s.subAccountIds ? [...s.subAccountIds].sort() : null,
      ]),
    )
    .digest('hex');

/**
 * Another replay of the merchant still being sent (copies still being made, or any still pending)
 * whose window, events and sub-account scope overlap this one's: a second key for the same window
 * would send the same events twice more, so it is refused (409) until that one is done.
 */
async function stillRunningOverlap(tx: Tx, s: ReplaySelection, to: Date): Promise<boolean> {
  const r = webhookReplays;
  const scope = s.subAccountIds
    ? or(isNull(r.subAccountIds), arrayOverlaps(r.subAccountIds, [...s.subAccountIds]))
    : undefined;
  const [row] = await tx
    .select({ id: r.id })
    .from(r)
    .where(
      and(
        eq(r.merchantId, s.merchantId),
        lt(r.fromAt, to),
        gt(r.toAt, s.from),
        arrayOverlaps(r.events, [...s.events]),
        scope,
        or(
          eq(r.status, 'queuing'),
          exists(
            tx
              .select({ one: sql`1` })
              .from(webhookDeliveries)
              .where(and(eq(webhookDeliveries.replayId, r.id), eq(webhookDeliveries.status, 'pending'))),
          ),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

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
  if (input.dry_run) {
    const [target] = await deps.db
      .select({ url: apiConfigurations.webhookUrl })
      .from(apiConfigurations)
      .where(eq(apiConfigurations.merchantId, actor.merchantId));
    const url = target?.url ?? null;
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
    // The merchant's configuration row, locked: replays of one merchant are made one at a time, so
    // two keys sent at once cannot both miss each other's overlap; the address is the one now.
    const [locked] = await tx
      .select({ url: apiConfigurations.webhookUrl })
      .from(apiConfigurations)
      .where(eq(apiConfigurations.merchantId, actor.merchantId))
      .for('update');
    const url = locked?.url ?? null;
    if (!url) throw conflict(WebhookReplayMessages.noUrl);
    const again = await earlier(tx, actor.merchantId, key, hash);
    if (again) return { row: again };
    const { counts, total } = await countSelection(tx, s);
    if (total === 0) throw validation({ to: [WebhookReplayMessages.nothing] });
    if (await stillRunningOverlap(tx, s, to)) throw conflict(WebhookReplayMessages.overlapping);
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
