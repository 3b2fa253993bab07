/**
 * A journal entry with at most one cached balance (a payment: clearing, fees and one wallet) as
 * data-modifying CTEs: the entry, the wallet's conditional balance move and the postings. They run
 * alone (`postInOneStatement`, inside the caller's transaction) or inside a larger statement that
 * settles a payment in one round trip (checkout/settle-card.ts).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { namedRows } from '../checkout/prepared.ts';
import { type Entry, existingEntry, insufficientFunds, type Line } from './ledger.ts';

export type Resolved = Line & { id: string };

/**
 * `e` (the entry, absent when one of its kind and reference exists), `m` (the wallet's move, only
 * when `e` was inserted and the balance may take it) and `p` (the postings). `gate`, when given,
 * is a CTE name: nothing is written unless it returned a row.
 */
export function entryCtes(
  entry: Entry,
  lines: Resolved[],
  wallet: Resolved | undefined,
  at: string,
  gate?: string,
): SQL {
  const values = sql.join(
    lines.map((l) => sql`(${l.id}::uuid, ${l.account.currency}, ${l.amount.toString()}::bigint)`),
    sql`, `,
  );
  const from = gate ? sql` from ${sql.identifier(gate)}` : sql``;
  const move = wallet
    ? sql`update ledger_accounts set balance = balance + ${wallet.amount.toString()}::bigint
        where id = ${wallet.id} and balance + ${wallet.amount.toString()}::bigint >= 0
          and exists (select 1 from e)
        returning id`
    : sql`select null::uuid as id where false`;
  return sql`e as (
      insert into journal_entries (merchant_id, kind, reference, description, created_at)
      select ${entry.merchantId}::uuid, ${entry.kind}, ${entry.reference}, ${entry.description ?? ''}, ${at}::timestamptz${from}
      on conflict do nothing
      returning id
    ), m as (${move}), p as (
      insert into postings (entry_id, account_id, currency, amount, created_at)
      select e.id, v.account_id, v.currency, v.amount, ${at}::timestamptz
      from e, (values ${values}) as v (account_id, currency, amount)
    )`;
}

/** The entry in ONE statement of the caller's transaction; a wallet that would go negative throws. */
export async function postInOneStatement(
  tx: Tx,
  now: Date,
  entry: Entry,
  lines: Resolved[],
  wallet: Resolved | undefined,
): Promise<{ entryId: string; duplicate: boolean }> {
  const [row] = await namedRows<{ id: string | null; moved: number | string }>(
    tx,
    sql`with ${entryCtes(entry, lines, wallet, now.toISOString())}
        select (select id from e) as id, (select count(*) from m) as moved`,
  );
  if (!row?.id) return { entryId: await existingEntry(tx, entry), duplicate: true };
  if (wallet && Number(row.moved) !== 1) throw insufficientFunds();
  return { entryId: row.id, duplicate: false };
}
