/**
 * Sends due webhook deliveries (the `webhooks-deliver` job, jobs/runner.ts: every minute, and
 * nudged a second after an event is queued). Each run claims due rows with a lease, at most
 * WEBHOOK_MAX_IN_FLIGHT per merchant (a slow receiver holds back only its own merchant's queue),
 * sends them signed, and records each try in webhook_attempts. A 2xx is `delivered`; anything else
 * (another status, a timeout, a refused address, no webhook address) is retried on the schedule of
 * retry-schedule.ts until the last try, then `failed`. Time comes from `deps.clock`.
 */
import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { apiConfigurations, webhookAttempts, webhookDeliveries } from '#db/schema/index.ts';
import type { Deps } from '#lib/deps.ts';
import { unseal } from '#lib/secret-box.ts';
import { retryDelayMs, WEBHOOK_MAX_ATTEMPTS } from './retry-schedule.ts';
import { postSigned } from './send.ts';
import { signedHeaders } from './signing.ts';

export const WEBHOOK_MAX_IN_FLIGHT = 4;
/** A sender's hold on a row; past it (the sender died) the row is due again. */
const LEASE_MS = 60_000;
const BATCH = 50;

export type DeliverDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'log'>;
export type DeliverOptions = {
  random?: () => number;
  /**
   * Only this merchant's deliveries, or only these merchants' (tests sharing one database, whose
   * runs must not send or fail another test's; an operator's retry).
   */
  merchantId?: string | readonly string[];
};
export type DeliverySummary = { delivered: number; retrying: number; failed: number };

type Delivery = typeof webhookDeliveries.$inferSelect;

const free = (now: Date) => or(isNull(webhookDeliveries.leaseUntil), lt(webhookDeliveries.leaseUntil, now));

/**
 * Claims what is due now, within each merchant's in-flight limit. At most WEBHOOK_MAX_IN_FLIGHT
 * rows per merchant are considered in a round, so a merchant with thousands due (a bulk replay)
 * cannot fill the batch and hold back everyone else's webhooks.
 */
async function claimDue(deps: DeliverDeps, o: DeliverOptions): Promise<Delivery[]> {
  const now = deps.clock.now();
  const ranked = deps.db
    .select({
      id: webhookDeliveries.id,
      merchantId: webhookDeliveries.merchantId,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      rank: sql<number>`row_number() over (partition by ${webhookDeliveries.merchantId} order by ${webhookDeliveries.nextAttemptAt}, ${webhookDeliveries.id})`.as(
        'rank',
      ),
    })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        free(now),
        typeof o.merchantId === 'string'
          ? eq(webhookDeliveries.merchantId, o.merchantId)
          : o.merchantId
            ? inArray(webhookDeliveries.merchantId, [...o.merchantId])
            : undefined,
      ),
    )
    .as('ranked');
  const due = await deps.db
    .select({ id: ranked.id, merchantId: ranked.merchantId })
    .from(ranked)
    .where(lte(ranked.rank, WEBHOOK_MAX_IN_FLIGHT))
    .orderBy(ranked.nextAttemptAt)
    .limit(BATCH);
  if (!due.length) return [];
  const merchants = [...new Set(due.map((d) => d.merchantId))];
  const busy = await deps.db
    .select({ merchantId: webhookDeliveries.merchantId, n: sql<number>`count(*)::int` })
    .from(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.merchantId, merchants),
        eq(webhookDeliveries.status, 'pending'),
        gt(webhookDeliveries.leaseUntil, now),
      ),
    )
    .groupBy(webhookDeliveries.merchantId);
  const inFlight = new Map(busy.map((b) => [b.merchantId, Number(b.n)]));
  const claimed: Delivery[] = [];
  for (const d of due) {
    const n = inFlight.get(d.merchantId) ?? 0;
    if (n >= WEBHOOK_MAX_IN_FLIGHT) continue;
    const [row] = await deps.db
      .update(webhookDeliveries)
      .set({ leaseUntil: new Date(now.getTime() + LEASE_MS) })
      .where(and(eq(webhookDeliveries.id, d.id), eq(webhookDeliveries.status, 'pending'), free(now)))
      .returning();
    if (!row) continue;
    inFlight.set(d.merchantId, n + 1);
    claimed.push(row);
  }
  return claimed;
}

type Outcome = { status: number | null; error: string | null; url: string | null };

async function attempt(deps: DeliverDeps, d: Delivery): Promise<Outcome> {
  const [target] = await deps.db
    .select()
    .from(apiConfigurations)
    .where(eq(apiConfigurations.merchantId, d.merchantId));
  if (!target?.webhookUrl || !target.webhookSecret)
    return { status: null, error: 'No webhook address is set', url: null };
  const secret = unseal(deps.config.secretsKey, target.webhookSecret);
  const body = JSON.stringify(d.payload);
  const headers = signedHeaders(secret, d.id, deps.clock.now(), body);
  const allowPrivate = deps.config.webhooksAllowPrivateTargets === true;
  try {
    const res = await postSigned(target.webhookUrl, body, headers, allowPrivate);
    const ok = res.status >= 200 && res.status < 300;
    return { status: res.status, error: ok ? null : `answered ${res.status}`, url: target.webhookUrl };
  } catch (err) {
    return { status: null, error: err instanceof Error ? err.message : String(err), url: target.webhookUrl };
  }
}

async function deliverOne(deps: DeliverDeps, d: Delivery, o: DeliverOptions): Promise<keyof DeliverySummary> {
  const startedAt = deps.clock.now();
  const [target] = await deps.db
    .select({ url: apiConfigurations.webhookUrl })
    .from(apiConfigurations)
    .where(eq(apiConfigurations.merchantId, d.merchantId));
  if (!target?.url) {
    // Nowhere to send it: the event stays on record (and can be resent once an address is set).
    await deps.db
      .update(webhookDeliveries)
      .set({ status: 'failed', leaseUntil: null, lastError: 'No webhook address is set' })
      .where(eq(webhookDeliveries.id, d.id));
    return 'failed';
  }
  const started = performance.now();
  const out = await attempt(deps, d);
  const durationMs = Math.round(performance.now() - started);
  const n = d.attempts + 1;
  const delivered = out.error === null;
  const last = !delivered && n >= WEBHOOK_MAX_ATTEMPTS;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (out.url)
      await tx.insert(webhookAttempts).values({
        deliveryId: d.id,
        attempt: n,
        url: out.url,
        outcome: delivered ? 'delivered' : 'failed',
        responseStatus: out.status,
        durationMs,
        error: out.error,
        startedAt,
      });
    await tx
      .update(webhookDeliveries)
      .set({
        attempts: n,
        leaseUntil: null,
        lastResponseStatus: out.status,
        lastError: out.error,
        ...(delivered
          ? { status: 'delivered' as const, deliveredAt: now }
          : last
            ? { status: 'failed' as const }
            : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(n, o.random?.())) }),
      })
      .where(eq(webhookDeliveries.id, d.id));
  });
  if (!delivered)
    deps.log.warn(
      { delivery: d.id, merchantId: d.merchantId, attempt: n, error: out.error },
      'webhook not delivered',
    );
  return delivered ? 'delivered' : last ? 'failed' : 'retrying';
}

/** Sends everything due now (in batches), each merchant at most WEBHOOK_MAX_IN_FLIGHT at a time. */
export async function deliverDueWebhooks(
  deps: DeliverDeps,
  o: DeliverOptions = {},
): Promise<DeliverySummary> {
  const summary: DeliverySummary = { delivered: 0, retrying: 0, failed: 0 };
  for (let round = 0; round < 20; round++) {
    const claimed = await claimDue(deps, o);
    if (!claimed.length) break;
    const outcomes = await Promise.all(claimed.map((d) => deliverOne(deps, d, o)));
    for (const k of outcomes) summary[k]++;
  }
  return summary;
}
