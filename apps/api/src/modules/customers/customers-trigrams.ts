/**
 * Counting the search text's common trigrams (the `customers-trigrams` job, once a day): a sample
 * of every merchant's customers, since the trigram index is one over all of them, and the
 * trigrams that at least `minRows` customers hold by the sample's share. A search leaves those
 * out of what it asks the index for (search-parts.ts). The count is an estimate and only steers
 * the index: a stale or missing one makes a search slower, never wrong.
 */
import { sql } from 'drizzle-orm';
import { rawRows } from '#db/client.ts';
import { customerSearchTrigrams, customers } from '#db/schema/index.ts';
import type { Deps } from '#lib/deps.ts';
import { customerSearchText } from './customers-model.ts';

export type TrigramCountOptions = {
  /** Customers sampled (about; a Bernoulli sample of the table). */
  sample?: number;
  /** A trigram is common from this many customers (estimated): GIN keeps it as a posting tree. */
  minRows?: number;
  /** …and from this many sampled customers, so chance alone does not make one common. */
  minSampled?: number;
};

const DEFAULTS = { sample: 10_000, minRows: 1_000, minSampled: 20 };

/** Replaces the common trigrams with a new count; answers how many are common and the sample's size. */
export async function countSearchTrigrams(
  deps: Pick<Deps, 'db' | 'clock'>,
  o: TrigramCountOptions = {},
): Promise<{ common: number; sampled: number }> {
  const { sample, minRows, minSampled } = { ...DEFAULTS, ...o };
  return deps.db.transaction(async (tx) => {
    // Two counts at once take turns (the second replaces the first's rows, not adds to them);
    // searches reading the table are not held up by the lock.
    await tx.execute(sql`lock table ${customerSearchTrigrams} in exclusive mode`);
    await tx.delete(customerSearchTrigrams);
    const [total] = await rawRows<{ n: number }>(tx, sql`select count(*)::int as n from ${customers}`);
    const n = Number(total?.n ?? 0);
    if (n < minRows) return { common: 0, sampled: 0 };
    const percent = Math.min(100, (100 * sample) / n);
    const [r] = await rawRows<{ common: number; sampled: number }>(
      tx,
      sql`with s as materialized (
          select ${customerSearchText} as text from ${customers}
          tablesample bernoulli (${sql.raw(percent.toFixed(6))})
        ), size as (select count(*)::float8 as m from s),
        counted as (
          select t as trigram, count(*)::float8 / size.m as share
          from s cross join lateral unnest(show_trgm(s.text)) t cross join size
          group by t, size.m
          having count(*) >= ${minSampled} and count(*)::float8 / size.m * ${n} >= ${minRows}
        ), stored as (
          insert into ${customerSearchTrigrams} (trigram, share, counted_at)
          select trigram, share, ${deps.clock.now().toISOString()}::timestamptz from counted returning 1
        )
        select (select count(*) from stored)::int as common, (select m from size)::int as sampled`,
    );
    return { common: Number(r?.common ?? 0), sampled: Number(r?.sampled ?? 0) };
  });
}
