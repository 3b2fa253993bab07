/**
 * The customers CSV (POST merchant/customers/export-csv/, Customers.csv): every customer the
 * filters match, streamed from the database a batch at a time by keyset (the list's order), so the
 * server's memory stays flat however many customers there are.
 *
 * A cell a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return)
 * is neutralised with a leading apostrophe (OWASP "CSV injection"); every cell is quoted.
 */
import { CUSTOMERS_CSV_NAME, type CustomerFilters } from '@payrail/contract/customers';
import { isCurrency, toDecimal } from '@payrail/contract/money';
import { and, inArray, sql } from 'drizzle-orm';
import { customers, customerTotals } from '#db/schema/index.ts';
import type { Logger } from '#lib/logger.ts';
import { type CustomerReadCtx, type CustomerRow, matching } from './customers-model.ts';
import { customerOrder } from './customers-query.ts';

const BATCH = 1000;
const HEADER = [
  'Name',
  'Email',
  'Phone',
  'Payments',
  'First payment',
  'Last payment',
  'Total paid',
  'Blacklisted',
];

/** A cell as CSV: formula triggers neutralised, quoted, quotes doubled. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}
export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

const amountText = (currency: string, amount: bigint) =>
  `${currency} ${isCurrency(currency) ? toDecimal(amount, currency) : amount.toString()}`;

async function totalsOf(ctx: CustomerReadCtx, ids: string[]): Promise<Map<string, string>> {
  const rows = await ctx.deps.db.select().from(customerTotals).where(inArray(customerTotals.customerId, ids));
  rows.sort((a, b) => a.currency.localeCompare(b.currency));
  const out = new Map<string, string>();
  for (const r of rows) {
    const text = amountText(r.currency, r.amount);
    out.set(r.customerId, out.has(r.customerId) ? `${out.get(r.customerId)}; ${text}` : text);
  }
  return out;
}

function toLine(c: CustomerRow, totals: Map<string, string>): string {
  return csvLine([
    c.name,
    c.email,
    c.phone ?? '',
    String(c.paymentCount),
    c.firstPaidAt.toISOString(),
    c.lastPaidAt.toISOString(),
    totals.get(c.id) ?? '',
    c.blacklistedAt ? 'Yes' : 'No',
  ]);
}

export function exportCustomersCsv(
  ctx: CustomerReadCtx & { log: Logger },
  { filters }: { filters: CustomerFilters },
): Response {
  const filter = matching(ctx, filters);
  const encoder = new TextEncoder();
  let after: { lastPaidAt: Date; id: string } | null = null;
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(`\ufeff${csvLine(HEADER)}`));
          return;
        }
        const keyset = after
          ? sql`(${customers.lastPaidAt}, ${customers.id}) < (${after.lastPaidAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined;
        const rows = await ctx.deps.db
          .select()
          .from(customers)
          .where(and(filter, keyset))
          .orderBy(...customerOrder)
          .limit(BATCH);
        if (rows.length === 0) return controller.close();
        const totals = await totalsOf(
          ctx,
          rows.map((r) => r.id),
        );
        controller.enqueue(encoder.encode(rows.map((r) => toLine(r, totals)).join('')));
        const last = rows[rows.length - 1]!;
        after = { lastPaidAt: last.lastPaidAt, id: last.id };
        if (rows.length < BATCH) controller.close();
      } catch (err) {
        ctx.log.error({ err }, 'Customers CSV export failed');
        controller.error(err);
      }
    },
  });
  return new Response(stream, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${CUSTOMERS_CSV_NAME}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
