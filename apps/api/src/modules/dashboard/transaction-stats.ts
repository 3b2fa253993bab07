/**
 * The home's transaction stats: a period's totals, its days and its channels, read from the
 * merchant_day_stats rollup (a few rows a day per channel), never from the transactions.
 */
import { DEFAULT_STATS_DAYS, MAX_STATS_DAYS, type TransactionStats } from '@payrail/contract/dashboard';
import type { Currency } from '@payrail/contract/money';
import type { Channel } from '@payrail/contract/payments';
import { and, between, eq, sql } from 'drizzle-orm';
import { merchantDayStats } from '#db/schema/index.ts';
import type { Ctx } from '#lib/context.ts';
import { validation } from '#lib/errors.ts';
import { jsonAmount } from '#modules/transactions/index.ts';
import { addDays, daysBetween, eachDay, lagosDay } from './lagos-days.ts';
import { subAccountDayStats } from './sub-account-stats.ts';

export type StatsCtx = Pick<Ctx, 'deps' | 'actor' | 'access'>;
type Figures = { paid: bigint; volume: bigint; fees: bigint; net: bigint; failed: bigint };

const zero = (): Figures => ({ paid: 0n, volume: 0n, fees: 0n, net: 0n, failed: 0n });
const json = (f: Figures) => ({
  paid: jsonAmount(f.paid),
  volume: jsonAmount(f.volume),
  fees: jsonAmount(f.fees),
  net: jsonAmount(f.net),
  failed: jsonAmount(f.failed),
});

/** The period asked for, with its defaults: the last DEFAULT_STATS_DAYS days to today (Lagos). */
export function statsPeriod(today: string, q: { from?: string; to?: string }): { from: string; to: string } {
  const to = q.to ?? today;
  const from = q.from ?? addDays(to, -(DEFAULT_STATS_DAYS - 1));
  if (from > to) throw validation({ from: ['The start date must be on or before the end date'] });
  if (daysBetween(from, to) > MAX_STATS_DAYS)
    throw validation({ to: [`Choose a period of at most ${MAX_STATS_DAYS} days`] });
  return { from, to };
}

const sum = (column: typeof merchantDayStats.paid) => sql<string>`coalesce(sum(${column}), 0)::text`;

export async function transactionStats(
  ctx: StatsCtx,
  input: { currency: Currency; from?: string; to?: string },
): Promise<TransactionStats> {
  const { from, to } = statsPeriod(lagosDay(ctx.deps.clock.now()), input);
  // One statement sums the period three ways (by day, by channel, in all) with grouping sets, so
  // a year comes back as about 370 rows rather than every day-and-channel row (about 1,100).
  // `by` says which grouping a row belongs to: 'd' a day, 'c' a channel, 't' the total.
  const rows = ctx.access.subAccountIds
    ? await subAccountDayStats(ctx, { currency: input.currency, from, to })
    : await ctx.deps.db
        .select({
          by: sql<
            'd' | 'c' | 't'
          >`case when grouping(${merchantDayStats.day}) = 0 then 'd' when grouping(${merchantDayStats.channel}) = 0 then 'c' else 't' end`,
          day: merchantDayStats.day,
          channel: merchantDayStats.channel,
          paid: sum(merchantDayStats.paid),
          volume: sum(merchantDayStats.volume),
          fees: sum(merchantDayStats.fees),
          net: sum(merchantDayStats.net),
          failed: sum(merchantDayStats.failed),
        })
        .from(merchantDayStats)
        .where(
          and(
            eq(merchantDayStats.merchantId, ctx.actor.merchantId),
            eq(merchantDayStats.currency, input.currency),
            between(merchantDayStats.day, from, to),
          ),
        )
        .groupBy(sql`grouping sets ((${merchantDayStats.day}), (${merchantDayStats.channel}), ())`);

  let totals = zero();
  const byDay = new Map<string, Figures>();
  const byChannel = new Map<Channel, Figures>();
  for (const r of rows) {
    const f: Figures = {
      paid: BigInt(r.paid),
      volume: BigInt(r.volume),
      fees: BigInt(r.fees),
      net: BigInt(r.net),
      failed: BigInt(r.failed),
    };
    if (r.by === 'd') byDay.set(r.day, f);
    else if (r.by === 'c') byChannel.set(r.channel as Channel, f);
    else totals = f;
  }
  const ended = totals.paid + totals.failed;
  return {
    currency: input.currency,
    from,
    to,
    totals: {
      ...json(totals),
      successRate: ended === 0n ? null : Number((totals.paid * 10_000n) / ended) / 10_000,
    },
    days: eachDay(from, to).map((date) => ({ date, ...json(byDay.get(date) ?? zero()) })),
    channels: [...byChannel]
      .filter(([, f]) => f.paid > 0n || f.failed > 0n)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([channel, f]) => ({ channel, ...json(f) })),
  };
}
