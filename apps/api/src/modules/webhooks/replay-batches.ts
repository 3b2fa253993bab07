/**
 * The copies of a bulk replay, made in bounded batches (the `webhooks-replay` job, jobs/runner.ts:
 * nudged when a replay is made, and every minute for any left unfinished). Each batch is one short
 * transaction and one statement: it takes the replay's row lock, picks the next REPLAY_BATCH
 * deliveries of its selection after the cursor in (created_at, id) order, inserts their copies
 * (`insert … select`: a new id, so a new `webhook-id`, and the first delivery's payload) and moves
 * the cursor and the count, so a crash between batches resumes where it stopped and copies nothing
 * twice. The copies are pending deliveries like any other; the delivery worker sends them within
 * the merchant's in-flight limit.
 */
import { and, eq, sql } from 'drizzle-orm';
import { rawRows } from '#db/client.ts';
import { webhookDeliveries, webhookReplays } from '#db/schema/index.ts';
import type { Deps } from '#lib/deps.ts';
import { cols } from '#lib/sql-names.ts';
import { replaySelection, untilOf } from './replay-selection.ts';
import { announceWebhooks } from './webhook-queue.ts';

export const REPLAY_BATCH = 500;

type BatchDeps = Pick<Deps, 'db' | 'clock' | 'log'>;
type Replay = typeof webhookReplays.$inferSelect;

/** One batch of one replay; false once the replay is fully queued (or taken by another worker). */
async function queueBatch(deps: BatchDeps, replayId: string, size: number): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [r]: Replay[] = await tx
      .select()
      .from(webhookReplays)
      .where(and(eq(webhookReplays.id, replayId), eq(webhookReplays.status, 'queuing')))
      .for('update', { skipLocked: true });
    if (!r) return false;
    const d = webhookDeliveries;
    const selected = replaySelection({
      merchantId: r.merchantId,
      from: r.fromAt,
      until: untilOf(r.toAt, r.createdAt),
      events: r.events,
      onlyFailed: r.onlyFailed,
      subAccountIds: r.subAccountIds,
    });
    const after = sql`(${d.createdAt}, ${d.id}) > (
      coalesce(${r.cursorAt?.toISOString() ?? null}::timestamptz, '-infinity'::timestamptz),
      coalesce(${r.cursorId}::uuid, '00000000-0000-0000-0000-000000000000'::uuid))`;
    const at = deps.clock.now().toISOString();
    const [done] = await rawRows<{ picked: number; inserted: number }>(
      tx,
      sql`
      with picked as (
        select ${d.id} as id, ${d.transactionId} as transaction_id, ${d.subAccountId} as sub_account_id,
          ${d.event} as event, ${d.payload} as payload, ${d.createdAt} as created_at
        from ${d} where ${selected} and ${after}
        order by ${d.createdAt}, ${d.id} limit ${size}
      ), copies as (
        insert into ${d} (${cols(d.merchantId, d.transactionId, d.subAccountId, d.sourceDeliveryId, d.replayId, d.event, d.payload, d.nextAttemptAt, d.createdAt)})
        select ${r.merchantId}::uuid, transaction_id, sub_account_id, id, ${r.id}::uuid, event, payload,
          ${at}::timestamptz, ${at}::timestamptz
        from picked order by created_at, id
        returning 1
      ), last as (
        select created_at, id from picked order by created_at desc, id desc limit 1
      ), moved as (
        update ${webhookReplays} set
          ${cols(webhookReplays.queued)} = ${webhookReplays.queued} + (select count(*) from copies),
          ${cols(webhookReplays.cursorAt)} = coalesce((select created_at from last), ${webhookReplays.cursorAt}),
          ${cols(webhookReplays.cursorId)} = coalesce((select id from last), ${webhookReplays.cursorId}),
          ${cols(webhookReplays.status)} = case when (select count(*) from picked) < ${size} then 'queued' else 'queuing' end
        where ${webhookReplays.id} = ${r.id}::uuid
        returning 1
      )
      select (select count(*) from picked)::int as picked, (select count(*) from copies)::int as inserted`,
    );
    const picked = Number(done?.picked ?? 0);
    return picked === size;
  });
}

/**
 * Queues the copies of every unfinished replay (or of one, or of one merchant's: a test on a shared
 * database queues only its own), batch by batch; answers how many replays it took.
 */
export async function queueReplayBatches(
  deps: BatchDeps,
  o: { replayId?: string; merchantId?: string; batchSize?: number } = {},
): Promise<{ replays: number }> {
  const size = o.batchSize ?? REPLAY_BATCH;
  const open = await deps.db
    .select({ id: webhookReplays.id })
    .from(webhookReplays)
    .where(
      and(
        eq(webhookReplays.status, 'queuing'),
        o.replayId ? eq(webhookReplays.id, o.replayId) : undefined,
        o.merchantId ? eq(webhookReplays.merchantId, o.merchantId) : undefined,
      ),
    )
    .orderBy(webhookReplays.createdAt)
    .limit(20);
  for (const { id } of open) {
    while (await queueBatch(deps, id, size)) announceWebhooks(deps.log);
    announceWebhooks(deps.log);
  }
  return { replays: open.length };
}
