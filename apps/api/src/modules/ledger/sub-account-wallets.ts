/**
 * A sub-account's wallets (issue 15): `sub_account_pending`, `sub_account_available` and
 * `sub_account_payouts_in_flight`, one per currency, owned by the sub-account (`sub_account_id`) under its parent merchant (`merchant_id`).
 * They are never below zero, like a merchant's wallets, and are never counted in the parent's
 * balances (`merchantBalances` reads only accounts without a sub-account).
 */
import { eq, sql } from 'drizzle-orm';
import { type Db, rawRows, type Tx } from '#db/client.ts';
import { ledgerAccounts, type SUB_ACCOUNT_KINDS } from '#db/schema/index.ts';
import type { AccountRef } from './ledger.ts';

export type SubAccountWalletKind = (typeof SUB_ACCOUNT_KINDS)[number];

/** The ledger account of a sub-account's wallet, for an entry's line. */
export const subAccountWallet = (
  owner: { merchantId: string; subAccountId: string },
  kind: SubAccountWalletKind,
  currency: string,
): AccountRef => ({ merchantId: owner.merchantId, subAccountId: owner.subAccountId, kind, currency });

/** A sub-account's balances by currency: available and pending (a currency it never had is absent). */
export async function subAccountBalances(
  db: Db | Tx,
  subAccountId: string,
): Promise<Map<string, { available: bigint; pending: bigint }>> {
  const rows = await db
    .select({
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      balance: sql<string>`(${ledgerAccounts.balance} + coalesce((select sum(s.amount) from ledger_credit_shards s
        where s.account_id = ${ledgerAccounts.id}), 0))::text`,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.subAccountId, subAccountId));
  const out = new Map<string, { available: bigint; pending: bigint }>();
  for (const r of rows) {
    const b = out.get(r.currency) ?? { available: 0n, pending: 0n };
    if (r.kind === 'sub_account_available') b.available = BigInt(r.balance);
    if (r.kind === 'sub_account_pending') b.pending = BigInt(r.balance);
    out.set(r.currency, b);
  }
  return out;
}

/** One movement of a sub-account's wallets: a posting, labelled by its entry. */
export type SubAccountMovement = {
  /** The posting's id (the key to read on from). */
  id: string;
  entryId: string;
  /** The entry's kind: payment, settlement, sub_account_transfer… */
  type: string;
  reference: string;
  description: string;
  wallet: SubAccountWalletKind;
  /** Signed minor units: positive raised the wallet. */
  amount: bigint;
  currency: string;
  createdAt: Date;
};

/**
 * A sub-account's balance history, newest first: the postings on its wallets (a split payment's
 * share, its settlement, funds transfers, payouts), `limit` at a time, after `before` (the last
 * movement of the previous page). Walks postings (account_id, created_at) per wallet.
 */
export async function subAccountMovements(
  db: Db | Tx,
  subAccountId: string,
  o: { currency?: string; limit?: number; before?: { createdAt: Date; id: string } } = {},
): Promise<SubAccountMovement[]> {
  const limit = Math.min(Math.max(o.limit ?? 20, 1), 100);
  const rows = await rawRows<{
    id: string;
    entry_id: string;
    type: string;
    reference: string;
    description: string;
    wallet: SubAccountWalletKind;
    amount: string;
    currency: string;
    created_at: Date | string;
  }>(
    db,
    sql`select p.id, e.id as entry_id, e.kind as type, e.reference, e.description, a.kind as wallet,
          p.amount::text as amount, p.currency, p.created_at
        from ledger_accounts a
        join postings p on p.account_id = a.id
        join journal_entries e on e.id = p.entry_id
        where a.sub_account_id = ${subAccountId}::uuid
          ${o.currency ? sql`and a.currency = ${o.currency}` : sql``}
          ${o.before ? sql`and (p.created_at, p.id) < (${o.before.createdAt.toISOString()}::timestamptz, ${o.before.id}::uuid)` : sql``}
        order by p.created_at desc, p.id desc
        limit ${limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    entryId: r.entry_id,
    type: r.type,
    reference: r.reference,
    description: r.description,
    wallet: r.wallet,
    amount: BigInt(r.amount),
    currency: r.currency,
    createdAt: new Date(r.created_at),
  }));
}
