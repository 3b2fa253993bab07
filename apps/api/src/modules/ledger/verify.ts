/**
 * Proves the ledger's invariants over the whole database: every entry's postings sum to zero per
 * currency, every cached balance (merchant wallets: the account's row plus its credit shards; the
 * platform's own accounts are not cached) equals the sum of its postings, and no account that may not go
 * negative is below zero, every sub-account wallet belongs to its sub-account's merchant, and every
 * paid split payment's row carries the share its entry credited the sub-account, and every posting
 * carries its entry's time.
 * Returns the problems found (none means the ledger is sound).
 */
import { sql } from 'drizzle-orm';
import { type Db, rawRows, type Tx } from '#db/client.ts';
import { SUB_ACCOUNT_KINDS } from '#db/schema/index.ts';

const subAccountKinds = sql.join(
  SUB_ACCOUNT_KINDS.map((k) => sql`${k}`),
  sql`, `,
);

export type LedgerProblem = { check: string; detail: string };

export async function verifyLedger(db: Db | Tx): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const unbalanced = await rawRows<{ entry_id: string; currency: string; total: string }>(
    db,
    sql`select entry_id, currency, sum(amount)::text as total from postings group by entry_id, currency having sum(amount) <> 0`,
  );
  for (const r of unbalanced)
    problems.push({
      check: 'entry balances',
      detail: `entry ${r.entry_id} sums to ${r.total} ${r.currency}`,
    });

  const thin = await rawRows<{ id: string }>(
    db,
    sql`select e.id from journal_entries e left join postings p on p.entry_id = e.id group by e.id having count(p.id) < 2`,
  );
  for (const r of thin)
    problems.push({ check: 'entry postings', detail: `entry ${r.id} has fewer than two postings` });

  const drift = await rawRows<{ id: string; balance: string; total: string }>(
    db,
    sql`with cached as (
          select a.id, a.balance + coalesce((select sum(s.amount) from ledger_credit_shards s
            where s.account_id = a.id), 0) as balance
          from ledger_accounts a where not a.allow_negative
        )
        select c.id, c.balance::text as balance, coalesce(sum(p.amount), 0)::text as total
        from cached c left join postings p on p.account_id = c.id
        group by c.id, c.balance having c.balance <> coalesce(sum(p.amount), 0)`,
  );
  for (const r of drift)
    problems.push({
      check: 'cached balance',
      detail: `account ${r.id} caches ${r.balance} but its postings sum to ${r.total}`,
    });

  const currency = await rawRows<{ id: string }>(
    db,
    sql`select p.id from postings p join ledger_accounts a on a.id = p.account_id where p.currency <> a.currency`,
  );
  for (const r of currency)
    problems.push({ check: 'posting currency', detail: `posting ${r.id} is not in its account's currency` });

  // The balance history counts a page's offset on the postings' own times (balances/history.ts).
  const time = await rawRows<{ id: string }>(
    db,
    sql`select p.id from postings p join journal_entries e on e.id = p.entry_id where p.created_at <> e.created_at limit 100`,
  );
  for (const r of time)
    problems.push({ check: 'posting time', detail: `posting ${r.id} does not carry its entry's time` });

  const negative = await rawRows<{ id: string; balance: string }>(
    db,
    sql`select a.id, (a.balance + coalesce(s.amount, 0))::text as balance
        from ledger_accounts a
        left join (select account_id, sum(amount) as amount from ledger_credit_shards group by account_id) s
          on s.account_id = a.id
        where not a.allow_negative and a.balance + coalesce(s.amount, 0) < 0`,
  );
  for (const r of negative)
    problems.push({ check: 'no negative wallet', detail: `account ${r.id} is at ${r.balance}` });

  // A sub-account's wallet belongs to its parent merchant (issue 15), and only sub_account_* kinds
  // have a sub-account (the database checks the second; this proves both).
  const owner = await rawRows<{ id: string }>(
    db,
    sql`select a.id from ledger_accounts a left join sub_accounts s on s.id = a.sub_account_id
        where (a.sub_account_id is not null) <> (a.kind in (${subAccountKinds}))
          or (a.sub_account_id is not null and a.merchant_id is distinct from s.merchant_id)`,
  );
  for (const r of owner)
    problems.push({
      check: 'sub-account wallet owner',
      detail: `account ${r.id} is not a wallet of a sub-account of its merchant`,
    });

  // The share a split payment's row carries (its sub-account's stats read it there, migration 0058)
  // is what its payment entry credited the sub-account's pending wallet.
  const share = await rawRows<{ reference: string; row: string | null; ledger: string }>(
    db,
    sql`select t.reference, t.sub_account_share::text as row, coalesce((select sum(p.amount)
          from journal_entries e join postings p on p.entry_id = e.id join ledger_accounts a on a.id = p.account_id
          where e.kind = 'payment' and e.reference = t.reference and a.kind = 'sub_account_pending'
            and a.sub_account_id = t.sub_account_id), 0)::text as ledger
        from transactions t
        where t.sub_account_id is not null and t.status in ('success', 'underpaid')
          and t.sub_account_share is distinct from coalesce((select sum(p.amount)
            from journal_entries e join postings p on p.entry_id = e.id join ledger_accounts a on a.id = p.account_id
            where e.kind = 'payment' and e.reference = t.reference and a.kind = 'sub_account_pending'
              and a.sub_account_id = t.sub_account_id), 0)`,
  );
  for (const r of share)
    problems.push({
      check: 'split share on the payment',
      detail: `payment ${r.reference} carries ${r.row ?? 'no share'} but its entry credited ${r.ledger}`,
    });
  return problems;
}
