/**
 * The first write of a checkout: the transaction row ('pending') and the funnel's
 * 'checkout_started' event, with the Idempotency-Key's claim in the same statement when the
 * request carries a key: one round trip. When the key is already taken, nothing is written and
 * the caller falls back to idempotency.ts's full claim (replay, wait, resume).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { IdempotencyClaim } from './idempotency.ts';
import { namedRows } from './prepared.ts';

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

/** The new row's id; undefined when `claim`'s key was already taken (nothing written). */
export async function openCheckout(
  db: Db,
  v: NewTransaction,
  claim?: IdempotencyClaim,
): Promise<string | undefined> {
  const at = v.now.toISOString();
  const key = claim
    ? sql`k as (
        insert into idempotency_keys (scope, key, request_hash, status, answer, created_at)
        values (${claim.scope}, ${claim.key}, ${claim.hash}, 'in_progress',
          ${JSON.stringify({ reference: v.reference })}::jsonb, ${at}::timestamptz)
        on conflict do nothing
        returning key
      ), `
    : sql``;
  const [row] = await namedRows<{ id: string | null }>(
    db,
    sql`with ${key}t as (
        insert into transactions (reference, merchant_id, link_id, customer_email, customer_name,
          customer_phone, channel, status, currency, amount, fee, total, fee_bearer,
          wrong_transfer_bearer, card_brand, card_bin, card_last4, fields, created_at, updated_at)
        select ${v.reference}, ${v.merchantId}::uuid, ${v.linkId}::uuid, ${v.customerEmail},
          ${v.customerName}, ${v.customerPhone}, ${v.channel}, 'pending', ${v.currency},
          ${v.amount.toString()}::bigint, ${v.fee.toString()}::bigint, ${v.total.toString()}::bigint,
          ${v.feeBearer}, ${v.wrongTransferBearer}, ${v.cardBrand}, ${v.cardBin}, ${v.cardLast4},
          ${JSON.stringify(v.fields)}::jsonb, ${at}::timestamptz, ${at}::timestamptz
        ${claim ? sql`from k` : sql``}
        returning id
      ), started as (
        insert into link_events (link_id, kind, created_at)
        select ${v.linkId}::uuid, 'checkout_started', ${at}::timestamptz from t
      )
      select (select id from t) as id`,
  );
  return row?.id ?? undefined;
}
