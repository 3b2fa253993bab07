/**
 * A split payment's part that is the sub-account's (issue 15): what its payment entry credited to
 * the sub-account's pending wallet (`allocateSplit`'s `subAccount`, net of its part of the fee).
 * Settling writes it on the transaction row in the same transaction as the entry
 * (`transactions.sub_account_share`, migration 0058), so a figure shown is the money the ledger
 * moved, read from the row a stats query already has; 0 for a payment not split.
 */
import { type SQL, sql } from 'drizzle-orm';
import { transactions } from '#db/schema/index.ts';

/** The share of the row of `transactions` in the statement (an SQL expression, minor units). */
export function subAccountShareOf(t: typeof transactions = transactions): SQL<string> {
  return sql<string>`coalesce(${t.subAccountShare}, 0)`;
}
