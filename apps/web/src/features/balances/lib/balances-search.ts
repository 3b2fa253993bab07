/**
 * Search params of /payments/balances: the history's filters (spec 001 §3: start_date, end_date,
 * amount, currency, search, type) and page, held in the URL so a filtered history can be shared
 * and survives a reload; a value that is not valid falls back to none. `amount` is in minor units,
 * as the API takes it. Past page 1 the URL also holds the first page's `asOf` and the position the
 * page was reached from (`after`: the previous page's `next`; `before`: the next page's
 * `previous`), so the API reads a deep page from its place instead of walking every row before
 * it; a page number alone still works. zod/mini: route search schemas load with the first page.
 */
import type { BalanceHistoryFilters } from '@payrail/contract/balance-history';
import { CURRENCIES, type Currency } from '@payrail/contract/money';
import * as z from 'zod/mini';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const optional = <T extends z.core.$ZodType>(schema: T) => z.catch(z.optional(schema), undefined);
const CODES = Object.keys(CURRENCIES) as [Currency, ...Currency[]];
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** The API's `next`/`previous` (contract balance-history.ts); another value is dropped. */
const CURSOR = new RegExp(`^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z_${UUID}_${UUID}$`);

/** The movement types offered in the filter; the API takes any entry kind. */
export const MOVEMENT_TYPES = [
  'payment',
  'settlement',
  'payout',
  'payout_reversal',
  'refund',
  'conversion',
] as const;
/** The currencies with a card of their own on the page. */
export const CARD_CURRENCIES = ['NGN', 'USD'] as const satisfies readonly Currency[];

export const BalancesSearch = z.object({
  start_date: optional(z.string().check(z.regex(DAY))),
  end_date: optional(z.string().check(z.regex(DAY))),
  amount: optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER))),
  currency: optional(z.enum(CODES)),
  search: optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  type: optional(z.string().check(z.regex(/^[a-z][a-z0-9_]{0,39}$/))),
  page: optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
  asOf: optional(z.string().check(z.regex(INSTANT))),
  after: optional(z.string().check(z.regex(CURSOR))),
  before: optional(z.string().check(z.regex(CURSOR))),
});
export type BalancesSearch = z.infer<typeof BalancesSearch>;

/** No control character and no lone surrogate: what the API refuses in one-line text. */
function storable(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return false;
    const next = s.charCodeAt(i + 1);
    if (c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) i++;
    else if (c >= 0xd800 && c <= 0xdfff) return false;
  }
  return true;
}

/** The filters the API is sent: those set and valid together (a backwards day range is dropped). */
export function filtersOf(s: BalancesSearch): BalanceHistoryFilters {
  const days = !(s.start_date && s.end_date && s.start_date > s.end_date);
  const f: BalanceHistoryFilters = {};
  if (days && s.start_date) f.start_date = s.start_date;
  if (days && s.end_date) f.end_date = s.end_date;
  if (s.amount !== undefined) f.amount = s.amount;
  if (s.currency) f.currency = s.currency;
  if (s.search && storable(s.search)) f.search = s.search;
  if (s.type) f.type = s.type;
  return f;
}

export const hasFilters = (s: BalancesSearch) => Object.keys(filtersOf(s)).length > 0;

/** What the list reads for the URL: filters, page and, past the first page, where it starts. */
export type HistoryView = {
  filters: BalanceHistoryFilters;
  page: number;
  asOf?: string;
  after?: string;
  before?: string;
};

export function historyView(s: BalancesSearch): HistoryView {
  const page = s.page ?? 1;
  const view: HistoryView = { filters: filtersOf(s), page };
  // The first page always reads the list afresh; later pages keep to the first page's moment.
  if (page === 1) return view;
  if (s.asOf) view.asOf = s.asOf;
  if (s.after) view.after = s.after;
  else if (s.before) view.before = s.before;
  return view;
}

export { pagingTo } from '#lib/list-paging.ts';
