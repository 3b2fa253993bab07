/**
 * The merchant-scale bench's ledger (issue 14's balance history at a million movements): the
 * journal entries the bulk transactions would have posted, written in bulk after them. Each paid
 * bulk row (success or underpaid) gets its 'payment' entry as settlement/payment-entry.ts writes it
 * (clearing −paid, the merchant's pending +net, fees +fee) at its paid time; every other one of
 * those paid more than two days ago also gets its 'settlement' entry a day later (pending −net,
 * available +net), as settlement-run.ts writes it. The merchant's wallets then hold the sums.
 *
 * The deferred per-row checks (postings_entry_balances of migration 0022, journal_entries_have_postings
 * of 0023/0024) and the per-row payment_settlements trigger (0035) are off while the rows go in:
 * each entry balances by construction, a million queued checks would cost minutes, and the
 * settlement rows are written in one statement instead (settled where the settlement entry is).
 */
import type { Sql } from './scale-seed.ts';

const BULK = `t.merchant_id = $1::uuid and t.reference ~ '^PRL_[0-9]{16}$' and t.status in ('success', 'underpaid')`;

const LEDGER_TRIGGERS = [
  ['postings', 'postings_entry_balances'],
  ['journal_entries', 'journal_entries_have_postings'],
  ['journal_entries', 'journal_entries_payment_settlement'],
] as const;

export async function seedLedger(
  sql: Sql,
  opts: { merchantId: string; log: (s: string) => void },
): Promise<{ movements: number }> {
  const m = opts.merchantId;
  await sql(
    `insert into ledger_accounts (merchant_id, kind, currency, allow_negative)
     select case when k like 'merchant%' then $1::uuid end, k, c, k like 'platform%'
     from unnest(array['platform_clearing', 'platform_fees', 'merchant_pending', 'merchant_available']) k,
       unnest(array['NGN', 'USD']) c
     on conflict do nothing`,
    [m],
  );
  await sql('drop table if exists scale_accounts');
  await sql(
    `create table scale_accounts as select c.currency,
       (select id from ledger_accounts where merchant_id is null and kind = 'platform_clearing' and currency = c.currency) as clearing,
       (select id from ledger_accounts where merchant_id is null and kind = 'platform_fees' and currency = c.currency) as fees,
       (select id from ledger_accounts where merchant_id = $1::uuid and kind = 'merchant_pending' and currency = c.currency) as pending,
       (select id from ledger_accounts where merchant_id = $1::uuid and kind = 'merchant_available' and currency = c.currency) as available
     from (values ('NGN'), ('USD')) c(currency)`,
    [m],
  );
  await sql('drop table if exists scale_ledger');
  await sql(
    `create table scale_ledger as
     select t.reference, t.currency, t.amount_paid as paid, t.fee, t.net, t.paid_at, gen_random_uuid() as pay_id,
       case when right(t.reference, 1)::int % 2 = 0 and t.paid_at < now() - interval '2 days'
         then gen_random_uuid() end as settle_id
     from transactions t
     where ${BULK}
       and not exists (select 1 from journal_entries j where j.kind = 'payment' and j.reference = t.reference)`,
    [m],
  );
  for (const [table, trigger] of LEDGER_TRIGGERS)
    await sql(`alter table ${table} disable trigger ${trigger}`);
  await sql(
    `insert into journal_entries (id, merchant_id, kind, reference, description, created_at)
     select pay_id, $1::uuid, 'payment', reference, 'Payment ' || reference, paid_at from scale_ledger`,
    [m],
  );
  await sql(
    `insert into postings (entry_id, account_id, currency, amount, created_at)
     select l.pay_id, x.acc, l.currency, x.amt, l.paid_at from scale_ledger l join scale_accounts a using (currency)
     cross join lateral (values (a.clearing, -l.paid), (a.pending, l.net), (a.fees, l.fee)) x(acc, amt)
     where x.amt <> 0`,
  );
  opts.log('payment entries written');
  await sql(
    `insert into journal_entries (id, merchant_id, kind, reference, description, created_at)
     select settle_id, $1::uuid, 'settlement', reference, 'Settlement of ' || reference, paid_at + interval '1 day'
     from scale_ledger where settle_id is not null`,
    [m],
  );
  await sql(
    `insert into postings (entry_id, account_id, currency, amount, created_at)
     select l.settle_id, x.acc, l.currency, x.amt, l.paid_at + interval '1 day'
     from scale_ledger l join scale_accounts a using (currency)
     cross join lateral (values (a.pending, -l.net), (a.available, l.net)) x(acc, amt)
     where l.settle_id is not null`,
  );
  await sql(
    `insert into payment_settlements (entry_id, merchant_id, reference, paid_at, settled_at, settled_amount)
     select pay_id, $1::uuid, reference, paid_at, case when settle_id is not null then paid_at + interval '1 day' end,
       case when settle_id is not null then net end
     from scale_ledger`,
    [m],
  );
  for (const [table, trigger] of LEDGER_TRIGGERS) await sql(`alter table ${table} enable trigger ${trigger}`);
  // What stayed pending and what was settled, per currency: the wallets' new balances.
  await sql(
    `update ledger_accounts u set balance = u.balance + s.total
     from (select a.pending as id, sum(l.net) filter (where l.settle_id is null) as total
           from scale_ledger l join scale_accounts a using (currency) group by a.pending
           union all
           select a.available, sum(l.net) filter (where l.settle_id is not null)
           from scale_ledger l join scale_accounts a using (currency) group by a.available) s
     where u.id = s.id and s.total is not null`,
  );
  const r = await sql(`select count(*) + count(settle_id) * 2 as movements from scale_ledger`);
  await sql('drop table scale_ledger');
  await sql('drop table scale_accounts');
  const movements = Number((r.rows[0] as { movements: string }).movements);
  opts.log(`${movements.toLocaleString('en')} balance movements written`);
  return { movements };
}
