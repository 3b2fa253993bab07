/**
 * POST merchant/transactions/export-pdf: Transactions.pdf of the rows the list's filters select,
 * newest first, at most TRANSACTIONS_PDF_ROWS of them (a line then says to export a CSV for more),
 * with the totals per currency of every matching row and the filters printed at the top.
 */
import {
  TRANSACTIONS_PDF_NAME,
  TRANSACTIONS_PDF_ROWS,
  type TransactionFilters,
} from '@payrail/contract/transactions';
import { sql } from 'drizzle-orm';
import { transactions } from '#db/schema/index.ts';
import { EXPORT_BATCH, type ExportRow, exportWhere, readRows } from './transaction-rows.ts';
import type { ExportCtx } from './transactions-export.ts';
import { type CurrencyTotal, drawTransactionsPdf } from './transactions-pdf-draw.ts';

const LABELS: Record<keyof TransactionFilters, string> = {
  from: 'From',
  to: 'To',
  status: 'Status',
  channel: 'Channel',
  currency: 'Currency',
  minAmount: 'Amount at least (minor units)',
  maxAmount: 'Amount at most (minor units)',
  paymentLink: 'Payment link',
  customer: 'Customer',
  search: 'Search',
};

export function filterLines(filters: TransactionFilters): string[] {
  return (Object.keys(LABELS) as (keyof TransactionFilters)[])
    .filter((k) => filters[k] !== undefined && filters[k] !== '')
    .map((k) => `${LABELS[k]}: ${filters[k]}`);
}

export async function exportTransactionsPdf(
  ctx: ExportCtx,
  { filters, cap = TRANSACTIONS_PDF_ROWS }: { filters: TransactionFilters; cap?: number },
): Promise<Response> {
  const now = ctx.deps.clock.now();
  const where = exportWhere(ctx, filters, now);
  const rows: ExportRow[] = [];
  let more = false;
  while (rows.length <= cap) {
    const last = rows[rows.length - 1];
    const batch = await readRows(
      ctx,
      where,
      last ? { at: last.createdAt, id: last.id } : null,
      Math.min(EXPORT_BATCH, cap + 1 - rows.length),
    );
    rows.push(...batch);
    if (batch.length === 0 || rows.length > cap) break;
  }
  if (rows.length > cap) {
    rows.length = cap;
    more = true;
  }
  const sums = await ctx.deps.db
    .select({
      currency: transactions.currency,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${transactions.amount}), 0)::text`,
      fee: sql<string>`coalesce(sum(${transactions.fee}), 0)::text`,
      net: sql<string>`coalesce(sum(${transactions.net}), 0)::text`,
    })
    .from(transactions)
    .where(where)
    .groupBy(transactions.currency)
    .orderBy(transactions.currency);
  const totals: CurrencyTotal[] = sums.map((s) => ({
    currency: s.currency,
    count: Number(s.count),
    amount: BigInt(s.amount),
    fee: BigInt(s.fee),
    net: BigInt(s.net),
  }));
  const pdf = await drawTransactionsPdf({
    filters: filterLines(filters),
    rows,
    more,
    totals,
    printedAt: now,
  });
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${TRANSACTIONS_PDF_NAME}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
