/**
 * The sub-accounts bench's bulk load (issue 15): `subs` sub-accounts of one merchant, each with one
 * link (a copy of a link the API made, with its own ref and slug), and `count` paid or failed split
 * payments spread over them and over the past year, written as an import would: the transaction
 * rows carry the link's sub-account as a checkout does, each paid one gets its ONE 'payment' entry
 * as settlement/payment-entry.ts writes it for a split (clearing −paid, merchant pending +main,
 * fees +fee, the sub-account's `sub_account_pending` +its share by `allocateSplit`), the wallets
 * hold the sums, and the rollups (payment_link_stats, merchant_day_stats) are computed once with
 * the backfill SQL of migrations 0015 and 0026. Rules: percentage 10–19 % (basis points
 * 1000 + 100 × (n % 10)), the merchant bears the fee, so the sub-account's share is
 * paid × bps / 10,000 rounded down and the merchant keeps net − share. No customers rows (the
 * sub-account reads never join them). Sub-accounts are not settled: everything stays pending.
 */
import type { Sql } from './scale-seed.ts';

const OFF = [
  ['transactions', 'transactions_rollups_insert'],
  ['transactions', 'transactions_rollups_update'],
  ['postings', 'postings_entry_balances'],
  ['journal_entries', 'journal_entries_have_postings'],
  ['journal_entries', 'journal_entries_payment_settlement'],
] as const;

export const subSlug = (n: number) => `bench-sub-${String(n).padStart(4, '0')}`;
export const subName = (n: number) => `Bench branch ${String(n).padStart(4, '0')}`;
const BATCH = 250_000;

export async function seedSubAccounts(
  sql: Sql,
  o: { merchantId: string; templateLinkId: string; subs: number; count: number; log: (s: string) => void },
) {
  const m = o.merchantId;
  // Created one a minute apart, the newest is n = 0.
  await sql(
    `insert into sub_accounts (merchant_id, slug, name, status, bank_code, account_number, account_name,
       split_type, split_value, fee_bearer, created_at, updated_at)
     select $1::uuid, 'bench-sub-' || lpad(n::text, 4, '0'), 'Bench branch ' || lpad(n::text, 4, '0'), 'active',
       '058', lpad((1000000000 + n)::text, 10, '0'), 'BENCH BRANCH ' || n, 'percentage', 1000 + 100 * (n % 10),
       'merchant', now() - make_interval(mins => n), now() - make_interval(mins => n)
     from generate_series(0, ${o.subs - 1}) n`,
    [m],
  );
  const cols = await sql(
    `select string_agg(quote_ident(column_name), ', ') as c from information_schema.columns
     where table_name = 'payment_links' and column_name not in ('id', 'ref', 'slug', 'name', 'sub_account_id')`,
  );
  const c = (cols.rows[0] as { c: string }).c;
  await sql(
    `insert into payment_links (ref, slug, name, sub_account_id, ${c})
     select 'BSUB' || lpad(s.n::text, 6, '0'), 'bench-sub-link-' || s.n, 'Fees ' || s.n, s.id, ${c
       .split(', ')
       .map((x) => `l.${x}`)
       .join(', ')}
     from (select id, substring(slug from 11)::int as n from sub_accounts where merchant_id = $1::uuid
           and slug like 'bench-sub-%') s
     cross join payment_links l where l.id = $2::uuid`,
    [m, o.templateLinkId],
  );
  await sql('drop table if exists bench_subs');
  await sql(
    `create table bench_subs as select substring(s.slug from 11)::int as n, s.id as sub_id, s.split_value as bps,
       l.id as link_id from sub_accounts s join payment_links l on l.sub_account_id = s.id
     where s.merchant_id = $1::uuid and s.slug like 'bench-sub-%'`,
    [m],
  );
  await sql('alter table bench_subs add primary key (n)');
  for (const [table, trigger] of OFF) await sql(`alter table ${table} disable trigger ${trigger}`);
  const step = (365 * 86_400) / o.count;
  for (let from = 1; from <= o.count; from += BATCH) {
    const to = Math.min(o.count, from + BATCH - 1);
    await sql(
      `insert into transactions (reference, merchant_id, link_id, sub_account_id, customer_email, customer_name,
         channel, status, currency, amount, fee, total, amount_paid, amount_received, net, sub_account_share, fee_bearer,
         card_brand, card_bin, card_last4, failure_reason, paid_at, created_at, updated_at)
       select 'PRS_' || lpad(g::text, 16, '0'), $1::uuid, b.link_id, b.sub_id, 'payer' || (g % 5000) || '@example.test',
         'Bench Payer', ch, st, 'NGN', amt, amt * 15 / 1000, amt,
         case when st = 'success' then amt else 0 end, case when st = 'success' then amt else 0 end,
         case when st = 'success' then amt - amt * 15 / 1000 else 0 end,
         case when st = 'success' then amt * b.bps / 10000 end, 'merchant',
         case when ch = 'card' then 'visa' end, case when ch = 'card' then '408408' end,
         case when ch = 'card' then lpad((g % 10000)::text, 4, '0') end,
         case when st = 'failed' then 'Card declined by the issuer' end,
         case when st = 'success' then at + interval '40 seconds' end, at, at
       from (select g, now() - make_interval(secs => g * ${step}) as at,
               case when g % 10 < 6 then 'card' else 'bank_transfer' end as ch,
               case when g % 17 = 0 then 'failed' else 'success' end as st,
               100000 + (g::bigint * 7919) % 4900000 as amt
             from generate_series(${from}, ${to}) g) x
       join bench_subs b on b.n = x.g % ${o.subs}`,
      [m],
    );
    o.log(`${to.toLocaleString('en')} split payments written`);
  }
  await seedSplitLedger(sql, m, o.log);
  for (const [table, trigger] of OFF) await sql(`alter table ${table} enable trigger ${trigger}`);
  await rollups(sql, m);
  await sql('drop table bench_subs');
}

async function seedSplitLedger(sql: Sql, m: string, log: (s: string) => void) {
  await sql(
    `insert into ledger_accounts (merchant_id, kind, currency, allow_negative)
     select case when k like 'merchant%' then $1::uuid end, k, 'NGN', k like 'platform%'
     from unnest(array['platform_clearing', 'platform_fees', 'merchant_pending', 'merchant_available']) k
     on conflict do nothing`,
    [m],
  );
  await sql(
    `insert into ledger_accounts (merchant_id, sub_account_id, kind, currency, allow_negative)
     select $1::uuid, sub_id, 'sub_account_pending', 'NGN', false from bench_subs on conflict do nothing`,
    [m],
  );
  await sql('drop table if exists bench_split');
  await sql(
    `create table bench_split as
     select t.reference, t.amount_paid as paid, t.fee, t.net, t.amount_paid * b.bps / 10000 as share, t.paid_at,
       gen_random_uuid() as pay_id, w.id as wallet
     from transactions t join bench_subs b on b.sub_id = t.sub_account_id
     join ledger_accounts w on w.sub_account_id = b.sub_id and w.kind = 'sub_account_pending' and w.currency = 'NGN'
     where t.merchant_id = $1::uuid and t.reference like 'PRS\\_%' and t.status = 'success'`,
    [m],
  );
  const acc = (kind: string, owner: string) =>
    `(select id from ledger_accounts where ${owner} and kind = '${kind}' and currency = 'NGN' and sub_account_id is null)`;
  const clearing = acc('platform_clearing', 'merchant_id is null');
  const fees = acc('platform_fees', 'merchant_id is null');
  const pending = acc('merchant_pending', `merchant_id = '${m}'::uuid`);
  await sql(
    `insert into journal_entries (id, merchant_id, kind, reference, description, created_at)
     select pay_id, $1::uuid, 'payment', reference, 'Payment ' || reference, paid_at from bench_split`,
    [m],
  );
  await sql(
    `insert into postings (entry_id, account_id, currency, amount, created_at)
     select l.pay_id, x.acc, 'NGN', x.amt, l.paid_at from bench_split l
     cross join lateral (values (${clearing}, -l.paid), (${pending}, l.net - l.share), (${fees}, l.fee),
       (l.wallet, l.share)) x(acc, amt)
     where x.amt <> 0`,
  );
  await sql(
    `insert into payment_settlements (entry_id, merchant_id, reference, paid_at)
     select pay_id, $1::uuid, reference, paid_at from bench_split`,
    [m],
  );
  await sql(
    `update ledger_accounts u set balance = u.balance + s.total
     from (select ${pending} as id, sum(net - share) as total from bench_split
           union all select wallet, sum(share) from bench_split group by wallet) s
     where u.id = s.id`,
  );
  const n = await sql('select count(*) as n from bench_split');
  log(`${Number((n.rows[0] as { n: string }).n).toLocaleString('en')} split payment entries written`);
  await sql('drop table bench_split');
}

/** The backfills of 0015 (payment_link_stats) and 0026 (merchant_day_stats) for the bulk rows. */
async function rollups(sql: Sql, m: string) {
  const bulk = `t.merchant_id = $1::uuid and t.reference like 'PRS\\_%'`;
  await sql(
    `insert into payment_link_stats as s (link_id, shard, started, started_amount, paid, paid_amount, failed, failed_amount)
     select t.link_id, 0, count(*), coalesce(sum(t.total), 0),
       count(*) filter (where t.status in ('success', 'underpaid')),
       coalesce(sum(t.amount_paid) filter (where t.status in ('success', 'underpaid')), 0),
       count(*) filter (where t.status = 'failed'), coalesce(sum(t.total) filter (where t.status = 'failed'), 0)
     from transactions t where ${bulk} group by t.link_id
     on conflict (link_id, shard) do update set started = s.started + excluded.started,
       started_amount = s.started_amount + excluded.started_amount, paid = s.paid + excluded.paid,
       paid_amount = s.paid_amount + excluded.paid_amount, failed = s.failed + excluded.failed,
       failed_amount = s.failed_amount + excluded.failed_amount`,
    [m],
  );
  await sql(
    `insert into merchant_day_stats as s (merchant_id, currency, day, channel, shard, paid, volume, fees, net, failed)
     select t.merchant_id, t.currency,
       lagos_day(case when t.status = 'failed' then t.created_at else coalesce(t.paid_at, t.created_at) end) as d,
       t.channel, 0, count(*) filter (where t.status = 'success'),
       coalesce(sum(t.amount_paid) filter (where t.status = 'success'), 0),
       coalesce(sum(t.fee) filter (where t.status = 'success'), 0),
       coalesce(sum(t.net) filter (where t.status = 'success'), 0), count(*) filter (where t.status = 'failed')
     from transactions t where ${bulk} group by t.merchant_id, t.currency, d, t.channel
     on conflict (merchant_id, currency, day, channel, shard) do update set paid = s.paid + excluded.paid,
       volume = s.volume + excluded.volume, fees = s.fees + excluded.fees, net = s.net + excluded.net,
       failed = s.failed + excluded.failed`,
    [m],
  );
}
