/**
 * The first write of a checkout: the transaction row ('pending'; the funnel counts it as a checkout
 * started), with the per-IP count and the Idempotency-Key's claim in the same statement: one
 * round trip. When the key is already taken, nothing is written and
 * the caller falls back to idempotency.ts's full claim (replay, wait, resume).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { namedRows } from '../../lib/prepared.ts';
import { type Limit, rateLimitCte } from '../../lib/rate-limit.ts';
import type { IdempotencyClaim } from './idempotency.ts';

export type NewTransaction = {
  reference: string;
  merchantId: string;
  linkId: string;
  customerEmail: string;
  customerName: string;
  customerPhone: string | null;
  channel: 'card' | 'bank_transfer' | 'ussd';
  currency: string;
  amount: bigint;
  fee: bigint;
  total: bigint;
  feeBearer: 'merchant' | 'customer';
  wrongTransferBearer: 'merchant' | 'customer' | null;
  cardBrand: string | null;
  cardBin: string | null;
  cardLast4: string | null;
  fields: Record<string, string>;
  now: Date;
};

export type Opened = {
  /** The new row's id; null when nothing was written (over the limit, or the key was taken). */
  id: string | null;
  /** The rate limit's count, when `count` was given. */
  limit?: { count: number; windowStart: Date };
};

/**
 * Writes the row (and claims the key) unless `claim`'s key is already taken. With `count`, the
 * request is counted against that per-IP limit in the same statement, and nothing is written when
 * it goes over.
 */
export async function openCheckout(
  db: Db,
  v: NewTransaction,
  claim?: IdempotencyClaim,
  count?: { limit: Limit; subject: string },
): Promise<Opened> {
  const at = v.now.toISOString();
  const limited = count ? sql`${rateLimitCte(count.limit, count.subject, v.now)}, ` : sql``;
  const within = count ? sql` where (select count from rl) <= ${count.limit.max}` : sql``;
  const key = claim
    ? sql`k as (
        insert into idempotency_keys (scope, key, request_hash, status, answer, created_at)
        select ${claim.scope}, ${claim.key}, ${claim.hash}, 'in_progress',
          ${JSON.stringify({ reference: v.reference })}::jsonb, ${at}::timestamptz${within}
        on conflict do nothing
        returning key
      ), `
    : sql``;
  const [row] = await namedRows<{
    id: string | null;
    count: number | null;
    window_start: string | Date | null;
  }>(
    db,
    sql`with ${limited}${key}t as (
        insert into transactions (reference, merchant_id, link_id, customer_email, customer_name,
          customer_phone, channel, status, currency, amount, fee, total, fee_bearer,
          wrong_transfer_bearer, card_brand, card_bin, card_last4, fields, created_at, updated_at)
        select ${v.reference}, ${v.merchantId}::uuid, ${v.linkId}::uuid, ${v.customerEmail},
          ${v.customerName}, ${v.customerPhone}, ${v.channel}, 'pending', ${v.currency},
          ${v.amount.toString()}::bigint, ${v.fee.toString()}::bigint, ${v.total.toString()}::bigint,
          ${v.feeBearer}, ${v.wrongTransferBearer}, ${v.cardBrand}, ${v.cardBin}, ${v.cardLast4},
          ${JSON.stringify(v.fields)}::jsonb, ${at}::timestamptz, ${at}::timestamptz
        ${claim ? sql`from k` : within}
        returning id
      )
      select (select id from t) as id${count ? sql`, (select count from rl) as count, (select window_start from rl) as window_start` : sql``}`,
  );
  return {
    id: row?.id ?? null,
    ...(count && row?.count != null
      ? { limit: { count: Number(row.count), windowStart: new Date(row.window_start!) } }
      : {}),
  };
}
