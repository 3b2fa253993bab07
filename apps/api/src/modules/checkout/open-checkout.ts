/**
 * The first write of a checkout: the transaction row ('pending'; the funnel counts it as a checkout
 * started), with the per-IP count, the Idempotency-Key's claim and, on a link with a usage limit,
 * one of its usage slots, in the same statement: one round trip. When the key is already taken,
 * nothing is written and the caller falls back to idempotency.ts's full claim (replay, wait,
 * resume). When no slot is left, the row is not written (the key, if claimed, is the caller's to
 * release). A slot is given back by a trigger when the checkout fails (migration 0016); an
 * unlimited link's row is neither read for update nor written.
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
  /** Claim one of the link's usage slots (the link has a usage limit). */
  usageSlot: boolean;
  idempotencyKey: string | null;
  now: Date;
};

export type Opened = {
  /** The new row's id; null when nothing was written (over the limit, or the key was taken). */
  id: string | null;
  /** The rate limit's count, when `count` was given. */
  limit?: { count: number; windowStart: Date };
  /** No usage slot was left (the link is used up); nothing was written but the key's claim. */
  usedUp: boolean;
  /** The key was claimed by this statement. */
  keyClaimed: boolean;
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
  // The slot only once the key is ours (or the count allows the start), so a refused start holds none.
  const gate = claim
    ? sql` and exists (select 1 from k)`
    : count
      ? sql` and (select count from rl) <= ${count.limit.max}`
      : sql``;
  const slot = v.usageSlot
    ? sql`slot as (
        update payment_links set usage_reserved = usage_reserved + 1
        where id = ${v.linkId}::uuid and (usage_limit is null or usage_count + usage_reserved < usage_limit)${gate}
        returning id
      ), `
    : sql``;
  const source = v.usageSlot ? sql`from slot` : claim ? sql`from k` : within;
  const [row] = await namedRows<{
    id: string | null;
    count: number | null;
    window_start: string | Date | null;
    slotted: number | string | null;
    keyed: number | string | null;
  }>(
    db,
    sql`with ${limited}${key}${slot}t as (
        insert into transactions (reference, merchant_id, link_id, customer_email, customer_name,
          customer_phone, channel, status, currency, amount, fee, total, fee_bearer,
          wrong_transfer_bearer, card_brand, card_bin, card_last4, fields, usage_slot, idempotency_key,
          created_at, updated_at)
        select ${v.reference}, ${v.merchantId}::uuid, ${v.linkId}::uuid, ${v.customerEmail},
          ${v.customerName}, ${v.customerPhone}, ${v.channel}, 'pending', ${v.currency},
          ${v.amount.toString()}::bigint, ${v.fee.toString()}::bigint, ${v.total.toString()}::bigint,
          ${v.feeBearer}, ${v.wrongTransferBearer}, ${v.cardBrand}, ${v.cardBin}, ${v.cardLast4},
          ${JSON.stringify(v.fields)}::jsonb, ${v.usageSlot}, ${v.idempotencyKey},
          ${at}::timestamptz, ${at}::timestamptz
        ${source}
        returning id
      )
      select (select id from t) as id${count ? sql`, (select count from rl) as count, (select window_start from rl) as window_start` : sql``}${v.usageSlot ? sql`, (select count(*) from slot) as slotted` : sql``}${claim ? sql`, (select count(*) from k) as keyed` : sql``}`,
  );
  const keyClaimed = claim !== undefined && Number(row?.keyed) === 1;
  return {
    id: row?.id ?? null,
    ...(count && row?.count != null
      ? { limit: { count: Number(row.count), windowStart: new Date(row.window_start!) } }
      : {}),
    usedUp: v.usageSlot && Number(row?.slotted) === 0 && (claim === undefined || keyClaimed),
    keyClaimed,
  };
}
