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
import { idempotencyKeys, paymentLinks, transactions } from '#db/schema/index.ts';
import { namedRows } from '#lib/prepared.ts';
import { type Limit, rateLimitCte } from '#lib/rate-limit.ts';
import { col, cols } from '#lib/sql-names.ts';
import type { IdempotencyClaim } from './idempotency.ts';
import type { CheckoutCtx } from './state.ts';

export type NewTransaction = {
  reference: string;
  merchantId: string;
  linkId: string;
  /** The link's sub-account: the payment is split with it when it settles (issue 15). */
  subAccountId: string | null;
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
  { deps }: CheckoutCtx,
  input: {
    values: NewTransaction;
    claim?: IdempotencyClaim | undefined;
    count?: { limit: Limit; subject: string } | undefined;
  },
): Promise<Opened> {
  const { db } = deps;
  const { values: v, claim, count } = input;
  const at = v.now.toISOString();
  const [x, k, l] = [transactions, idempotencyKeys, paymentLinks];
  const limited = count ? sql`${rateLimitCte(count.limit, count.subject, v.now)}, ` : sql``;
  const within = count ? sql` where (select count from rl) <= ${count.limit.max}` : sql``;
  const key = claim
    ? sql`k as (
        insert into ${k} (${cols(k.scope, k.key, k.requestHash, k.status, k.answer, k.createdAt)})
        select ${claim.scope}, ${claim.key}, ${claim.hash}, 'in_progress',
          ${JSON.stringify({ reference: v.reference })}::jsonb, ${at}::timestamptz${within}
        on conflict do nothing
        returning ${k.key} as key
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
        update ${l} set ${col(l.usageReserved)} = ${l.usageReserved} + 1
        where ${l.id} = ${v.linkId}::uuid
          and (${l.usageLimit} is null or ${l.usageCount} + ${l.usageReserved} < ${l.usageLimit})${gate}
        returning ${l.id} as id
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
        insert into ${x} (${cols(
          x.reference,
          x.merchantId,
          x.linkId,
          x.subAccountId,
          x.customerEmail,
          x.customerName,
          x.customerPhone,
          x.channel,
          x.status,
          x.currency,
          x.amount,
          x.fee,
          x.total,
          x.feeBearer,
          x.wrongTransferBearer,
          x.cardBrand,
          x.cardBin,
          x.cardLast4,
          x.fields,
          x.usageSlot,
          x.idempotencyKey,
          x.createdAt,
          x.updatedAt,
        )})
        select ${v.reference}, ${v.merchantId}::uuid, ${v.linkId}::uuid, ${v.subAccountId}::uuid, ${v.customerEmail},
          ${v.customerName}, ${v.customerPhone}, ${v.channel}, 'pending', ${v.currency},
          ${v.amount.toString()}::bigint, ${v.fee.toString()}::bigint, ${v.total.toString()}::bigint,
          ${v.feeBearer}, ${v.wrongTransferBearer}, ${v.cardBrand}, ${v.cardBin}, ${v.cardLast4},
          ${JSON.stringify(v.fields)}::jsonb, ${v.usageSlot}, ${v.idempotencyKey},
          ${at}::timestamptz, ${at}::timestamptz
        ${source}
        returning ${x.id} as id
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
