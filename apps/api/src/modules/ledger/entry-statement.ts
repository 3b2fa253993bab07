/**
 * A journal entry whose cached balances are one wallet (a payment: clearing, fees and one wallet),
 * or only credits (a split payment, issue 15: the merchant's and a sub-account's pending) as
 * data-modifying CTEs: the entry, the wallets' balance moves and the postings. They run
 * alone (`postInOneStatement`, inside the caller's transaction) or inside a larger statement that
 * settles a payment in one round trip (settlement/settle-card.ts).
 */
import { randomInt } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import {
  CREDIT_SHARDS,
  journalEntries,
  ledgerAccounts,
  ledgerCreditShards,
  postings,
} from '#db/schema/index.ts';
import { namedRows } from '#lib/prepared.ts';
import { col, cols } from '#lib/sql-names.ts';
import {
  assertBalanced,
  type Entry,
  existingEntry,
  insufficientFunds,
  type Line,
  NEGATIVE_ALLOWED,
  resolveEntry,
} from './ledger.ts';

export type Resolved = Line & { id: string };

/** An entry whose shape a one-statement posting cannot carry whole. */
export class UnsupportedEntryError extends Error {}

/**
 * An entry for a statement that runs outside any transaction (settlement/settle-card.ts), where
 * nothing rolls back a part that fails: it must balance (`assertBalanced`, as `post()` checks), and
 * its lines on cached balances must all be credits (a debit could find the balance short after the
 * rest was written; a credit always lands). Anything else throws before a statement is built.
 * `wallets` are those credits in lock order (a split payment has two), `wallet` the first.
 */
export async function standaloneEntry(
  db: Db,
  entry: Entry,
): Promise<{ lines: Resolved[]; wallet: Resolved | undefined; wallets: Resolved[] }> {
  assertBalanced(entry.lines);
  const { lines, cached } = await resolveEntry(db, entry);
  const what = `entry ${entry.kind} ${entry.reference}`;
  if (cached.some((w) => w.amount < 0n))
    throw new UnsupportedEntryError(`${what} debits a cached balance; one statement only credits them`);
  return { lines, wallet: cached[0], wallets: cached };
}

/**
 * The statement that moves a cached balance by the line's amount, answering one row (`id`) when it
 * moved. A credit adds to one of the account's credit shards, chosen at random: no check is needed
 * (a credit cannot take a balance below zero) and concurrent credits rarely share a row. A debit
 * updates the account's row only if `balance` plus its shards stays at or above zero; PostgreSQL
 * re-checks the row after taking its lock, so two debits cannot overdraw it, and the shards only
 * grow meanwhile (a stale sum of them is on the safe side). `onlyIf`: nothing moves unless it holds.
 */
export function balanceMove(l: Resolved, onlyIf?: SQL): SQL {
  const x = l.amount.toString();
  const s = ledgerCreditShards;
  if (l.amount > 0n)
    return sql`insert into ${s} (${cols(s.accountId, s.shard, s.amount)})
      select ${l.id}::uuid, ${randomInt(CREDIT_SHARDS)}::smallint, ${x}::bigint${onlyIf ? sql` where ${onlyIf}` : sql``}
      on conflict (${cols(s.accountId, s.shard)}) do update set ${col(s.amount)} = ${s.amount} + excluded.${col(s.amount)}
      returning ${s.accountId} as id`;
  const a = ledgerAccounts;
  return sql`update ${a} set ${col(a.balance)} = ${a.balance} + ${x}::bigint
    where ${a.id} = ${l.id}
      and ${a.balance} + coalesce((select sum(${s.amount}) from ${s} where ${s.accountId} = ${l.id}), 0)
        + ${x}::bigint >= 0${onlyIf ? sql` and ${onlyIf}` : sql``}
    returning ${a.id} as id`;
}

/** The names of entryCtes' CTEs, for a statement that reads them (settle-card.ts). */
export const ENTRY_CTE = { entry: 'e', move: 'm', postings: 'p' } as const;
const E = sql.identifier(ENTRY_CTE.entry);
const M = sql.identifier(ENTRY_CTE.move);
const P = sql.identifier(ENTRY_CTE.postings);

/**
 * `e` (the entry, absent when one of its kind and reference exists), `m` (the first wallet's move,
 * only when `e` was inserted and the balance may take it; `m2`, `m3`… the other wallets', which
 * must be credits) and `p` (the postings, only when every wallet moved). `gate`, when given,
 * is a CTE name: nothing is written unless it returned a row. `wallet` must be the entry's only
 * line on a cached balance, or `wallets` all of them (throws otherwise: a cached line it does not
 * move would be posted without its balance moving).
 */
export function entryCtes(
  entry: Entry,
  lines: Resolved[],
  wallet: Resolved | readonly Resolved[] | undefined,
  at: string,
  gate?: string,
): SQL {
  const wallets: readonly Resolved[] = wallet === undefined ? [] : 'id' in wallet ? [wallet] : wallet;
  for (const l of lines)
    if (!wallets.includes(l) && !NEGATIVE_ALLOWED.has(l.account.kind))
      throw new UnsupportedEntryError(
        `entry ${entry.kind} ${entry.reference}: its ${l.account.kind} line is not the statement's wallet`,
      );
  if (wallets.slice(1).some((w) => w.amount < 0n))
    throw new UnsupportedEntryError(
      `entry ${entry.kind} ${entry.reference}: only its first wallet may be a debit`,
    );
  const values = sql.join(
    lines.map((l) => sql`(${l.id}::uuid, ${l.account.currency}, ${l.amount.toString()}::bigint)`),
    sql`, `,
  );
  const from = gate ? sql` from ${sql.identifier(gate)}` : sql``;
  const [first, ...more] = wallets;
  const move = first
    ? balanceMove(first, sql`exists (select 1 from ${E})`)
    : sql`select null::uuid as id where false`;
  const others = more.map((w, i) => ({
    name: sql.identifier(`${ENTRY_CTE.move}${i + 2}`),
    move: balanceMove(w, sql`exists (select 1 from ${E})`),
  }));
  const otherMoves = sql.join(
    others.map((o) => sql`, ${o.name} as (${o.move})`),
    sql``,
  );
  // The postings only with the wallets' moves: when one does not happen the entry is left without
  // postings, which the database refuses at commit (migration 0023), so nothing is written.
  const moved = first
    ? sql` where exists (select 1 from ${M})${sql.join(
        others.map((o) => sql` and exists (select 1 from ${o.name})`),
        sql``,
      )}`
    : sql``;
  const j = journalEntries;
  const p = postings;
  return sql`${E} as (
      insert into ${j} (${cols(j.merchantId, j.kind, j.reference, j.description, j.createdAt)})
      select ${entry.merchantId}::uuid, ${entry.kind}, ${entry.reference}, ${entry.description ?? ''}, ${at}::timestamptz${from}
      on conflict do nothing
      returning ${j.id} as id
    ), ${M} as (${move})${otherMoves}, ${P} as (
      insert into ${p} (${cols(p.entryId, p.accountId, p.currency, p.amount, p.createdAt)})
      select ${E}.id, v.account_id, v.currency, v.amount, ${at}::timestamptz
      from ${E}, (values ${values}) as v (account_id, currency, amount)${moved}
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
        select (select id from ${E}) as id, (select count(*) from ${M}) as moved`,
  );
  if (!row?.id) return { entryId: await existingEntry(tx, entry), duplicate: true };
  if (wallet && Number(row.moved) !== 1) throw insufficientFunds();
  return { entryId: row.id, duplicate: false };
}
