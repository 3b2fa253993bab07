/**
 * GET merchant/webhooks/replays: the merchant's 20 newest replays with their progress, the copies
 * counted by state from the replay's index. A member limited to sub-accounts sees only the
 * replays they made (an owner's replay covers every account, and its counts are not theirs).
 */
import type { ReplayableEvent } from '@payrail/contract/webhook-events';
import type { WebhookReplay } from '@payrail/contract/webhook-replay';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { users, webhookDeliveries, webhookReplays } from '#db/schema/index.ts';
import type { ReplayCtx } from './replay.ts';

const RECENT = 20;

export async function listWebhookReplays(ctx: ReplayCtx): Promise<WebhookReplay[]> {
  const { deps, actor, access } = ctx;
  const rows = await deps.db
    .select({ r: webhookReplays, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(webhookReplays)
    .innerJoin(users, eq(users.id, webhookReplays.requestedBy))
    .where(
      and(
        eq(webhookReplays.merchantId, actor.merchantId),
        access.subAccountIds ? eq(webhookReplays.requestedBy, actor.userId) : undefined,
      ),
    )
    .orderBy(desc(webhookReplays.createdAt), desc(webhookReplays.id))
    .limit(RECENT);
  if (!rows.length) return [];
  const states = await deps.db
    .select({
      replayId: webhookDeliveries.replayId,
      status: webhookDeliveries.status,
      n: sql<number>`count(*)::int`,
    })
    .from(webhookDeliveries)
    .where(
      inArray(
        webhookDeliveries.replayId,
        rows.map((x) => x.r.id),
      ),
    )
    .groupBy(webhookDeliveries.replayId, webhookDeliveries.status);
  const count = (id: string, status: string) =>
    Number(states.find((s) => s.replayId === id && s.status === status)?.n ?? 0);
  return rows.map(({ r, firstName, lastName, email }) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    requestedBy: `${firstName} ${lastName}`.trim() || email,
    from: r.fromAt.toISOString(),
    to: r.toAt.toISOString(),
    events: r.events as ReplayableEvent[],
    onlyFailed: r.onlyFailed,
    url: r.url,
    status: r.status,
    total: r.total,
    queued: r.queued,
    pending: count(r.id, 'pending'),
    delivered: count(r.id, 'delivered'),
    failed: count(r.id, 'failed'),
  }));
}
