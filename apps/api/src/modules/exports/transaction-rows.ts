/**
 * The rows an export of the merchant's transactions reads: the ones the list's filters select
 * (transactions module `transactionsWhere`), in the list's order (newest first, then id), a batch
 * at a time by keyset, and a count of them up to a cap (to choose between streaming and a job).
 */
import { CURRENCIES, isCurrency } from '@payrail/contract/money';
import type { TransactionFilters } from '@payrail/contract/transactions';
import { and, eq, lte, type SQL, sql } from 'drizzle-orm';
import { rawRows } from '#db/client.ts';
import { paymentLinks, subAccounts, transactions } from '#db/schema/index.ts';
import { type CsvSource, csvCell } from '#lib/csv.ts';
import {
  newestFirst,
  type TransactionReadCtx,
  type TransactionsScope,
  transactionsWhere,
} from '#modules/transactions/index.ts';

/** Rows read per query: big enough that 1,000,000 rows take 200 queries, small enough to stay flat. */
export const EXPORT_BATCH = 5_000;

export const TRANSACTIONS_CSV_HEADER = [
  'Date',
  'Reference',
  'Customer',
  'Email',
  'Channel',
  'Status',
  'Currency',
  'Amount',
  'Fee',
  'Net',
  'Payment link',
] as const;

/** The combined export's last column: the sub-account's name, or this for the main account's own. */
export const ACCOUNT_HEADER = 'Account';
export const PRIMARY_ACCOUNT_NAME = 'Primary account';

export type ExportRow = {
  id: string;
  createdAt: Date;
  reference: string;
  customerName: string;
  customerEmail: string;
  channel: string;
  status: string;
  currency: string;
  amount: bigint;
  fee: bigint;
  net: bigint;
  link: string | null;
};
type Key = { at: Date; id: string };

/**
 * The condition of an export: the filters, within what the caller sees (the primary account's
 * transactions, or `scope`'s), made before `asOf`.
 */
export function exportWhere(
  ctx: Omit<TransactionReadCtx, 'deps'>,
  filters: TransactionFilters,
  asOf: Date,
  scope: TransactionsScope = 'primary',
): SQL {
  return and(transactionsWhere(ctx, filters, scope), lte(transactions.createdAt, asOf))!;
}

/** How many rows match, reading at most `cap + 1` of them. */
export async function countUpTo(
  ctx: Pick<TransactionReadCtx, 'deps'>,
  where: SQL,
  cap: number,
): Promise<number> {
  const matching = ctx.deps.db
    .select({ one: sql`1`.as('one') })
    .from(transactions)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  const [row] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(matching);
  return Number(row?.n ?? 0);
}

/** Up to `limit` rows after `after`, newest first. */
export function readRows(
  ctx: Pick<TransactionReadCtx, 'deps'>,
  where: SQL,
  after: Key | null,
  limit: number,
): Promise<ExportRow[]> {
  const keyset = after
    ? sql`(${transactions.createdAt}, ${transactions.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return ctx.deps.db
    .select({
      id: transactions.id,
      createdAt: transactions.createdAt,
      reference: transactions.reference,
      customerName: transactions.customerName,
      customerEmail: transactions.customerEmail,
      channel: transactions.channel,
      status: transactions.status,
      currency: transactions.currency,
      amount: transactions.amount,
      fee: transactions.fee,
      net: transactions.net,
      link: paymentLinks.ref,
    })
    .from(transactions)
    .leftJoin(paymentLinks, eq(paymentLinks.id, transactions.linkId))
    .where(keyset ? and(where, keyset) : where)
    .orderBy(...newestFirst)
    .limit(limit);
}

/** Minor units (digits, maybe signed) as toDecimal writes them, without a BigInt per amount. */
function decimalText(minor: string, currency: string): string {
  const exponent = isCurrency(currency) ? CURRENCIES[currency].exponent : 0;
  if (exponent === 0) return minor;
  const neg = minor.startsWith('-');
  const digits = (neg ? minor.slice(1) : minor).padStart(exponent + 1, '0');
  return `${neg ? '-' : ''}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/**
 * What the CSV reads of a row, as text: no Date or BigInt is made per row (at a million rows,
 * that and formatting are most of an export's time). `at` is created_at to the microsecond, the
 * keyset's exact position; its first 23 characters are the ISO time to the millisecond.
 */
type LineRow = {
  at: string;
  id: string;
  reference: string;
  name: string;
  email: string;
  channel: string;
  status: string;
  currency: string;
  amount: string;
  fee: string;
  net: string;
  link: string | null;
  account?: string | null;
};
type TextKey = { at: string; id: string };

/** Raw rows (no ORM mapping per row: at a million rows it cost more than the rest together). */
function readLines(
  ctx: Pick<TransactionReadCtx, 'deps'>,
  { where, withAccount }: { where: SQL; withAccount: boolean },
  after: TextKey | null,
  limit: number,
) {
  const t = transactions;
  const account = withAccount ? sql`, ${subAccounts.name} as account` : sql``;
  const joinAccount = withAccount
    ? sql`left join ${subAccounts} on ${subAccounts.id} = ${t.subAccountId}`
    : sql``;
  const keyset = after
    ? sql`and (${t.createdAt}, ${t.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql``;
  return rawRows<LineRow>(
    ctx.deps.db,
    sql`select to_char(${t.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
      ${t.id}::text as id, ${t.reference} as reference, ${t.customerName} as name,
      ${t.customerEmail} as email, ${t.channel} as channel, ${t.status} as status,
      ${t.currency} as currency, ${t.amount}::text as amount, ${t.fee}::text as fee,
      ${t.net}::text as net, ${paymentLinks.ref} as link ${account}
    from ${t} left join ${paymentLinks} on ${paymentLinks.id} = ${t.linkId} ${joinAccount}
    where ${where} ${keyset}
    order by ${sql.join(newestFirst, sql`, `)}
    limit ${limit}`,
  );
}

/**
 * A row as a CSV line. Cells that are ours (time, reference, channel, status, currency, link ref)
 * can neither start a formula nor hold a quote: only quoted. The customer's name and email, and
 * the amounts (a negative net starts with -), go through csvCell.
 */
function lineOf(r: LineRow): string {
  const c = r.currency;
  const account = r.account === undefined ? '' : `,${csvCell(r.account ?? PRIMARY_ACCOUNT_NAME)}`;
  return `"${r.at.slice(0, 23)}Z","${r.reference}",${csvCell(r.name)},${csvCell(r.email)},"${r.channel}","${r.status}","${c}",${csvCell(decimalText(r.amount, c))},${csvCell(decimalText(r.fee, c))},${csvCell(decimalText(r.net, c))},"${r.link ?? ''}"${account}\r\n`;
}

/**
 * The CSV of the rows `where` selects (lib/csv.ts streams it); `withAccount` adds the column
 * naming each row's account (the combined export).
 */
export function transactionsCsv(
  ctx: Pick<TransactionReadCtx, 'deps'>,
  where: SQL,
  batchSize = EXPORT_BATCH,
  withAccount = false,
): CsvSource<LineRow, TextKey> {
  return {
    header: withAccount ? [...TRANSACTIONS_CSV_HEADER, ACCOUNT_HEADER] : TRANSACTIONS_CSV_HEADER,
    batchSize,
    read: (after, limit) => readLines(ctx, { where, withAccount }, after, limit),
    keyOf: (r) => ({ at: r.at, id: r.id }),
    lines: (rows) => {
      let text = '';
      for (const r of rows) text += lineOf(r);
      return text;
    },
  };
}
