/**
 * A customer's figures as a member limited to sub-accounts may see them: the customer row's
 * counts and dates are the whole merchant's, so for such a member the list and the export show
 * what the customer paid on the member's sub-accounts only: how many payments, the first and the
 * last, and the total per currency (as the customer's page already does). One grouped read of the
 * page's (or the batch's) customers, by the (customer_id, created_at) index.
 */
import { and, inArray, sql } from 'drizzle-orm';
import { transactions } from '#db/schema/index.ts';
import { subAccountsScope } from '#modules/transactions/index.ts';
import type { CustomerReadCtx, CustomerRow } from './customers-model.ts';

export type ScopedFacts = {
  paymentCount: number;
  firstPaidAt: Date;
  lastPaidAt: Date;
  /** Per currency, in the currencies' order. */
  totals: { currency: string; amount: bigint }[];
};

const PAID = sql`${transactions.status} in ('success', 'underpaid')`;
const paidAt = sql`coalesce(${transactions.paidAt}, ${transactions.createdAt})`;

/** Null for a caller who sees the whole merchant (the rows' own figures are theirs). */
export async function scopedFacts(
  ctx: CustomerReadCtx,
  rows: Pick<CustomerRow, 'id'>[],
): Promise<Map<string, ScopedFacts> | null> {
  if (!ctx.access.subAccountIds) return null;
  const out = new Map<string, ScopedFacts>();
  if (!rows.length) return out;
  const t = transactions;
  const groups = await ctx.deps.db
    .select({
      customerId: t.customerId,
      currency: t.currency,
      n: sql<number>`count(*)::int`,
      amount: sql<bigint>`sum(${t.amountPaid})::bigint`.mapWith(BigInt),
      first: sql<string>`min(${paidAt})::text`,
      last: sql<string>`max(${paidAt})::text`,
    })
    .from(t)
    .where(
      and(
        inArray(
          t.customerId,
          rows.map((r) => r.id),
        ),
        subAccountsScope(ctx),
        PAID,
      ),
    )
    .groupBy(t.customerId, t.currency)
    .orderBy(t.customerId, t.currency);
  for (const g of groups) {
    if (!g.customerId) continue;
    const first = new Date(g.first);
    const last = new Date(g.last);
    const f = out.get(g.customerId);
    if (!f) {
      out.set(g.customerId, {
        paymentCount: Number(g.n),
        firstPaidAt: first,
        lastPaidAt: last,
        totals: [{ currency: g.currency, amount: g.amount }],
      });
      continue;
    }
    f.paymentCount += Number(g.n);
    if (first < f.firstPaidAt) f.firstPaidAt = first;
    if (last > f.lastPaidAt) f.lastPaidAt = last;
    f.totals.push({ currency: g.currency, amount: g.amount });
  }
  return out;
}

/** The row with the member's figures in place of the merchant's (unchanged when `facts` is null). */
export function scopedRow(row: CustomerRow, facts: Map<string, ScopedFacts> | null): CustomerRow {
  if (!facts) return row;
  const f = facts.get(row.id);
  return f
    ? { ...row, paymentCount: f.paymentCount, firstPaidAt: f.firstPaidAt, lastPaidAt: f.lastPaidAt }
    : { ...row, paymentCount: 0 };
}
