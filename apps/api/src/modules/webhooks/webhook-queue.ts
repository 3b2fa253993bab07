/**
 * Webhook events are queued in the database in the same transaction as the business change they
 * announce, so an event is never lost nor sent for a change that rolled back. Delivery (signing,
 * retries with backoff, the merchant's endpoint) comes with the transactions issue; rows wait as
 * 'pending' with next_attempt_at = now until then.
 *
 * Events: `charge.success` (paid in full) and `charge.underpaid` (a bank transfer short of the
 * total, kept as a part payment under the wrong-transfer setting 'merchant'; its data adds
 * `amountExpected` and `amountReceived`). Both carry the transaction (contract Transaction, with the
 * customer's `answers` to the link's custom fields, labelled) and its payment link
 * (settlement/payment-facts.ts).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '#db/client.ts';
import { webhookDeliveries } from '#db/schema/index.ts';
import type { Clock } from '#lib/clock.ts';
import { cols } from '#lib/sql-names.ts';

export async function queueWebhook(
  tx: Tx,
  clock: Clock,
  merchantId: string,
  event: string,
  data: Record<string, unknown>,
): Promise<void> {
  const now = clock.now();
  await tx.insert(webhookDeliveries).values({
    merchantId,
    event,
    payload: { event, data },
    nextAttemptAt: now,
    createdAt: now,
  });
}

/**
 * The same queued event as one CTE (`name as (insert …)`) to run inside another statement; with
 * `gate` (a CTE's name), only when that CTE returned a row.
 */
export function queueWebhookCte(q: {
  name: string;
  merchantId: string;
  event: string;
  data: Record<string, unknown>;
  now: Date;
  gate?: string;
}): SQL {
  const at = q.now.toISOString();
  const from = q.gate ? sql` from ${sql.identifier(q.gate)}` : sql``;
  const { merchantId, event, payload, nextAttemptAt, createdAt } = webhookDeliveries;
  return sql`${sql.identifier(q.name)} as (
    insert into ${webhookDeliveries} (${cols(merchantId, event, payload, nextAttemptAt, createdAt)})
    select ${q.merchantId}::uuid, ${q.event}, ${JSON.stringify({ event: q.event, data: q.data })}::jsonb, ${at}::timestamptz, ${at}::timestamptz${from})`;
}
