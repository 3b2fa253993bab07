/**
 * Webhook events are queued in the database in the same transaction as the business change they
 * announce, so an event is never lost nor sent for a change that rolled back; deliver.ts sends them
 * (the `webhooks-deliver` job). After the transaction commits, the caller nudges that job
 * (`announceWebhooks`) so the event goes out within seconds instead of at the next minute.
 *
 * Events: `charge.success` (paid in full), `charge.failed` (the checkout failed) and
 * `charge.underpaid` (a bank transfer short of the total, kept as a part payment under the
 * wrong-transfer setting 'merchant'; its data adds `amountExpected` and `amountReceived`). All carry
 * the transaction in Paystack's field names (contract WebhookEvent; settlement/payment-facts.ts).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { transactions, webhookDeliveries } from '#db/schema/index.ts';
import { JOB, nudgeJob } from '#jobs/queue.ts';
import type { Clock } from '#lib/clock.ts';
import { cols } from '#lib/sql-names.ts';

export type QueuedEvent = {
  merchantId: string;
  /** The transaction a charge.* event is about. */
  transactionId?: string | null | undefined;
  /** The sub-account an event without a payment is about (a sub-account's payout). */
  subAccountId?: string | null | undefined;
  event: string;
  data: Record<string, unknown>;
};

/** The event's sub-account: the one given, else its payment's (a member limited to sub-accounts replays theirs). */
const subAccountOf = (transactionId: string | null | undefined, subAccountId: string | null | undefined) =>
  subAccountId
    ? sql`${subAccountId}::uuid`
    : transactionId
      ? sql`(select ${transactions.subAccountId} from ${transactions} where ${transactions.id} = ${transactionId}::uuid)`
      : sql`null::uuid`;

export async function queueWebhook(tx: Tx | Db, clock: Clock, e: QueuedEvent): Promise<string> {
  const now = clock.now();
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({
      merchantId: e.merchantId,
      transactionId: e.transactionId ?? null,
      subAccountId: subAccountOf(e.transactionId, e.subAccountId),
      event: e.event,
      payload: { event: e.event, data: e.data },
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}

/** After the commit that queued events: ask the sender to run now (no-op without a job runner). */
export function announceWebhooks(log?: { warn(o: object, m: string): void }): void {
  nudgeJob(JOB.deliverWebhooks, log);
}

/**
 * The same queued event as one CTE (`name as (insert …)`) to run inside another statement; with
 * `gate` (a CTE's name), only when that CTE returned a row.
 */
export function queueWebhookCte(q: {
  name: string;
  merchantId: string;
  transactionId?: string | null | undefined;
  event: string;
  data: Record<string, unknown>;
  now: Date;
  gate?: string;
}): SQL {
  const at = q.now.toISOString();
  const from = q.gate ? sql` from ${sql.identifier(q.gate)}` : sql``;
  const { merchantId, transactionId, subAccountId, event, payload, nextAttemptAt, createdAt } =
    webhookDeliveries;
  return sql`${sql.identifier(q.name)} as (
    insert into ${webhookDeliveries} (${cols(merchantId, transactionId, subAccountId, event, payload, nextAttemptAt, createdAt)})
    select ${q.merchantId}::uuid, ${q.transactionId ?? null}::uuid, ${subAccountOf(q.transactionId, null)}, ${q.event}, ${JSON.stringify({ event: q.event, data: q.data })}::jsonb, ${at}::timestamptz, ${at}::timestamptz${from})`;
}
