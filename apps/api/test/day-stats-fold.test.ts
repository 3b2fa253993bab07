/**
 * Folding the day rollup's shards (dashboard/day-stats-fold.ts): days before yesterday end as one
 * row a key with the same sums, the home's stats answer the same, and payments changing old days
 * while the fold runs lose nothing. On PostgreSQL (DATABASE_URL) the changes and the folds run on
 * separate connections at once; on PGlite they take turns.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { rawRows } from '#db/client.ts';
import { foldDayStats } from '#modules/dashboard/index.ts';
import { useDatabase } from './support/database.ts';
import { type Harness, harness } from './support/harness.ts';
import { CARDS, card, merchantWithLink, payer, payOk } from './support/payments.ts';

const database = useDatabase();
const DAY = 86_400_000;
const HOME = '/api/v1/merchant/dashboard';

/** Each key's sums and how many rows hold it, for one merchant. */
const keys = (t: Harness, merchantId: string) =>
  rawRows<Record<string, string>>(
    t.db,
    sql`select currency, day::text as day, channel, count(*)::int as rows, min(shard)::int as shard,
          sum(paid)::text paid, sum(volume)::text volume, sum(fees)::text fees, sum(net)::text net,
          sum(failed)::text failed, sum(underpaid)::text underpaid
        from merchant_day_stats where merchant_id = ${merchantId}
        group by currency, day, channel order by currency, day, channel`,
  );
const sumsOf = (rows: Record<string, string>[]) => rows.map(({ rows: _n, shard: _s, ...sums }) => sums);

/** Spreads each key's figures over more shards, as a busy day's payments would. */
async function spread(t: Harness, merchantId: string) {
  await t.db.execute(sql`
    insert into merchant_day_stats (merchant_id, currency, day, channel, shard, paid, volume, fees, net, failed, underpaid)
    select merchant_id, currency, day, channel, g, 1, 100 * g, g, 100 * g - g, g % 2, 0
    from (select distinct merchant_id, currency, day, channel from merchant_day_stats where merchant_id = ${merchantId}) k,
      generate_series(1, 7) g
    on conflict (merchant_id, currency, day, channel, shard) do update set paid = merchant_day_stats.paid + 1`);
}

describe('folding the day rollup', () => {
  test('days before yesterday become one row a key with the same sums; the stats answer the same', async () => {
    const t = harness(database.db);
    const { owner, link, merchantId } = await merchantWithLink(t, { amount: 150_000 });
    for (let day = 0; day < 5; day++) {
      await payOk(t, link.ref, { ...payer(), card: card(CARDS.success) });
      await payOk(t, link.ref, { ...payer(), card: card(CARDS.declined) });
      await payOk(t, link.ref, { ...payer(), card: card(CARDS.success) });
      t.clock.advance(DAY);
    }
    await spread(t, merchantId);
    const before = await keys(t, merchantId);
    const q = `?from=2000-01-01&to=${new Date(t.clock.now().getTime() + DAY).toISOString().slice(0, 10)}`;
    const statsBefore = (await t.get(`${HOME}/transactions/stats/NGN${q}`, { token: owner.token })).body;
    expect(before.filter((k) => Number(k.rows) > 1).length).toBe(before.length);

    // Small batches: the fold goes round until no row is left to move.
    const { folded } = await foldDayStats(t.deps, { batch: 3 });
    const after = await keys(t, merchantId);
    expect(sumsOf(after)).toEqual(sumsOf(before));
    const today = new Date(t.clock.now().getTime() + 3_600_000).toISOString().slice(0, 10);
    const yesterday = new Date(t.clock.now().getTime() + 3_600_000 - DAY).toISOString().slice(0, 10);
    const old = after.filter((k) => k.day! < yesterday);
    expect(old.length).toBeGreaterThanOrEqual(3);
    expect(old.map((k) => [k.rows, k.shard])).toEqual(old.map(() => [1, -1]));
    // Yesterday and today keep their shards: a checkout may still change them.
    const recent = after.filter((k) => k.day! >= yesterday);
    expect(recent.map((k) => k.rows)).toEqual(before.filter((k) => k.day! >= yesterday).map((k) => k.rows));
    expect(recent.some((k) => k.day === today || k.day === yesterday)).toBe(true);
    // Every merchant's old rows are folded: this one's at least (other tests' may share the database).
    expect(folded).toBeGreaterThanOrEqual(
      before.filter((k) => k.day! < yesterday).reduce((n, k) => n + Number(k.rows), 0),
    );
    expect((await t.get(`${HOME}/transactions/stats/NGN${q}`, { token: owner.token })).body).toEqual(
      statsBefore,
    );

    // Folding again changes nothing; a late change to an old day is folded into the same row.
    await foldDayStats(t.deps);
    expect(await keys(t, merchantId)).toEqual(after);
    await spread(t, merchantId);
    const spreadAgain = await keys(t, merchantId);
    await foldDayStats(t.deps);
    const again = await keys(t, merchantId);
    expect(sumsOf(again)).toEqual(sumsOf(spreadAgain));
    expect(again.filter((k) => k.day! < yesterday).map((k) => k.rows)).toEqual(old.map(() => 1));
  });

  test('changes to old days while folds run are all kept', async () => {
    const t = harness(database.db);
    const { merchantId } = await merchantWithLink(t);
    const days = ['2026-01-01', '2026-01-02', '2026-01-03'];
    // What a trigger does for a late change: add to a shard of the key (any of the eight).
    const change = (i: number) =>
      t.db.execute(sql`
        insert into merchant_day_stats as s (merchant_id, currency, day, channel, shard, paid, volume)
        values (${merchantId}, 'NGN', ${days[i % 3]}::date, 'card', ${i % 8}, 1, ${i})
        on conflict (merchant_id, currency, day, channel, shard)
        do update set paid = s.paid + 1, volume = s.volume + excluded.volume`);
    const n = 240;
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < n; i++) {
      work.push(change(i));
      if (i % 20 === 0) work.push(foldDayStats(t.deps, { batch: 4 }));
    }
    await Promise.all(work);
    await foldDayStats(t.deps);
    const after = await keys(t, merchantId);
    const expected = days.map((day, d) => {
      const mine = Array.from({ length: n }, (_, i) => i).filter((i) => i % 3 === d);
      return { day, rows: 1, paid: String(mine.length), volume: String(mine.reduce((a, b) => a + b, 0)) };
    });
    expect(after.map((k) => ({ day: k.day, rows: k.rows, paid: k.paid, volume: k.volume }))).toEqual(
      expected,
    );
  });
});
