/**
 * A sub-account's wallets (issue 15): `sub_account_pending` and `sub_account_available`, one per
 * currency, owned by the sub-account (`sub_account_id`) under its parent merchant (`merchant_id`).
 * They are never below zero, like a merchant's wallets, and are never counted in the parent's
 * balances (`merchantBalances` reads only accounts without a sub-account).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { ledgerAccounts } from '#db/schema/index.ts';
import type { AccountRef } from './ledger.ts';

export type SubAccountWalletKind = 'sub_account_pending' | 'sub_account_available';

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
