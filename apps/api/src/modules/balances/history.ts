/**
 * The history of the merchant's wallets (POST merchant/balances/view-all, and the exports): one
 * row per posting on one of the merchant's ledger accounts, newest first (the entry's time, its
 * id, the posting's id). Generic over journal entry kinds: payments, settlements, payouts and
 * whatever kinds later modules post all show, labelled by the contract's `movementTypeLabel`.
 *
 * The walk starts from journal_entries' (merchant_id, created_at, id) index (migration 0035) and
 * joins each entry's postings (postings_entry_idx) on the merchant's accounts, so a page reads
 * about its 20 rows whatever the size of the history; days narrow the index range; a type or a
 * reference has its own index (merchant_id, kind, created_at, id) and (merchant_id, reference)
 * (schema/ledger.ts). Amount, currency and description text are checked on the rows walked: a rare
 * one reads further back (docs/SETTLEMENT.md has the figures at a million movements). Reads
 * resume after a key (a row's place in the list) in either direction, from the index: pages
 * (history-pages.ts) and the exports are made of such reads.
 */
import type { BalanceHistoryFilters, BalanceMovement, MovementKey } from '@payrail/contract/balance-history';
import { movementTypeLabel, walletLabel } from '@payrail/contract/balances';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { rawRows, type Tx } from '#db/client.ts';
import { ledgerAccounts } from '#db/schema/index.ts';
import type { Actor, Ctx, RequestAccess } from '#lib/context.ts';
import { startOfLagosDay } from '#modules/settlement/index.ts';

export type BalancesReadCtx = Pick<Ctx, 'deps'> & {
  actor: Pick<Actor, 'merchantId'>;
  access: Pick<RequestAccess, 'subAccountIds'>;
};

export type MovementRow = {
  id: string;
  entry_id: string;
  amount: string;
  currency: string;
  wallet: string;
  type: string;
  reference: string;
  description: string;
  created_at: Date | string;
};

export type { MovementKey };
/** Which way a read goes from its key: `older` in the list's order, `newer` against it. */
export type Direction = 'older' | 'newer';

const REFERENCE = /^[A-Z]{2,5}_[0-9A-Z]{8,32}$/i;
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The filters as conditions on `e` (journal_entries), `p` (postings) and `a` (ledger_accounts),
 * and, when they ask nothing but wallets and a time range, those (`wallets`): a walk of the
 * wallets' postings alone then finds the same rows. The merchant's accounts (in the currency
 * asked) are read first: none, and nothing is walked.
 */
export type HistoryQuery = { where: SQL; wallets: Wallets | null };
/** Postings on `ids` at or after `since` and before `until` (ISO instants). */
export type Wallets = { ids: string[]; since?: string; until?: string };

export async function historyQuery(
  ctx: BalancesReadCtx,
  f: BalanceHistoryFilters,
  currency?: string,
): Promise<HistoryQuery> {
  // A member limited to sub-accounts sees their sub-accounts' wallets, none of the primary
  // account's (as transactions); their entries carry the parent merchant, as the walk reads them.
  const limit = ctx.access.subAccountIds;
  const m = ctx.actor.merchantId;
  const cur = currency ?? f.currency;
  const accounts = await ctx.deps.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, m),
        // Its sub-accounts' wallets are theirs, not the merchant's (issue 15).
        limit ? inArray(ledgerAccounts.subAccountId, [...limit]) : isNull(ledgerAccounts.subAccountId),
        cur ? eq(ledgerAccounts.currency, cur) : undefined,
      ),
    );
  if (!accounts.length) return { where: sql`false`, wallets: null };
  const ids = sql.join(
    accounts.map((a) => sql`${a.id}::uuid`),
    sql`, `,
  );
  const parts: SQL[] = [sql`e.merchant_id = ${m}`, sql`p.account_id in (${ids})`];
  const since = f.start_date ? startOfLagosDay(f.start_date).toISOString() : undefined;
  const until = f.end_date ? startOfLagosDay(nextDay(f.end_date)).toISOString() : undefined;
  if (since) parts.push(sql`e.created_at >= ${since}::timestamptz`);
  if (until) parts.push(sql`e.created_at < ${until}::timestamptz`);
  if (f.type) parts.push(sql`e.kind = ${f.type}`);
  if (f.amount !== undefined) parts.push(sql`abs(p.amount) = ${f.amount}`);
  if (f.search) {
    // A reference is found by its index; other text is looked for in the descriptions.
    const s = f.search.trim();
    parts.push(
      REFERENCE.test(s)
        ? sql`e.reference = ${s.toUpperCase()}`
        : sql`e.description ilike ${`%${likeEscape(s)}%`}`,
    );
  }
  const onlyWallets = !f.type && f.amount === undefined && !f.search;
  return {
    where: sql.join(parts, sql` and `),
    wallets: onlyWallets
      ? { ids: accounts.map((a) => a.id), ...(since ? { since } : {}), ...(until ? { until } : {}) }
      : null,
  };
}

export async function historyWhere(
  ctx: BalancesReadCtx,
  f: BalanceHistoryFilters,
  currency?: string,
): Promise<SQL> {
  return (await historyQuery(ctx, f, currency)).where;
}

const FROM = sql`from journal_entries e
  join postings p on p.entry_id = e.id
  join ledger_accounts a on a.id = p.account_id`;
const ORDER = {
  older: sql`order by e.created_at desc, e.id desc, p.id desc`,
  newer: sql`order by e.created_at, e.id, p.id`,
};

/**
 * The rows strictly past `k` going `direction`. The entry's part of the key is a row comparison
 * on (created_at, id), which the (merchant_id, created_at, id) and (merchant_id, kind, created_at,
 * id) indexes start the walk from; the posting's id only orders the postings of the key's entry.
 */
function past(k: MovementKey | null, direction: Direction): SQL {
  if (!k) return sql``;
  const entry = sql`(${k.at}::timestamptz, ${k.entryId}::uuid)`;
  const posting = sql`${k.id}::uuid`;
  return direction === 'older'
    ? sql` and (e.created_at, e.id) <= ${entry} and ((e.created_at, e.id) < ${entry} or p.id < ${posting})`
    : sql` and (e.created_at, e.id) >= ${entry} and ((e.created_at, e.id) > ${entry} or p.id > ${posting})`;
}

/**
 * A read of the walk. It stops after a page's rows, so parallel workers only cost their start-up
 * (tens of milliseconds measured at a million movements): they are turned off for it.
 */
function walk<T>(ctx: Pick<Ctx, 'deps'>, read: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.deps.db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return read(tx);
  });
}

/**
 * Up to `limit` movements past `key`: the older ones in the list's order, or (`newer`) the newer
 * ones nearest first (against the list's order).
 */
export async function readMovements(
  ctx: Pick<Ctx, 'deps'>,
  where: SQL,
  key: MovementKey | null,
  limit: number,
  direction: Direction = 'older',
): Promise<MovementRow[]> {
  return walk(ctx, (tx) =>
    rawRows<MovementRow>(
      tx,
      sql`select p.id, e.id as entry_id, p.amount::text as amount, p.currency, a.kind as wallet, e.kind as type,
      e.reference, e.description, to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
      ${FROM} where ${where}${past(key, direction)} ${ORDER[direction]} limit ${limit}`,
    ),
  );
}

/**
 * The key of the row `skip` rows into the list (undefined past its end), reading keys only: the
 * offset walk a page number costs when no position is given.
 */
export async function keyAtOffset(
  ctx: Pick<Ctx, 'deps'>,
  where: SQL,
  skip: number,
): Promise<MovementKey | undefined> {
  const [row] = await walk(ctx, (tx) =>
    rawRows<{ at: string; entry_id: string; id: string }>(
      tx,
      sql`select to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, e.id as entry_id, p.id
      ${FROM} where ${where} ${ORDER.older} limit 1 offset ${skip}`,
    ),
  );
  return row ? { at: row.at, entryId: row.entry_id, id: row.id } : undefined;
}

/**
 * keyAtOffset for a list of wallets and a time range only, from the postings' (account, time,
 * entry, posting) index: each wallet's newest `skip + 1` keys, merged in the list's order. A
 * posting carries its entry's instant (both written with one timestamp; verifyLedger checks it),
 * so this is the row the join walk finds, without looking up each entry's postings.
 */
export async function keyAtOffsetOnWallets(
  ctx: Pick<Ctx, 'deps'>,
  w: Wallets & { asOf?: string },
  skip: number,
): Promise<MovementKey | undefined> {
  const bounds = sql.join(
    [
      w.since ? sql` and p.created_at >= ${w.since}::timestamptz` : undefined,
      w.until ? sql` and p.created_at < ${w.until}::timestamptz` : undefined,
      w.asOf ? sql` and p.created_at <= ${w.asOf}::timestamptz` : undefined,
    ].filter((b) => b !== undefined),
    sql``,
  );
  const each = sql.join(
    w.ids.map(
      (id) => sql`(select p.created_at, p.entry_id, p.id from postings p
        where p.account_id = ${id}::uuid${bounds}
        order by p.created_at desc, p.entry_id desc, p.id desc limit ${skip + 1})`,
    ),
    sql` union all `,
  );
  const [row] = await rawRows<{ at: string; entry_id: string; id: string }>(
    ctx.deps.db,
    sql`select to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, m.entry_id, m.id
      from (${each}) m order by m.created_at desc, m.entry_id desc, m.id desc limit 1 offset ${skip}`,
  );
  return row ? { at: row.at, entryId: row.entry_id, id: row.id } : undefined;
}

export const keyOf = (r: MovementRow): MovementKey => ({
  at: iso(r.created_at),
  entryId: r.entry_id,
  id: r.id,
});
const iso = (v: Date | string) => (typeof v === 'string' ? v : v.toISOString());

export function toMovement(r: MovementRow): BalanceMovement {
  return {
    id: r.id,
    ref: r.entry_id,
    type: r.type,
    typeLabel: movementTypeLabel(r.type),
    wallet: r.wallet,
    walletLabel: walletLabel(r.wallet),
    amount: Number(r.amount),
    currency: r.currency,
    reference: r.reference,
    description: r.description,
    createdAt: iso(r.created_at),
  };
}
