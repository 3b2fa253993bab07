/**
 * The history of the merchant's wallets (POST merchant/balances/view-all?page=, spec 001 §2
 * /payments/balances): its filters, a movement, and how the list pages. Decided here (the spec
 * shows no fields):
 *
 * - Filters (the spec's names): start_date/end_date are Africa/Lagos days (both included); amount
 *   is the movement's size in minor units, exactly; search is a reference (PRL_…, exactly, any
 *   case) or a part of the description; type an entry kind.
 * - The list is newest first (the entry's time, its id, the posting's id: a total order, so rows
 *   of one instant keep their places), 20 a page, with `hasMore` instead of a total (no count over
 *   a million movements on a page load).
 * - `?page=N` alone reads page N (the spec's call). A page also gives `next` and `previous`:
 *   positions (cursors) to send as `after` (the page after this one) or `before` (the page before
 *   it) with the next call, with `page` set to the page number they lead to. A page reached so is
 *   read from its position in the index, not by walking past every row before it, and holds
 *   exactly the rows `?page=N` gives. `asOf` (each page's answer gives it) pins the list to the
 *   movements that existed when its first page was read: send it with the later pages, and
 *   movements arriving meanwhile neither repeat a row nor push one over a page.
 */
import { z } from 'zod';
import { calendarDay, instant, isMicrosecondInstant } from './instant.ts';
import { CURRENCIES, type Currency } from './money.ts';
import { PageQuery } from './payments.ts';
import { line } from './text.ts';

export const BALANCE_HISTORY_PER_PAGE = 20;

const CURRENCY_CODES = Object.keys(CURRENCIES) as [Currency, ...Currency[]];
const Day = calendarDay('Use a date written YYYY-MM-DD');

/** The filters of POST merchant/balances/view-all (spec 001 §3: start_date, end_date, amount, currency, search, type). */
export const BalanceHistoryFilters = z
  .object({
    start_date: Day.optional(),
    end_date: Day.optional(),
    amount: z
      .number({ message: 'Enter an amount in minor units (kobo, cents)' })
      .int('Enter a whole number of minor units (kobo, cents)')
      .min(1, 'The amount must be above zero')
      .max(Number.MAX_SAFE_INTEGER, 'The amount is too large')
      .optional(),
    currency: z.enum(CURRENCY_CODES, { message: 'Unknown currency' }).optional(),
    search: line().trim().max(100, 'Search must be at most 100 characters').optional(),
    type: z
      .string()
      .regex(/^[a-z][a-z0-9_]{0,39}$/, 'Choose a movement type')
      .optional(),
  })
  .refine((v) => !v.start_date || !v.end_date || v.start_date <= v.end_date, {
    message: 'The start date must be on or before the end date',
    path: ['end_date'],
  })
  .meta({ id: 'BalanceHistoryFilters' });
export type BalanceHistoryFilters = z.infer<typeof BalanceHistoryFilters>;

/** A movement's place in the list: its entry's time (to the microsecond), entry id and posting id. */
export type MovementKey = { at: string; entryId: string; id: string };

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const CURSOR = new RegExp(`^(\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z)_(${UUID})_(${UUID})$`);

/** `2026-03-03T09:00:00.000000Z_<entry id>_<posting id>`: what `next` and `previous` hold. */
export const movementCursor = (k: MovementKey): string => `${k.at}_${k.entryId}_${k.id}`;

/** The key a cursor names; undefined when it is not one. */
export function movementKeyOf(cursor: string): MovementKey | undefined {
  const m = CURSOR.exec(cursor);
  if (!m || !isMicrosecondInstant(m[1]!)) return undefined;
  return { at: m[1]!, entryId: m[2]!, id: m[3]! };
}

const Cursor = z.string().refine((s) => movementKeyOf(s) !== undefined, {
  message: 'Use the next or previous value a page gave',
});

/** The query of POST merchant/balances/view-all: the page, and where it starts when known. */
export const BalanceHistoryQuery = z
  .object({
    ...PageQuery.shape,
    asOf: instant({ message: 'asOf must be a time as the first page gave it' }).optional(),
    /** A page's `next`: the page after it. */
    after: Cursor.optional(),
    /** A page's `previous`: the page before it. */
    before: Cursor.optional(),
  })
  .refine((v) => !(v.after && v.before), {
    message: 'Send after or before, not both',
    path: ['before'],
  });
export type BalanceHistoryQuery = z.infer<typeof BalanceHistoryQuery>;

export const BalanceMovement = z
  .object({
    /** The posting's id. */
    id: z.uuid(),
    /** The journal entry's id: GET merchant/balances/show/{ref}. */
    ref: z.uuid(),
    type: z.string(),
    typeLabel: z.string(),
    /** The wallet's kind (`merchant_available`, `merchant_pending`, …) and its label. */
    wallet: z.string(),
    walletLabel: z.string(),
    /** Signed minor units: positive in, negative out. */
    amount: z.number().int(),
    currency: z.string(),
    /** The business record's reference (PRL_… for a payment and its settlement). */
    reference: z.string(),
    description: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'BalanceMovement' });
export type BalanceMovement = z.infer<typeof BalanceMovement>;

export const BalanceHistory = z
  .object({
    items: z.array(BalanceMovement),
    page: z.number().int(),
    perPage: z.number().int(),
    hasMore: z.boolean(),
    /** Send with the later pages: movements after it are left out. */
    asOf: z.string(),
    /** Send as `after` (with `page` + 1) for the next page; null on the last. */
    next: z.string().nullable(),
    /** Send as `before` (with `page` − 1) for the page before; null on the first. */
    previous: z.string().nullable(),
  })
  .meta({ id: 'BalanceHistory' });
export type BalanceHistory = z.infer<typeof BalanceHistory>;
