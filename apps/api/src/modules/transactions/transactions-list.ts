/**
 * A page of the merchant's transactions, newest first (created_at, then id). The spec pages by
 * number (`?page=`); underneath, a page is read by keyset: the position of its first row is found
 * from the (merchant_id, created_at, id) index alone (no row is fetched to be thrown away), then
 * the page's 20 rows are read from that key on. The total is counted up to a cap, never over
 * every row. `asOf` pins the list to what existed when its first page was read (contract
 * transactions.ts), so new payments do not shift the later pages.
 */
import {
  TRANSACTIONS_COUNT_CAP,
  TRANSACTIONS_PER_PAGE,
  type TransactionFilters,
  type TransactionList,
} from '@payrail/contract/transactions';
import { and, eq, getTableColumns, lte, type SQL, sql } from 'drizzle-orm';
import { paymentLinks, transactions } from '#db/schema/index.ts';
import { filterParts, newestFirst, type TransactionReadCtx } from './transaction-filters.ts';
import { toTransaction } from './transaction-view.ts';

/** The count checks channel, currency and amount on at most this many of the newest rows. */
export const COUNT_WINDOW = 20_000;
type Parts = ReturnType<typeof filterParts>;

export type ListInput = { page: number; asOf?: string | undefined; filters: TransactionFilters };

/** The rows of a page, or none when the page is past the end. */
async function pageRows({ deps }: Pick<TransactionReadCtx, 'deps'>, where: SQL, page: number) {
  const skip = (page - 1) * TRANSACTIONS_PER_PAGE;
  let from: SQL | undefined;
  if (skip > 0) {
    const [first] = await deps.db
      .select({ at: transactions.createdAt, id: transactions.id })
      .from(transactions)
      .where(where)
      .orderBy(...newestFirst)
      .limit(1)
      .offset(skip);
    if (!first) return [];
    from = sql`(${transactions.createdAt}, ${transactions.id}) <= (${first.at.toISOString()}::timestamptz, ${first.id}::uuid)`;
  }
  return deps.db
    .select({ t: getTableColumns(transactions), ref: paymentLinks.ref, fields: paymentLinks.customFields })
    .from(transactions)
    .leftJoin(paymentLinks, eq(paymentLinks.id, transactions.linkId))
    .where(from ? and(where, from) : where)
    .orderBy(...newestFirst)
    .limit(TRANSACTIONS_PER_PAGE);
}

/**
 * How many rows match, up to the cap, and whether there may be more. Conditions an index serves
 * find their rows directly; the others (channel, currency, amount) are checked on at most the
 * newest COUNT_WINDOW rows the first select, so a rare combination never reads the whole history
 * for a count: past the window the total is "at least" (`totalCapped`).
 */
async function cappedCount({ deps }: Pick<TransactionReadCtx, 'deps'>, parts: Parts) {
  const cap = TRANSACTIONS_COUNT_CAP;
  if (!parts.residual) {
    const matching = deps.db
      .select({ one: sql`1`.as('one') })
      .from(transactions)
      .where(parts.indexed)
      .limit(cap + 1)
      .as('matching');
    const [row] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(matching);
    const n = Number(row?.n ?? 0);
    return { total: Math.min(n, cap), totalCapped: n > cap };
  }
  const window = deps.db
    .select({ hit: sql<boolean>`(${parts.residual})`.as('hit') })
    .from(transactions)
    .where(parts.indexed)
    .orderBy(...newestFirst)
    .limit(COUNT_WINDOW)
    .as('window');
  const [row] = await deps.db
    .select({
      n: sql<number>`(count(*) filter (where ${sql.identifier('hit')}))::int`,
      read: sql<number>`count(*)::int`,
    })
    .from(window);
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, cap), totalCapped: n > cap || Number(row?.read ?? 0) >= COUNT_WINDOW };
}

/** The primary account's transactions the filters select, one page of them. */
export async function listTransactions(ctx: TransactionReadCtx, input: ListInput): Promise<TransactionList> {
  const asOf = input.asOf ? new Date(input.asOf) : ctx.deps.clock.now();
  const before = lte(transactions.createdAt, asOf);
  const { indexed, residual } = filterParts(ctx, input.filters);
  const parts = { indexed: and(indexed, before)!, residual };
  const where = residual ? and(parts.indexed, residual)! : parts.indexed;
  const [rows, count] = await Promise.all([pageRows(ctx, where, input.page), cappedCount(ctx, parts)]);
  // A count bounded by its window never says less than the rows already shown.
  const shown = (input.page - 1) * TRANSACTIONS_PER_PAGE + rows.length;
  return {
    items: rows.map((r) => ({ ...toTransaction(r.t, r.ref, r.fields ?? undefined), id: r.t.id })),
    page: input.page,
    perPage: TRANSACTIONS_PER_PAGE,
    total: rows.length ? Math.max(count.total, Math.min(shown, TRANSACTIONS_COUNT_CAP)) : count.total,
    totalCapped: count.totalCapped,
    asOf: asOf.toISOString(),
  };
}

/**
 * The sub-accounts' transactions. No checkout is taken for a sub-account yet (their payment links
 * come with the sub-accounts issue), so the list is empty, not missing; the page has the same shape.
 */
export async function listSubAccountTransactions(
  ctx: Pick<TransactionReadCtx, 'deps'>,
  input: Omit<ListInput, 'filters'>,
): Promise<TransactionList> {
  return {
    items: [],
    page: input.page,
    perPage: TRANSACTIONS_PER_PAGE,
    total: 0,
    totalCapped: false,
    asOf: input.asOf ?? ctx.deps.clock.now().toISOString(),
  };
}
