/**
 * The home's transaction stats: a period's totals, its days and its channels, read from the
 * merchant_day_stats rollup (a few rows a day per channel), never from the transactions.
 */
import { DEFAULT_STATS_DAYS, MAX_STATS_DAYS, type TransactionStats } from '@payrail/contract/dashboard';
import type { Currency } from '@payrail/contract/money';
import type { Channel } from '@payrail/contract/payments';
import { sql } from 'drizzle-orm';
import { merchantDayStats } from '#db/schema/index.ts';
import type { Ctx } from '#lib/context.ts';
import { validation } from '#lib/errors.ts';
import { namedRows } from '#lib/prepared.ts';
import { addDays, daysBetween, eachDay, lagosDay } from './lagos-days.ts';
import { type StatsRow, subAccountDayStats } from './sub-account-stats.ts';

export type StatsCtx = Pick<Ctx, 'deps' | 'actor' | 'access'>;

/** The period asked for, with its defaults: the last DEFAULT_STATS_DAYS days to today (Lagos). */
export function statsPeriod(today: string, q: { from?: string; to?: string }): { from: string; to: string } {
  const to = q.to ?? today;
  const from = q.from ?? addDays(to, -(DEFAULT_STATS_DAYS - 1));
  if (from > to) throw validation({ from: ['The start date must be on or before the end date'] });
  if (daysBetween(from, to) > MAX_STATS_DAYS)
    throw validation({ to: [`Choose a period of at most ${MAX_STATS_DAYS} days`] });
  return { from, to };
}

/** An integer sum as the API carries it: exactly, or refused when JSON cannot hold it (jsonAmount's rule). */
function amount(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`amount ${text} cannot be carried exactly in JSON`);
  return n;
}
type Figures = ReturnType<typeof figures>;
const figures = (r: StatsRow) => ({
  paid: amount(r.paid),
  volume: amount(r.volume),
  fees: amount(r.fees),
  net: amount(r.net),
  failed: amount(r.failed),
});
const ZERO: Figures = { paid: 0, volume: 0, fees: 0, net: 0, failed: 0 };

/**
 * A period summed three ways (by day, by channel, in all) with grouping sets, so a year comes back
 * as about 370 rows rather than every day-and-channel row (about 1,100). `by` says which grouping
 * a row belongs to: 'd' a day, 'c' a channel, 't' the total. A named statement of fixed text
 * (PostgreSQL parses and plans it once per connection) read as plain rows: drizzle's builder and
 * its row mapping cost more server CPU than the rest of a year's stats request.
 */
function merchantDayRows(ctx: StatsCtx, input: { currency: Currency; from: string; to: string }) {
  const s = merchantDayStats;
  const sum = (column: typeof s.paid) => sql`coalesce(sum(${column}), 0)::text`;
  return namedRows<StatsRow>(
    ctx.deps.db,
    sql`select case when grouping(${s.day}) = 0 then 'd' when grouping(${s.channel}) = 0 then 'c' else 't' end as by,
      ${s.day}::text as day, ${s.channel} as channel, ${sum(s.paid)} as paid, ${sum(s.volume)} as volume,
      ${sum(s.fees)} as fees, ${sum(s.net)} as net, ${sum(s.failed)} as failed
    from ${s}
    where ${s.merchantId} = ${ctx.actor.merchantId} and ${s.currency} = ${input.currency}
      and ${s.day} between ${input.from}::date and ${input.to}::date
    group by grouping sets ((${s.day}), (${s.channel}), ())`,
  );
}

export async function transactionStats(
  ctx: StatsCtx,
  input: { currency: Currency; from?: string; to?: string },
): Promise<TransactionStats> {
  const { from, to } = statsPeriod(lagosDay(ctx.deps.clock.now()), input);
  const period = { currency: input.currency, from, to };
  const rows = ctx.access.subAccountIds
    ? await subAccountDayStats(ctx, period)
    : await merchantDayRows(ctx, period);

  let totals = ZERO;
  const byDay = new Map<string, Figures>();
  const byChannel = new Map<Channel, Figures>();
  for (const r of rows) {
    if (r.by === 'd') byDay.set(r.day, figures(r));
    else if (r.by === 'c') byChannel.set(r.channel as Channel, figures(r));
    else totals = figures(r);
  }
  // Counts, far inside a double's exact integers: the rate is rounded down to four places.
  const ended = totals.paid + totals.failed;
  return {
    currency: input.currency,
    from,
    to,
    totals: {
      ...totals,
      successRate: ended === 0 ? null : Math.floor((totals.paid * 10_000) / ended) / 10_000,
    },
    days: eachDay(from, to).map((date) => ({ date, ...(byDay.get(date) ?? ZERO) })),
    channels: [...byChannel]
      .filter(([, f]) => f.paid > 0 || f.failed > 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([channel, f]) => ({ channel, ...f })),
  };
}
