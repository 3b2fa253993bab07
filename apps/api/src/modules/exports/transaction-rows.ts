/**
 * The rows an export of the merchant's transactions reads: the ones the list's filters select
 * (transactions module `transactionsWhere`), in the list's order (newest first, then id), a batch
 * at a time by keyset, and a count of them up to a cap (to choose between streaming and a job).
 */
import { isCurrency, toDecimal } from '@payrail/contract/money';
import type { TransactionFilters } from '@payrail/contract/transactions';
import { and, eq, lte, type SQL, sql } from 'drizzle-orm';
import { paymentLinks, transactions } from '#db/schema/index.ts';
import { type CsvSource, csvLine } from '#lib/csv.ts';
import { newestFirst, type TransactionReadCtx, transactionsWhere } from '#modules/transactions/index.ts';

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

/** The condition of an export: the filters, within what the caller sees, made before `asOf`. */
export function exportWhere(
  ctx: Omit<TransactionReadCtx, 'deps'>,
  filters: TransactionFilters,
  asOf: Date,
): SQL {
  return and(transactionsWhere(ctx, filters), lte(transactions.createdAt, asOf))!;
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

export const decimal = (amount: bigint, currency: string) =>
  isCurrency(currency) ? toDecimal(amount, currency) : amount.toString();

function csvRow(r: ExportRow): string {
  return csvLine([
    r.createdAt.toISOString(),
    r.reference,
    r.customerName,
    r.customerEmail,
    r.channel,
    r.status,
    r.currency,
    decimal(r.amount, r.currency),
    decimal(r.fee, r.currency),
    decimal(r.net, r.currency),
    r.link ?? '',
  ]);
}

/** The CSV of the rows `where` selects (lib/csv.ts streams it). */
export function transactionsCsv(
  ctx: Pick<TransactionReadCtx, 'deps'>,
  where: SQL,
  batchSize = EXPORT_BATCH,
): CsvSource<ExportRow, Key> {
  return {
    header: TRANSACTIONS_CSV_HEADER,
    batchSize,
    read: (after, limit) => readRows(ctx, where, after, limit),
    keyOf: (r) => ({ at: r.createdAt, id: r.id }),
    lines: (rows) => rows.map(csvRow).join(''),
  };
}
