/**
 * New and returning customers per month of a year, read from the merchant_customer_months rollup
 * (at most a few rows a month): never a scan of the customers or their payments.
 */
import type { CustomerStats } from '@payrail/contract/dashboard';
import { and, between, eq, sql } from 'drizzle-orm';
import { merchantCustomerMonths } from '#db/schema/index.ts';
import { jsonAmount } from '#modules/transactions/index.ts';
import { subAccountCustomerMonths } from './sub-account-stats.ts';
import type { StatsCtx } from './transaction-stats.ts';

export async function customerStats(ctx: StatsCtx, input: { year: number }): Promise<CustomerStats> {
  const { year } = input;
  const rows = ctx.access.subAccountIds
    ? await subAccountCustomerMonths(ctx, year)
    : await ctx.deps.db
        .select({
          month: merchantCustomerMonths.month,
          new: sql<string>`sum(${merchantCustomerMonths.newCustomers})::text`,
          returning: sql<string>`sum(${merchantCustomerMonths.returningCustomers})::text`,
        })
        .from(merchantCustomerMonths)
        .where(
          and(
            eq(merchantCustomerMonths.merchantId, ctx.actor.merchantId),
            between(merchantCustomerMonths.month, `${year}-01-01`, `${year}-12-01`),
          ),
        )
        .groupBy(merchantCustomerMonths.month);
  const byMonth = new Map(rows.map((r) => [Number(r.month.slice(5, 7)), r]));
  const months = Array.from({ length: 12 }, (_, i) => {
    const r = byMonth.get(i + 1);
    return {
      month: i + 1,
      new: r ? jsonAmount(BigInt(r.new)) : 0,
      returning: r ? jsonAmount(BigInt(r.returning)) : 0,
    };
  });
  return {
    year,
    months,
    totals: {
      new: months.reduce((n, m) => n + m.new, 0),
      returning: months.reduce((n, m) => n + m.returning, 0),
    },
  };
}
