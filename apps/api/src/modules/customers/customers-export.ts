/**
 * The customers CSV (POST merchant/customers/export-csv/, Customers.csv): every customer the
 * filters match, streamed from the database a batch at a time by keyset (the list's order), so the
 * server's memory stays flat however many customers there are.
 * Cells are written by lib/csv.ts (formula triggers neutralised, every cell quoted). A member
 * limited to sub-accounts gets each customer's figures on their sub-accounts only.
 */
import { CUSTOMERS_CSV_NAME, type CustomerFilters } from '@payrail/contract/customers';
import { isCurrency, toDecimal } from '@payrail/contract/money';
import { and, inArray, sql } from 'drizzle-orm';
import { customers, customerTotals } from '#db/schema/index.ts';
import { csvLine, csvResponse } from '#lib/csv.ts';
import type { Logger } from '#lib/logger.ts';
import { type CustomerReadCtx, type CustomerRow, matching } from './customers-model.ts';
import { customerOrder } from './customers-query.ts';
import { type ScopedFacts, scopedFacts, scopedRow } from './customers-scope.ts';

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

const amountText = (currency: string, amount: bigint) =>
  `${currency} ${isCurrency(currency) ? toDecimal(amount, currency) : amount.toString()}`;

async function totalsOf(
  ctx: CustomerReadCtx,
  ids: string[],
  facts: Map<string, ScopedFacts> | null,
): Promise<Map<string, string>> {
  const rows = facts
    ? [...facts].flatMap(([customerId, f]) => f.totals.map((t) => ({ customerId, ...t })))
    : await ctx.deps.db.select().from(customerTotals).where(inArray(customerTotals.customerId, ids));
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

export async function exportCustomersCsv(
  ctx: CustomerReadCtx & { log: Logger },
  { filters }: { filters: CustomerFilters },
): Promise<Response> {
  const filter = await matching(ctx, filters);
  type Key = { lastPaidAt: Date; id: string };
  return csvResponse<CustomerRow, Key>(
    {
      header: HEADER,
      batchSize: BATCH,
      read: (after, limit) => {
        const keyset = after
          ? sql`(${customers.lastPaidAt}, ${customers.id}) < (${after.lastPaidAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined;
        return ctx.deps.db
          .select()
          .from(customers)
          .where(and(filter, keyset))
          .orderBy(...customerOrder)
          .limit(limit);
      },
      keyOf: (r) => ({ lastPaidAt: r.lastPaidAt, id: r.id }),
      lines: async (rows) => {
        // A limited member's figures are theirs (the keyset still walks the rows' own order).
        const facts = await scopedFacts(ctx, rows);
        const totals = await totalsOf(
          ctx,
          rows.map((r) => r.id),
          facts,
        );
        return rows.map((r) => toLine(scopedRow(r, facts), totals)).join('');
      },
    },
    { fileName: CUSTOMERS_CSV_NAME, log: ctx.log, what: 'Customers CSV export' },
  );
}
