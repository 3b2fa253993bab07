/**
 * Webhook events are queued in the database in the same transaction as the business change they
 * announce, so an event is never lost nor sent for a change that rolled back. Delivery (signing,
 * retries with backoff, the merchant's endpoint) comes with the transactions issue; rows wait as
 * 'pending' with next_attempt_at = now until then.
 *
 * Events: `charge.success` (paid in full) and `charge.underpaid` (a bank transfer short of the
 * total, kept as a part payment under the wrong-transfer setting 'merchant'; its data adds
 * `amountExpected` and `amountReceived`). Both carry the transaction (contract Transaction) and its
 * payment link (settlement/payment-facts.ts).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '#db/client.ts';
import { webhookDeliveries } from '#db/schema/index.ts';
import type { Clock } from '#lib/clock.ts';

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
export function queueWebhookCte(
  name: string,
  merchantId: string,
  event: string,
  data: Record<string, unknown>,
  now: Date,
  gate?: string,
): SQL {
  const at = now.toISOString();
  const from = gate ? sql` from ${sql.identifier(gate)}` : sql``;
  return sql`${sql.identifier(name)} as (
    insert into webhook_deliveries (merchant_id, event, payload, next_attempt_at, created_at)
    select ${merchantId}::uuid, ${event}, ${JSON.stringify({ event, data })}::jsonb, ${at}::timestamptz, ${at}::timestamptz${from})`;
}
