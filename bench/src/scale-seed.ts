/**
 * The merchant-scale bench's bulk load: `count` transactions and up to 100,000 customers for one
 * merchant, written straight into the database as an import would, with the row triggers that
 * keep the rollups off while the rows go in, and the rollups then computed once with the backfill
 * SQL of migrations 0015/0017 (payment_link_stats) and 0026 (merchant_day_stats,
 * merchant_customer_months). Each row's customer is a hash of its number, so a customer pays now
 * and then over the year. Works on a pg client and on PGlite alike (one statement per call).
 */
import { type OpenOptions, openDatabase } from '../../apps/api/src/db/client.ts';
import { systemClock } from '../../apps/api/src/lib/clock.ts';
import type { Deps } from '../../apps/api/src/lib/deps.ts';
import { countSearchTrigrams } from '../../apps/api/src/modules/customers/index.ts';
import { foldDayStats } from '../../apps/api/src/modules/dashboard/index.ts';

export type Sql = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

export const TRIGGERS = [
  ['transactions', 'transactions_rollups_insert'],
  ['transactions', 'transactions_rollups_update'],
  ['customers', 'customers_merchant_customer_months_insert'],
  ['customers', 'customers_merchant_customer_months_update'],
] as const;

/** The bench's n-th transaction reference: `PRL_` + 16 digits (the list's exact-reference search). */
export const referenceOf = (g: number) => `PRL_${String(g).padStart(16, '0')}`;
/**
 * A paid card transaction among the bulk rows. Row g: g % 10 < 6 card, < 9 bank transfer, else USSD;
 * g % 17 = 0 failed, g % 53 = 1 underpaid, g % 101 = 3 pending, else success (about 91 %);
 * USD for one run of ten rows in 25 (4 %, every channel), else NGN.
 */
export const PAID_CARD_G = 12;
export const customerCount = (count: number) => Math.min(100_000, Math.max(100, Math.floor(count / 10)));
export const customerSearch = (customers: number) => `scale${Math.floor(customers / 2) + 7}@`;

const BATCH = 200_000;

export async function seedMerchant(
  sql: Sql,
  opts: { merchantId: string; linkId: string; count: number; log: (s: string) => void },
): Promise<{ customers: number }> {
  const { merchantId: m, linkId, count } = opts;
  const customers = customerCount(count);
  for (const [table, trigger] of TRIGGERS) await sql(`alter table ${table} disable trigger ${trigger}`);
  await sql('drop table if exists scale_customers');
  await sql(
    `create table scale_customers as select g - 1 as n, gen_random_uuid() as id from generate_series(1, ${customers}) g`,
  );
  await sql('alter table scale_customers add primary key (n)');
  // First and last payment are placeholders until the transactions are in (set below).
  await sql(
    `insert into customers (id, merchant_id, email, name, phone, payment_count, first_paid_at, last_paid_at)
     select id, $1, 'scale' || n || '@example.test', 'Scale Customer ' || n, '+23480' || lpad(n::text, 8, '0'),
       0, now(), now() from scale_customers`,
    [m],
  );
  // Spread evenly over the past year, newest first (g = 1 is the newest).
  const step = (365 * 86_400) / count;
  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    await sql(
      `insert into transactions (reference, merchant_id, link_id, customer_id, customer_email, customer_name,
         customer_phone, channel, status, currency, amount, fee, total, amount_paid, amount_received, net,
         fee_bearer, card_brand, card_bin, card_last4, ussd_code, failure_reason, paid_at, created_at, updated_at)
       select 'PRL_' || lpad(g::text, 16, '0'), $1::uuid, case when g % 5 = 0 then $2::uuid end, c.id,
         'scale' || c.n || '@example.test', 'Scale Customer ' || c.n, '+23480' || lpad(c.n::text, 8, '0'),
         ch, st, cur, amt, amt * 15 / 1000, amt,
         case st when 'success' then amt when 'underpaid' then amt - 10000 else 0 end,
         case st when 'success' then amt when 'underpaid' then amt - 10000 else 0 end,
         case st when 'success' then amt - amt * 15 / 1000 when 'underpaid' then amt - 10000 - amt * 15 / 1000 else 0 end,
         'merchant', case when ch = 'card' then 'visa' end, case when ch = 'card' then '408408' end,
         case when ch = 'card' then lpad((g % 10000)::text, 4, '0') end,
         case when ch = 'ussd' then '*737*000*' || (g % 10000) || '#' end,
         case when st = 'failed' then 'Card declined by the issuer' end,
         case when st in ('success', 'underpaid') then at + interval '40 seconds' end, at, at
       from (select g, now() - make_interval(secs => g * ${step}) as at,
               case when g % 10 < 6 then 'card' when g % 10 < 9 then 'bank_transfer' else 'ussd' end as ch,
               case when g % 17 = 0 then 'failed' when g % 53 = 1 then 'underpaid' when g % 101 = 3 then 'pending'
                 else 'success' end as st,
               case when (g / 10) % 25 = 0 then 'USD' else 'NGN' end as cur,
               100000 + (g::bigint * 7919) % 4900000 as amt
             from generate_series(${from}, ${to}) g) s
       join scale_customers c on c.n = (hashint4(s.g)::bigint + 2147483648) % ${customers}`,
      [m, linkId],
    );
    opts.log(`${to.toLocaleString('en')} transactions written`);
  }
  await sql(
    `insert into customer_totals (customer_id, currency, amount, count)
     select t.customer_id, t.currency, sum(t.amount_paid), count(*) from transactions t
     join scale_customers c on c.id = t.customer_id where t.status in ('success', 'underpaid')
     group by t.customer_id, t.currency`,
  );
  await sql(
    `update customers u set payment_count = p.n, first_paid_at = p.first, last_paid_at = p.last
     from (select t.customer_id, count(*) as n, min(t.paid_at) as first, max(t.paid_at) as last
           from transactions t join scale_customers c on c.id = t.customer_id
           where t.status in ('success', 'underpaid') group by t.customer_id) p
     where u.id = p.customer_id`,
  );
  await rebuildRollups(sql, m);
  for (const [table, trigger] of TRIGGERS) await sql(`alter table ${table} enable trigger ${trigger}`);
  await sql('drop table scale_customers');
  return { customers };
}

/** The backfills of 0015/0017 and 0026, for the bulk rows only, added to what the triggers kept. */
async function rebuildRollups(sql: Sql, m: string) {
  const bulk = 'join scale_customers c on c.id = t.customer_id';
  await sql(
    `insert into payment_link_stats as s (link_id, shard, started, started_amount, paid, paid_amount, failed, failed_amount)
     select t.link_id, 0, count(*), coalesce(sum(t.total), 0),
       count(*) filter (where t.status in ('success', 'underpaid')),
       coalesce(sum(t.amount_paid) filter (where t.status in ('success', 'underpaid')), 0),
       count(*) filter (where t.status = 'failed'), coalesce(sum(t.total) filter (where t.status = 'failed'), 0)
     from transactions t ${bulk} where t.link_id is not null group by t.link_id
     on conflict (link_id, shard) do update set started = s.started + excluded.started,
       started_amount = s.started_amount + excluded.started_amount, paid = s.paid + excluded.paid,
       paid_amount = s.paid_amount + excluded.paid_amount, failed = s.failed + excluded.failed,
       failed_amount = s.failed_amount + excluded.failed_amount`,
  );
  await sql(
    `insert into merchant_day_stats as s (merchant_id, currency, day, channel, shard, paid, volume, fees, net, failed)
     select t.merchant_id, t.currency,
       lagos_day(case when t.status = 'failed' then t.created_at else coalesce(t.paid_at, t.created_at) end) as d,
       t.channel, 0,
       count(*) filter (where t.status in ('success', 'underpaid')),
       coalesce(sum(t.amount_paid) filter (where t.status in ('success', 'underpaid')), 0),
       coalesce(sum(t.fee) filter (where t.status in ('success', 'underpaid')), 0),
       coalesce(sum(t.net) filter (where t.status in ('success', 'underpaid')), 0),
       count(*) filter (where t.status = 'failed')
     from transactions t ${bulk} where t.status in ('success', 'underpaid', 'failed')
     group by t.merchant_id, t.currency, d, t.channel
     on conflict (merchant_id, currency, day, channel, shard) do update set paid = s.paid + excluded.paid,
       volume = s.volume + excluded.volume, fees = s.fees + excluded.fees, net = s.net + excluded.net,
       failed = s.failed + excluded.failed`,
  );
  await sql(
    `insert into merchant_customer_months as s (merchant_id, month, shard, new_customers, returning_customers)
     select $1::uuid, mon, 0, sum(n), sum(r) from (
       select lagos_month(u.first_paid_at) as mon, count(*) as n, 0 as r
       from customers u join scale_customers c on c.id = u.id where u.payment_count > 0 group by 1
       union all
       select paid.mon, 0, count(*) from (
         select distinct t.customer_id, lagos_month(t.paid_at) as mon from transactions t ${bulk}
         where t.status in ('success', 'underpaid') and t.paid_at is not null) paid
       join customers u on u.id = paid.customer_id
       where paid.mon > lagos_month(u.first_paid_at) group by 1
     ) counted group by mon
     on conflict (merchant_id, month, shard) do update set new_customers = s.new_customers + excluded.new_customers,
       returning_customers = s.returning_customers + excluded.returning_customers`,
    [m],
  );
}

const paidInFull = (g: number) => g % 17 !== 0 && g % 53 !== 1 && g % 101 !== 3;
/**
 * What the balance history reads look for (issue 14): a settled payment's reference (a paid row
 * whose number ends in an even digit, about 37 % back in the year) and its net, found twice (the
 * payment's credit and the settlement's two lines), and a Lagos day 100 days back.
 */
export function movementKnown(count: number) {
  let g = Math.floor(count * 0.37) + 1;
  while (!paidInFull(g) || g % 2 !== 0) g++;
  const amount = 100_000 + ((g * 7919) % 4_900_000);
  return {
    movementReference: referenceOf(g),
    movementAmount: amount - Math.floor((amount * 15) / 1000),
    movementDay: new Date(Date.now() + 3_600_000 - 100 * 86_400_000).toISOString().slice(0, 10),
  };
}

/**
 * Folds the day rollup's old shards as the rollups-fold job leaves a merchant's past days in
 * production (a row a day and channel); answers how many rows it moved.
 */
export async function foldDayRollup(open: OpenOptions): Promise<number> {
  const database = await openDatabase(open);
  try {
    return (await foldDayStats({ db: database.db, clock: systemClock } as unknown as Deps)).folded;
  } finally {
    await database.close();
  }
}

/**
 * Counts the customers search's common trigrams as the nightly customers-trigrams job does;
 * answers how many are common and how many customers the sample held.
 */
export async function countCommonTrigrams(open: OpenOptions): Promise<{ common: number; sampled: number }> {
  const database = await openDatabase(open);
  try {
    return await countSearchTrigrams({ db: database.db, clock: systemClock });
  } finally {
    await database.close();
  }
}
