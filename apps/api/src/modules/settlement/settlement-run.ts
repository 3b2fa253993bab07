/**
 * The settlement run (pg-boss job `balances-settle`, every 15 minutes; `npm run ops --
 * settlement:run`; the sandbox's dev endpoint): moves each due payment's net from the merchant's
 * pending balance to available (and a split payment's sub-account part from the sub-account's
 * pending to its available), one 'settlement' journal entry per payment (reference = the
 * payment's), in the transaction that marks its `payment_settlements` row settled.
 *
 * Settling once, however many runs: each row is claimed with FOR UPDATE SKIP LOCKED and must still
 * be unsettled, so a concurrent run skips it and a later one no longer finds it; and the ledger's
 * (kind, reference) key refuses a second 'settlement' entry for the same payment whatever happens.
 */
import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '#db/client.ts';
import type { Clock } from '#lib/clock.ts';
import type { Logger } from '#lib/logger.ts';
import { type Line, post, subAccountWallet } from '#modules/ledger/index.ts';
import { firstDayNotDue, lagosDay, startOfLagosDay } from './business-days.ts';
import { holidaySet } from './holidays.ts';
import { DEFAULT_SETTLEMENT_DELAY_DAYS } from './settlement-schedule.ts';

export type SettlementDeps = { db: Db; clock: Clock; log: Pick<Logger, 'warn' | 'info'> };
/** What a run did: payments settled, and those left (held by a concurrent run, or failed). */
export type SettlementRun = { settled: number; skipped: number };

/** Payments claimed per query; the run reads batches until none is due. */
export const SETTLEMENT_BATCH = 200;

type Due = { entry_id: string };
type Claimed = {
  merchant_id: string;
  reference: string;
  taken: string;
  amount: string | null;
  currency: string | null;
  /** A split payment's credit to its sub-account's pending (issue 15), and that sub-account. */
  sub_amount: string | null;
  sub_currency: string | null;
  sub_account_id: string | null;
};

/** The merchants with something unsettled (or just the one asked for), and their delay. */
async function merchantsWaiting(db: Db, merchantId: string | undefined) {
  const rows = await rawRows<{ merchant_id: string; days: number }>(
    db,
    sql`
    select w.merchant_id, coalesce(d.days, ${DEFAULT_SETTLEMENT_DELAY_DAYS})::int as days
    from (select distinct merchant_id from payment_settlements where settled_at is null and not held
          ${merchantId ? sql`and merchant_id = ${merchantId}` : sql``}) w
    left join settlement_delays d on d.merchant_id = w.merchant_id`,
  );
  return rows;
}

async function dueRows(db: Db, merchantId: string, before: Date, skip: readonly string[]) {
  const rows = await rawRows<Due>(
    db,
    sql`
    select entry_id from payment_settlements
    where merchant_id = ${merchantId} and settled_at is null and not held
      and paid_at < ${before.toISOString()}::timestamptz
      ${
        skip.length
          ? sql`and entry_id not in (${sql.join(
              skip.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`
          : sql``
      }
    order by paid_at limit ${SETTLEMENT_BATCH}`,
  );
  return rows;
}

/**
 * Settles one payment in its own transaction: true when this call settled it (or found nothing
 * left to move and closed it), false when another run holds or already settled it.
 */
async function settleOne(deps: SettlementDeps, entryId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const rows = await rawRows<Claimed>(
      tx,
      sql`
      select s.merchant_id, s.reference, s.taken::text as taken, p.amount::text as amount, p.currency,
        sp.amount::text as sub_amount, sp.currency as sub_currency, sp.sub_account_id
      from payment_settlements s
      left join lateral (
        select p.amount, p.currency from postings p join ledger_accounts a on a.id = p.account_id
        where p.entry_id = s.entry_id and a.kind = 'merchant_pending' and a.merchant_id = s.merchant_id
      ) p on true
      left join lateral (
        select p.amount, p.currency, a.sub_account_id from postings p join ledger_accounts a on a.id = p.account_id
        where p.entry_id = s.entry_id and a.kind = 'sub_account_pending' and a.merchant_id = s.merchant_id
      ) sp on true
      where s.entry_id = ${entryId} and s.settled_at is null and not s.held
      for update of s skip locked`,
    );
    const row = rows[0];
    if (!row) return false;
    const amount = BigInt(row.amount ?? '0') - BigInt(row.taken);
    const lines: Line[] = [];
    if (amount > 0n && row.currency) {
      const pending = {
        merchantId: row.merchant_id,
        kind: 'merchant_pending' as const,
        currency: row.currency,
      };
      lines.push(
        { account: pending, amount: -amount },
        { account: { ...pending, kind: 'merchant_available' }, amount },
      );
    }
    // A split payment's sub-account part settles in the same entry. Refunds and chargebacks never
    // take from it (the main account is liable, docs/SETTLEMENT.md "Sub-accounts"): all of it moves.
    const subAmount = BigInt(row.sub_amount ?? '0');
    if (subAmount > 0n && row.sub_currency && row.sub_account_id) {
      const owner = { merchantId: row.merchant_id, subAccountId: row.sub_account_id };
      lines.push(
        { account: subAccountWallet(owner, 'sub_account_pending', row.sub_currency), amount: -subAmount },
        { account: subAccountWallet(owner, 'sub_account_available', row.sub_currency), amount: subAmount },
      );
    }
    if (lines.length)
      await post(tx, deps.clock, {
        merchantId: row.merchant_id,
        kind: 'settlement',
        reference: row.reference,
        description: `Settlement of ${row.reference}`,
        lines,
      });
    await tx.execute(sql`
      update payment_settlements
      set settled_at = ${deps.clock.now().toISOString()}::timestamptz, settled_amount = ${amount > 0n ? amount : 0n}
      where entry_id = ${entryId}`);
    return true;
  });
}

export type RunOptions = {
  /** Only this merchant's payments (the sandbox's button, tests). */
  merchantId?: string;
  /** Settle every payment made before this instant, whatever its due day (the sandbox's button). */
  paidBefore?: Date;
};

/** One pass over every merchant (or one): settles every payment due now. */
export async function runSettlement(deps: SettlementDeps, o: RunOptions = {}): Promise<SettlementRun> {
  const now = deps.clock.now();
  const today = lagosDay(now);
  const holidays = await holidaySet(deps.db);
  const out: SettlementRun = { settled: 0, skipped: 0 };
  for (const m of await merchantsWaiting(deps.db, o.merchantId)) {
    const before = o.paidBefore ?? startOfLagosDay(firstDayNotDue(today, m.days, holidays));
    // A payment that cannot settle (its pending money was taken meanwhile) is logged and left for
    // the next run; `failed` keeps this run from reading it again.
    const failed: string[] = [];
    for (;;) {
      const rows = await dueRows(deps.db, m.merchant_id, before, failed);
      if (!rows.length) break;
      for (const r of rows) {
        try {
          if (await settleOne(deps, r.entry_id)) out.settled++;
          else {
            out.skipped++;
            failed.push(r.entry_id);
          }
        } catch (err) {
          deps.log.warn({ err, entryId: r.entry_id }, 'a payment could not settle; the next run tries again');
          failed.push(r.entry_id);
          out.skipped++;
        }
      }
    }
  }
  if (out.settled) deps.log.info(out, 'settlement run');
  return out;
}
