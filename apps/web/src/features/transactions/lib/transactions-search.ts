/**
 * Search params of /payments/transactions (spec 001 §2: scope, primary or sub-account, primary by
 * default) and the list's filters and page, held in the URL so a filtered list can be shared and
 * survives a reload. A value that is not valid falls back to its default (no filter, page 1,
 * primary). Amounts are minor units, as the API takes them. Past page 1 the URL also holds `asOf`,
 * the moment the list's first page was read, and the position the page was reached from (`after`:
 * the previous page's `next`; `before`: the next page's `previous`; #lib/list-paging.ts), so the
 * API reads a deep page from its place (contract transactions.ts). zod/mini: route search schemas
 * load with the first page.
 */
import type { TransactionFilters } from '@payrail/contract/transactions';
import * as z from 'zod/mini';

export const SCOPES = ['primary', 'sub-account'] as const;
export type Scope = (typeof SCOPES)[number];
export const STATUSES = [
  'success',
  'underpaid',
  'failed',
  'pending',
  'otp_required',
  'awaiting_transfer',
] as const;
export const CHANNELS = ['card', 'bank_transfer', 'ussd'] as const;
export const FILTER_CURRENCIES = ['NGN', 'USD'] as const;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const REF = /^PL-[0-9A-Z]{10}$/;
/** The API's `next`/`previous` (contract transactions.ts); another value is dropped. */
const CURSOR =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const optional = <T extends z.core.$ZodType>(schema: T) => z.catch(z.optional(schema), undefined);
const text = (max: number) => optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(max)));
const minor = optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)));

export const TransactionsSearch = z.object({
  scope: optional(z.enum(SCOPES)),
  status: optional(z.enum(STATUSES)),
  channel: optional(z.enum(CHANNELS)),
  currency: optional(z.enum(FILTER_CURRENCIES)),
  from: optional(z.string().check(z.regex(DAY))),
  to: optional(z.string().check(z.regex(DAY))),
  minAmount: minor,
  maxAmount: minor,
  paymentLink: optional(z.string().check(z.regex(REF))),
  customer: optional(z.string().check(z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/))),
  search: text(100),
  page: optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
  asOf: optional(z.string().check(z.regex(INSTANT))),
  after: optional(z.string().check(z.regex(CURSOR))),
  before: optional(z.string().check(z.regex(CURSOR))),
});
export type TransactionsSearch = z.infer<typeof TransactionsSearch>;

/** No NUL, no lone surrogate, no control character: what the API refuses in one-line text. */
function storable(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return false;
    const high = c >= 0xd800 && c <= 0xdbff;
    const low = c >= 0xdc00 && c <= 0xdfff;
    const next = s.charCodeAt(i + 1);
    if (high && next >= 0xdc00 && next <= 0xdfff) i++;
    else if (high || low) return false;
  }
  return true;
}

/**
 * The filters the API is sent: those set and valid together. A range given backwards (from after
 * to, a minimum above the maximum) is dropped rather than refused, as text the API would refuse.
 */
export function filtersOf(s: TransactionsSearch): TransactionFilters {
  const days = !(s.from && s.to && s.from > s.to);
  const amounts = !(s.minAmount !== undefined && s.maxAmount !== undefined && s.minAmount > s.maxAmount);
  const f: TransactionFilters = {};
  if (s.status) f.status = s.status;
  if (s.channel) f.channel = s.channel;
  if (s.currency) f.currency = s.currency;
  if (days && s.from) f.from = s.from;
  if (days && s.to) f.to = s.to;
  if (amounts && s.minAmount !== undefined) f.minAmount = s.minAmount;
  if (amounts && s.maxAmount !== undefined) f.maxAmount = s.maxAmount;
  if (s.paymentLink) f.paymentLink = s.paymentLink;
  if (s.customer && storable(s.customer)) f.customer = s.customer;
  if (s.search && storable(s.search)) f.search = s.search;
  return f;
}

export const hasFilters = (s: TransactionsSearch): boolean => Object.keys(filtersOf(s)).length > 0;

/** What the list shows for the URL: its scope, page and the moment the listing began. */
export function listView(s: TransactionsSearch) {
  const page = s.page ?? 1;
  return {
    scope: s.scope ?? ('primary' as Scope),
    filters: filtersOf(s),
    page,
    // The first page always reads the list afresh; later pages keep to the first page's moment.
    asOf: page > 1 ? s.asOf : undefined,
    ...reachedFrom(page, s),
  };
}

/** The position a page past the first is read from (after wins when an edited URL has both). */
function reachedFrom(page: number, s: TransactionsSearch): { after?: string; before?: string } {
  if (page <= 1) return {};
  if (s.after) return { after: s.after };
  return s.before ? { before: s.before } : {};
}
