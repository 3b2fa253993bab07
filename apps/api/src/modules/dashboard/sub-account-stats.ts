/**
 * The home's figures for a member limited to sub-accounts: the merchant's rollups count every
 * payment of the merchant, so theirs are summed from their sub-accounts' payments instead, read
 * from the (sub_account_id, created_at, id) index. A payment counts on the Lagos day it was paid,
 * a failure on the day its checkout began, as the rollups count them (migration 0036); new and
 * returning customers are those whose payments on their sub-accounts first fell in a month, or
 * came back in a later one. `net` is their sub-accounts' share of each split payment (what the
 * ledger credited them), not the payment's whole net, most of which may be the main merchant's.
 */
import type { Currency } from '@payrail/contract/money';
import { type SQL, sql } from 'drizzle-orm';
import { rawRows } from '#db/client.ts';
import { transactions } from '#db/schema/index.ts';
import { subAccountShareOf } from '#modules/ledger/index.ts';
import { lagosDayStart, subAccountsScope } from '#modules/transactions/index.ts';
import type { StatsCtx } from './transaction-stats.ts';

export type StatsRow = {
  by: 'd' | 'c' | 't';
  day: string;
  channel: string;
  paid: string;
  volume: string;
  fees: string;
  net: string;
  failed: string;
};

const PAID = sql`${transactions.status} in ('success', 'underpaid')`;
const scoped = (ctx: StatsCtx): SQL => subAccountsScope(ctx);

/** A period's figures by day, by channel and in all (as transaction-stats.ts reads the rollup). */
export function subAccountDayStats(
  ctx: StatsCtx,
  input: { currency: Currency; from: string; to: string },
): Promise<StatsRow[]> {
  const t = transactions;
  const end = new Date(lagosDayStart(input.to).getTime() + 86_400_000).toISOString();
  const day = sql`case when ${PAID} then lagos_day(coalesce(${t.paidAt}, ${t.createdAt})) else lagos_day(${t.createdAt}) end`;
  return rawRows<StatsRow>(
    ctx.deps.db,
    sql`with rows as (
      select ${day} as day, ${t.channel} as channel,
        case when ${PAID} then 1 else 0 end as paid,
        case when ${PAID} then ${t.amountPaid} else 0 end as volume,
        case when ${PAID} then ${t.fee} else 0 end as fees,
        case when ${PAID} then ${subAccountShareOf()} else 0 end as net,
        case when ${t.status} = 'failed' then 1 else 0 end as failed
      from ${t}
      where ${scoped(ctx)} and ${t.currency} = ${input.currency} and ${t.createdAt} < ${end}::timestamptz
        and (${PAID} or ${t.status} = 'failed'))
    select case when grouping(day) = 0 then 'd' when grouping(channel) = 0 then 'c' else 't' end as by,
      day::text as day, channel, sum(paid)::text as paid, sum(volume)::text as volume,
      sum(fees)::text as fees, sum(net)::text as net, sum(failed)::text as failed
    from rows where day between ${input.from}::date and ${input.to}::date
    group by grouping sets ((day), (channel), ())`,
  );
}

/** New and returning customers per month of a year, among those who paid the sub-accounts. */
export async function subAccountCustomerMonths(
  ctx: StatsCtx,
  year: number,
): Promise<{ month: string; new: string; returning: string }[]> {
  const t = transactions;
  const month = sql`lagos_month(coalesce(${t.paidAt}, ${t.createdAt}))`;
  return rawRows(
    ctx.deps.db,
    sql`with months as (
      select distinct ${t.customerId} as who, ${month} as month
      from ${t} where ${scoped(ctx)} and ${PAID}),
    firsts as (select who, min(month) as first from months group by who)
    select m.month::text as month, count(*) filter (where m.month = f.first)::text as new,
      count(*) filter (where m.month > f.first)::text as returning
    from months m join firsts f using (who)
    where m.month between ${`${year}-01-01`}::date and ${`${year}-12-01`}::date
    group by m.month`,
  );
}
