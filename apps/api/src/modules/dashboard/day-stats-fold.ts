/**
 * Folding merchant_day_stats: the triggers spread each (merchant, currency, day, channel) over up
 * to eight shards, so that a busy merchant's payments do not queue on one row; once the day is
 * over, nothing writes to it but a rare late change, and its shards only make every reader sum
 * more rows (a year's stats read up to 8,760 rows for one currency, the lists' and the export's
 * counts as many). The `rollups-fold` job moves the rows of days before yesterday (Lagos) into one
 * row a key, FOLDED_SHARD, in batches; each key's sums are the same before and after.
 *
 * It never waits for a checkout: the rows it takes are locked with SKIP LOCKED (one a checkout's
 * transaction is changing is left for the next run), and the row it adds to is one no trigger
 * writes. A checkout may wait for the fold's short transaction (a shard row being moved); once the
 * fold commits, its trigger finds that row gone and writes a new one, which a later run folds. So
 * no cycle of waits can form with a payment, and no payment is ever the victim of a deadlock.
 */
import { sql } from 'drizzle-orm';
import { rawRows } from '#db/client.ts';
import { FOLDED_SHARD, merchantDayStats as s } from '#db/schema/index.ts';
import type { Deps } from '#lib/deps.ts';
import { addDays, lagosDay } from './lagos-days.ts';

/** Rows moved a statement: a short transaction, so a checkout waits little on one it moves. */
const FOLD_BATCH = 2_000;

const FIGURES = ['paid', 'volume', 'fees', 'net', 'failed', 'underpaid'] as const;

/** Folds every unfolded row of days before yesterday; answers how many rows it moved. */
export async function foldDayStats(deps: Deps, o: { batch?: number } = {}): Promise<{ folded: number }> {
  const batch = o.batch ?? FOLD_BATCH;
  const before = addDays(lagosDay(deps.clock.now()), -1);
  const figures = sql.raw(FIGURES.join(', '));
  const sums = sql.raw(FIGURES.map((f) => `sum(${f}) as ${f}`).join(', '));
  const added = sql.raw(FIGURES.map((f) => `${f} = s.${f} + excluded.${f}`).join(', '));
  let folded = 0;
  for (;;) {
    const [r] = await rawRows<{ moved: number }>(
      deps.db,
      sql`with moved as (
          delete from ${s} where (merchant_id, currency, day, channel, shard) in (
            select merchant_id, currency, day, channel, shard from ${s}
            where shard >= 0 and day < ${before}::date
            limit ${batch} for update skip locked)
          returning merchant_id, currency, day, channel, ${figures}
        ), summed as (
          select merchant_id, currency, day, channel, ${sums} from moved
          group by merchant_id, currency, day, channel
        ), stored as (
          insert into ${s} as s (merchant_id, currency, day, channel, shard, ${figures})
          select merchant_id, currency, day, channel, ${FOLDED_SHARD}, ${figures} from summed
          on conflict (merchant_id, currency, day, channel, shard) do update set ${added}
          returning 1
        )
        select (select count(*) from moved)::int as moved, (select count(*) from stored)::int as keys`,
    );
    const moved = Number(r?.moved ?? 0);
    folded += moved;
    if (moved < batch) break;
  }
  return { folded };
}
