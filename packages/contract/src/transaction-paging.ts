/**
 * How the transactions list pages (transactions.ts):
 *
 * - `asOf` pins a list to the transactions that existed when its first page was read: pass the
 *   first page's `asOf` with the later pages, and payments arriving meanwhile neither repeat a row
 *   on the next page nor push one past it.
 * - `?page=N` alone reads page N (the spec's call). A page also gives `next` and `previous`:
 *   positions (a row's creation time to the microsecond and its id) to send as `after` (for the
 *   page after it) or `before` (the page before it), with `page` set to the number they lead to.
 *   A page reached so is read from its place in the index, not by walking past the rows before
 *   it, and holds the rows `?page=N` gives (as the balance history pages, balance-history.ts).
 */
import { z } from 'zod';
import { instant, isMicrosecondInstant } from './instant.ts';
import { PageQuery } from './payments.ts';

/** A row's place in the list: its creation time (ISO, UTC, to the microsecond) and its id. */
export type TransactionKey = { at: string; id: string };

const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** `2026-03-03T09:00:00.000000Z_<id>`: what a page's `next` and `previous` hold. */
export const transactionCursor = (k: TransactionKey): string => `${k.at}_${k.id}`;

/** The key a cursor names; undefined when it is not one. */
export function transactionKeyOf(cursor: string): TransactionKey | undefined {
  const m = CURSOR.exec(cursor);
  if (!m || !isMicrosecondInstant(m[1]!)) return undefined;
  return { at: m[1]!, id: m[2]! };
}

const Cursor = z.string().refine((s) => transactionKeyOf(s) !== undefined, {
  message: 'Use the next or previous value a page gave',
});

/**
 * Where a list stands: its page, the moment its first page was read (`asOf`), and the position it
 * was reached from (`after` a page's `next`, `before` its `previous`).
 */
export const pagingShape = {
  ...PageQuery.shape,
  asOf: instant({ message: 'asOf must be a time as the first page gave it' }).optional(),
  after: Cursor.optional(),
  before: Cursor.optional(),
};
export function oneWay<T extends z.ZodType<{ after?: string | undefined; before?: string | undefined }>>(
  schema: T,
) {
  return schema.refine((v) => !(v.after && v.before), {
    message: 'Send after or before, not both',
    path: ['before'],
  });
}
