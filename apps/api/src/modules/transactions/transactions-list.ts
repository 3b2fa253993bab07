/**
 * A page of the merchant's transactions, newest first (created_at, then id). The spec pages by
 * number (`?page=`); underneath, a page is read by keyset: the position of its first row is found
 * from the (merchant_id, created_at, id) index alone (no row is fetched to be thrown away), then
 * the page's 20 rows are read from that key on, with the total counted up to a cap (never over
 * every row) in the same statement. A page reached from the one before or after it (`after` its
 * `next`, `before` its `previous`) enters the index at that row's key: page 500 costs what page 1
 * does. `asOf` pins the list to what existed when its first page was read (contract
 * transactions.ts), so new payments do not shift the later pages.
 */

import { CURRENCIES } from '@payrail/contract/money';
import {
  type TransactionKey,
  transactionCursor,
  transactionKeyOf,
} from '@payrail/contract/transaction-paging';
import {
  TRANSACTIONS_PER_PAGE as PER,
  TRANSACTIONS_COUNT_CAP,
  type TransactionFilters,
  type TransactionList,
} from '@payrail/contract/transactions';
import { and, asc, eq, lte, type SQL, sql } from 'drizzle-orm';
import { merchantDayStats, paymentLinks, subAccounts, transactions } from '#db/schema/index.ts';
import {
  filterParts,
  newestFirst,
  type RollupCounted,
  type TransactionReadCtx,
  type TransactionsScope,
} from './transaction-filters.ts';
import { toTransaction, transactionViewColumns } from './transaction-view.ts';

/** The count checks channel, currency and amount on at most this many of the newest rows. */
export const COUNT_WINDOW = 20_000;
type Parts = ReturnType<typeof filterParts>;

export type ListInput = {
  page: number;
  asOf?: string | undefined;
  /** A page's `next` (this page follows it) or `previous` (this page comes before it). */
  after?: string | undefined;
  before?: string | undefined;
  filters: TransactionFilters;
  /** The primary account's (the default) or the sub-accounts' transactions. */
  scope?: Exclude<TransactionsScope, 'all'>;
};

/**
 * The count's SQL: `[matching, read]`, matching up to the cap + 1. Conditions an index serves find
 * their rows directly, in the list's order where an index gives it (the count then reads that index
 * alone and stops at the cap; unordered, the planner may read the table itself: 11 ms at 1M rows
 * against 3.4). The others (channel or currency alone, amount) are checked on at most the newest
 * COUNT_WINDOW rows the first selects, so a rare combination never reads the whole history for a
 * count: past the window the total is "at least" (`totalCapped`). Either is skipped when the day
 * rollup already counts more than the cap (`pastTheCap`).
 */
function countSql({ deps }: Pick<TransactionReadCtx, 'deps'>, parts: Parts, asOf: Date): SQL<number[]> {
  let counted: SQL;
  if (!parts.residual) {
    const matching = deps.db
      .select({ one: sql`1` })
      .from(transactions)
      .where(parts.indexed)
      .orderBy(...(parts.inListOrder ? newestFirst : []))
      .limit(TRANSACTIONS_COUNT_CAP + 1);
    counted = sql`(select array[count(*), 0]::int[] from (${matching}) matching)`;
  } else {
    const window = deps.db
      .select({ hit: sql<boolean>`(${parts.residual})`.as('hit') })
      .from(transactions)
      .where(parts.indexed)
      .orderBy(...newestFirst)
      .limit(COUNT_WINDOW);
    counted = sql`(select array[count(*) filter (where hit), count(*)]::int[] from (${window}) counted)`;
  }
  if (!parts.rollup) return sql<number[]>`${counted}`;
  return sql<
    number[]
  >`(select case when ${pastTheCap(parts.rollup, asOf)} then array[${TRANSACTIONS_COUNT_CAP + 1}, 0]::int[] else ${counted} end)`;
}

/** What the rollup counts of a list's rows, by its status filter (none: every payment and failure). */
const ROLLUP_MEASURE = {
  any: sql`${merchantDayStats.paid} + ${merchantDayStats.failed}`,
  success: sql`${merchantDayStats.paid} - ${merchantDayStats.underpaid}`,
  underpaid: sql`${merchantDayStats.underpaid}`,
  failed: sql`${merchantDayStats.failed}`,
};

/**
 * Whether the merchant's day rollup already counts more than the cap of a list's rows in the 31
 * days to its last day (the day before `asOf`'s, or the `to` filter's if earlier), or, when those
 * 31 days hold more than a twelfth of the cap, in the year to it. It counts payments on the day
 * they were paid (on or after the day their row was created) and failures on the day they began,
 * all before `asOf`, each in the list, so it never says more than the list holds: a busy
 * merchant's list is then capped from a few hundred rollup rows instead of 10,001 index entries
 * (1.7–3 ms of PostgreSQL a page load at 1M rows), and a rarer channel and currency from a year's
 * (365 rows, 0.2 ms). The year is read only when the month makes a capped year likely, so a quiet
 * merchant's list does not pay for it. The rollup counts the sub-accounts' payments too, which the
 * primary list leaves out: a merchant with sub-accounts is counted exactly. Otherwise the count
 * runs (PostgreSQL evaluates a CASE's branch and its sub-selects only when it is reached).
 */
function pastTheCap(r: RollupCounted, asOf: Date): SQL {
  const s = merchantDayStats;
  const before = sql`lagos_day(${asOf.toISOString()}::timestamptz) - 1`;
  const last = r.to ? sql`least(${before}, ${r.to}::date)` : before;
  const currencies = r.currency
    ? sql`${r.currency}`
    : sql.join(
        Object.keys(CURRENCIES).map((c) => sql`${c}`),
        sql`, `,
      );
  const none = sql`not exists (select 1 from ${subAccounts} where ${subAccounts.merchantId} = ${r.merchantId}::uuid)`;
  const channel = r.channel ? sql` and ${s.channel} = ${r.channel}` : sql``;
  const counted = (days: number) =>
    sql`(select coalesce(sum(${ROLLUP_MEASURE[r.status ?? 'any']}), 0) from ${s}
      where ${s.merchantId} = ${r.merchantId}::uuid and ${s.currency} in (${currencies})${channel}
        and ${s.day} between ${last} - ${sql.raw(String(days - 1))} and ${last})`;
  const cap = TRANSACTIONS_COUNT_CAP;
  return sql`(${none} and (select case when month > ${cap} then true
      when month * 12 > ${cap} then ${counted(366)} > ${cap} else false end
    from (select ${counted(31)} as month) m))`;
}

function capped([n = 0, read = 0]: number[]) {
  const cap = TRANSACTIONS_COUNT_CAP;
  return { total: Math.min(n, cap), totalCapped: n > cap || read >= COUNT_WINDOW };
}

/** Where a page's rows start: past `skip` rows (`?page=` alone), or either side of a row's key. */
type Start = { skip: number } | { after: TransactionKey } | { before: TransactionKey };

const position = sql`(${transactions.createdAt}, ${transactions.id})`;
const keyOf = (k: TransactionKey) => sql`(${k.at}::timestamptz, ${k.id}::uuid)`;

/**
 * The rows of a page (PER + 1 of them, to know whether more follow) and the capped count, in one
 * statement (one round trip: the server's CPU per request is mostly its socket writes, one per
 * statement). By number, a deep page starts at the key of its first row, found from the
 * (merchant_id, created_at, id) index alone in a sub-select (no row is fetched to be thrown
 * away); from a key, the index is entered at the key. `before` reads against the list's order (the
 * rows nearest the key) and says whether any row still follows them (the key's own, or older).
 */
async function readPage(
  ctx: Pick<TransactionReadCtx, 'deps'>,
  { parts, where, asOf }: { parts: Parts; where: SQL; asOf: Date },
  start: Start,
) {
  const { db } = ctx.deps;
  let from: SQL | undefined;
  if ('after' in start) from = sql`${position} < ${keyOf(start.after)}`;
  else if ('before' in start) from = sql`${position} > ${keyOf(start.before)}`;
  else if (start.skip > 0) {
    const first = db
      .select({ at: transactions.createdAt, id: transactions.id })
      .from(transactions)
      .where(where)
      .orderBy(...newestFirst)
      .limit(1)
      .offset(start.skip);
    from = sql`${position} <= (${first})`;
  }
  const older =
    'before' in start
      ? sql<boolean>`exists (select 1 from ${transactions} where ${where} and ${position} <= ${keyOf(start.before)})`
      : sql<boolean>`false`;
  const order = 'before' in start ? [asc(transactions.createdAt), asc(transactions.id)] : newestFirst;
  return db
    .select({
      t: transactionViewColumns,
      at: sql<string>`to_char(${transactions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      ref: paymentLinks.ref,
      fields: paymentLinks.customFields,
      sub: { slug: subAccounts.slug, name: subAccounts.name },
      counted: countSql(ctx, parts, asOf).as('counted'),
      older: older.as('older'),
    })
    .from(transactions)
    .leftJoin(paymentLinks, eq(paymentLinks.id, transactions.linkId))
    .leftJoin(subAccounts, eq(subAccounts.id, transactions.subAccountId))
    .where(from ? and(where, from) : where)
    .orderBy(...order)
    .limit(PER + 1);
}
type Row = Awaited<ReturnType<typeof readPage>>[number];

/**
 * A page's rows and what lies either side of them. From `before`, fewer than a page of rows means
 * the key was on the first page: the first page is read instead.
 */
async function pageAndCount(
  ctx: Pick<TransactionReadCtx, 'deps'>,
  q: { parts: Parts; where: SQL; asOf: Date },
  page: number,
  start: Start,
): Promise<{ rows: Row[]; page: number; before: boolean; after: boolean; count: number[] }> {
  const got = await readPage(ctx, q, start);
  if ('before' in start) {
    if (got.length < PER) return pageAndCount(ctx, q, 1, { skip: 0 });
    const rows = got.slice(0, PER).reverse();
    // A page before which nothing comes is the first, whatever number the caller gave it.
    const before = got.length > PER;
    return { rows, page: before ? page : 1, before, after: got[0]!.older, count: got[0]!.counted };
  }
  const rows = got.slice(0, PER);
  const before = 'after' in start || start.skip > 0;
  if (rows.length) return { rows, page, before, after: got.length > PER, count: rows[0]!.counted };
  // Past the end: no row carries the count, so it is asked on its own.
  const db = ctx.deps.db;
  const [alone] = await db
    .select({ counted: countSql(ctx, q.parts, q.asOf).as('counted') })
    .from(sql`(select 1) one`);
  return { rows, page, before, after: false, count: alone?.counted ?? [] };
}

/**
 * The transactions the filters select in a scope, one page of them: the primary account's own
 * (no sub-account), or the sub-accounts' (a member limited to sub-accounts: only theirs), each
 * row naming its sub-account.
 */
export async function listTransactions(ctx: TransactionReadCtx, input: ListInput): Promise<TransactionList> {
  const asOf = input.asOf ? new Date(input.asOf) : ctx.deps.clock.now();
  const before = lte(transactions.createdAt, asOf);
  const filtered = filterParts(ctx, input.filters, input.scope ?? 'primary');
  const parts = { ...filtered, indexed: and(filtered.indexed, before)! };
  const where = parts.residual ? and(parts.indexed, parts.residual)! : parts.indexed;
  const after = input.after ? transactionKeyOf(input.after) : undefined;
  const previous = input.before ? transactionKeyOf(input.before) : undefined;
  const start: Start = after ? { after } : previous ? { before: previous } : { skip: (input.page - 1) * PER };
  const got = await pageAndCount(ctx, { parts, where, asOf }, input.page, start);
  const count = capped(got.count);
  // A count bounded by its window never says less than the rows already shown.
  const shown = (got.page - 1) * PER + got.rows.length;
  const first = got.rows[0];
  const last = got.rows.at(-1);
  return {
    items: got.rows.map((r) => ({
      ...toTransaction(r.t, r.ref, r.fields ?? undefined),
      id: r.t.id,
      subAccount: r.sub?.slug ? { slug: r.sub.slug, name: r.sub.name } : null,
    })),
    page: got.page,
    perPage: PER,
    total: got.rows.length ? Math.max(count.total, Math.min(shown, TRANSACTIONS_COUNT_CAP)) : count.total,
    totalCapped: count.totalCapped,
    asOf: asOf.toISOString(),
    next: got.after && last ? transactionCursor({ at: last.at, id: last.t.id }) : null,
    previous: got.before && first ? transactionCursor({ at: first.at, id: first.t.id }) : null,
  };
}
