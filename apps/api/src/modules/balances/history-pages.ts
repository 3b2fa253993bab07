/**
 * A page of the wallets' history (POST merchant/balances/view-all; the contract's
 * balance-history.ts says what the caller sends). Three ways to a page, one result:
 *
 * - `after` (the previous page's `next`): the page is the 20 rows past that key, read from the
 *   index where the key sits: page 50 costs what page 1 does.
 * - `before` (the next page's `previous`): the 20 rows before that key, read against the list's
 *   order and turned round. Fewer than 20 before it means the key was in the first page: the first
 *   page is read instead.
 * - `?page=N` alone (the spec's call, a link or a reload without a cursor): the key of the row
 *   before the page is found by reading keys only (an offset walk, which grows with N), then the
 *   page is read from it. With no filter but currency and days, the keys are the wallets' postings
 *   in their own index; with a type, an amount or a search, the entries walked.
 *
 * `asOf`, when sent, leaves out entries created after it, so the pages of one list are cut from
 * the same rows whichever way they are reached; without it every row is listed, as before.
 */
import {
  BALANCE_HISTORY_PER_PAGE,
  type BalanceHistory,
  type BalanceHistoryFilters,
  type MovementKey,
  movementCursor,
  movementKeyOf,
} from '@payrail/contract/balance-history';
import { type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '#lib/context.ts';
import {
  type BalancesReadCtx,
  type HistoryQuery,
  historyQuery,
  keyAtOffset,
  keyAtOffsetOnWallets,
  keyOf,
  type MovementRow,
  readMovements,
  toMovement,
} from './history.ts';

const PER = BALANCE_HISTORY_PER_PAGE;

export type HistoryPageInput = {
  page: number;
  filters: BalanceHistoryFilters;
  asOf?: string | undefined;
  after?: string | undefined;
  before?: string | undefined;
};

/** The key of the row just before page `page` (null for the first page; undefined: past the end). */
async function pageStart(ctx: Pick<Ctx, 'deps'>, q: Query, page: number) {
  if (page <= 1) return null;
  const skip = (page - 1) * PER - 1;
  return q.wallets
    ? keyAtOffsetOnWallets(ctx, { ...q.wallets, ...(q.asOf ? { asOf: q.asOf } : {}) }, skip)
    : keyAtOffset(ctx, q.where, skip);
}

/** The filters' query, cut at `asOf` when the caller sent one. */
type Query = HistoryQuery & { asOf?: string };

/** The page's rows (at most PER) and whether rows come before and after them. */
type Page = { rows: MovementRow[]; before: boolean; after: boolean };

async function olderThan(ctx: Pick<Ctx, 'deps'>, where: SQL, key: MovementKey | null): Promise<Page> {
  const rows = await readMovements(ctx, where, key, PER + 1);
  return { rows: rows.slice(0, PER), before: key !== null, after: rows.length > PER };
}

async function newerThan(ctx: Pick<Ctx, 'deps'>, where: SQL, key: MovementKey): Promise<Page> {
  const rows = await readMovements(ctx, where, key, PER + 1, 'newer');
  if (rows.length < PER) return olderThan(ctx, where, null);
  // The key's own row follows the page; if it no longer matches, ask the index whether any does.
  const last = rows[PER - 1]!;
  const after = (await readMovements(ctx, where, keyOf(last), 1)).length > 0;
  return { rows: rows.slice(0, PER).reverse(), before: rows.length > PER, after };
}

async function byNumber(ctx: Pick<Ctx, 'deps'>, q: Query, page: number): Promise<Page> {
  const start = await pageStart(ctx, q, page);
  if (start === undefined) return { rows: [], before: page > 1, after: false };
  return olderThan(ctx, q.where, start);
}

export async function listMovements(ctx: BalancesReadCtx, input: HistoryPageInput): Promise<BalanceHistory> {
  const asOf = input.asOf ? new Date(input.asOf) : ctx.deps.clock.now();
  const filtered = await historyQuery(ctx, input.filters);
  const where = input.asOf
    ? sql`${filtered.where} and e.created_at <= ${asOf.toISOString()}::timestamptz`
    : filtered.where;
  const query: Query = {
    where,
    wallets: filtered.wallets,
    ...(input.asOf ? { asOf: asOf.toISOString() } : {}),
  };
  const after = input.after ? movementKeyOf(input.after) : undefined;
  const before = input.before ? movementKeyOf(input.before) : undefined;
  const page = after
    ? await olderThan(ctx, where, after)
    : before
      ? await newerThan(ctx, where, before)
      : await byNumber(ctx, query, input.page);
  // A page before which nothing comes is the first, whatever number the caller gave it.
  const number = before && !page.before ? 1 : input.page;
  const first = page.rows[0];
  const last = page.rows.at(-1);
  return {
    items: page.rows.map(toMovement),
    page: number,
    perPage: PER,
    hasMore: page.after,
    asOf: asOf.toISOString(),
    next: page.after && last ? movementCursor(keyOf(last)) : null,
    previous: page.before && first ? movementCursor(keyOf(first)) : null,
  };
}
