/**
 * A split payment's part that is the sub-account's (issue 15): what its payment entry credited to
 * the sub-account's pending wallet (`allocateSplit`'s `subAccount`, net of its part of the fee), read
 * from the ledger rather than worked out again, so a figure shown is the money it received. The
 * payment entry is found by its unique (kind, reference); 0 for a payment not split.
 */
import { type SQL, sql } from 'drizzle-orm';
import { journalEntries, ledgerAccounts, postings, transactions } from '#db/schema/index.ts';

/** The share of the row of `transactions` in the statement (an SQL expression, minor units). */
export function subAccountShareOf(t: typeof transactions = transactions): SQL<string> {
  const e = journalEntries;
  const p = postings;
  const a = ledgerAccounts;
  return sql<string>`coalesce((select sum(${p.amount}) from ${e}
      join ${p} on ${p.entryId} = ${e.id}
      join ${a} on ${a.id} = ${p.accountId}
    where ${e.kind} = 'payment' and ${e.reference} = ${t.reference}
      and ${a.kind} = 'sub_account_pending' and ${a.subAccountId} = ${t.subAccountId}), 0)`;
}
