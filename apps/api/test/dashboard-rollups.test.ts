/**
 * The home's rollups (migration 0026, kept by the triggers of 0036): whatever the checkouts went
 * through, the merchant's day figures and customers by month equal a recount of the rows, the way
 * migration 0026 counted the rows that were there before its triggers.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { type Db, rawRows } from '#db/client.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { CARDS, card, merchantWithLink, PAY, payer, payOk } from './support/payments.ts';

const database = useDatabase();
const DAY = 86_400_000;

describe('the merchant’s rollups', () => {
  test('equal a recount of the transactions and customers, across days and months', async () => {
    const t = harness(database.db);
    const { link, merchantId } = await merchantWithLink(t, { amount: 150_000 });
    const ada = payer({ email: 'ada@example.com' });
    const bola = payer({ email: 'bola@example.com', name: 'Bola Ade' });
    await payOk(t, link.ref, { ...ada, card: card(CARDS.success) });
    await payOk(t, link.ref, { ...bola, card: card(CARDS.declined) });
    const otp = await payOk(t, link.ref, { ...bola, card: card(CARDS.otp) });
    await t.post(`${PAY}/checkout/${otp.reference}/otp`, { otp: '123456' });
    // The same customers again the next day and in the next month: returning customers then.
    t.clock.advance(DAY);
    await payOk(t, link.ref, { ...ada, card: card(CARDS.success) });
    const transfer = await payOk(t, link.ref, { ...bola, channel: 'bank_transfer' });
    await t.post(`${PAY}/checkout/${transfer.reference}/simulate-transfer`, {});
    // A short transfer the merchant keeps (the default rule): paid, and counted as underpaid too.
    const short = await payOk(t, link.ref, { ...ada, channel: 'bank_transfer' });
    await t.post(`${PAY}/checkout/${short.reference}/simulate-transfer`, { amount: 100 });
    t.clock.advance(35 * DAY);
    await payOk(t, link.ref, { ...ada, card: card(CARDS.success) });
    await payOk(t, link.ref, { ...ada, card: card(CARDS.insufficient) });
    const abandoned = await payOk(t, link.ref, { ...bola, channel: 'bank_transfer' });
    t.clock.advance(30 * 60_000);
    await t.get(`${PAY}/checkout/${abandoned.reference}`);

    const days = await rawRows<Record<string, string>>(
      t.db,
      sql`select currency, day::text, channel, sum(paid)::text paid, sum(volume)::text volume,
            sum(fees)::text fees, sum(net)::text net, sum(failed)::text failed, sum(underpaid)::text underpaid
          from merchant_day_stats where merchant_id = ${merchantId}
          group by currency, day, channel having sum(paid) <> 0 or sum(failed) <> 0
          order by currency, day, channel`,
    );
    const recountDays = await rawRows<Record<string, string>>(
      t.db,
      sql`select currency, d::text as day, channel,
            (count(*) filter (where status in ('success', 'underpaid')))::text paid,
            coalesce(sum(amount_paid) filter (where status in ('success', 'underpaid')), 0)::text volume,
            coalesce(sum(fee) filter (where status in ('success', 'underpaid')), 0)::text fees,
            coalesce(sum(net) filter (where status in ('success', 'underpaid')), 0)::text net,
            (count(*) filter (where status = 'failed'))::text failed,
            (count(*) filter (where status = 'underpaid'))::text underpaid
          from (select *, lagos_day(case when status = 'failed' then created_at else coalesce(paid_at, created_at) end) d
                from transactions where merchant_id = ${merchantId} and status in ('success', 'underpaid', 'failed')) x
          group by currency, d, channel order by currency, d, channel`,
    );
    expect(days).toEqual(recountDays);
    expect(days.map((d) => d.paid).reduce((a, b) => a + Number(b), 0)).toBe(6);
    expect(days.map((d) => d.underpaid).reduce((a, b) => a + Number(b), 0)).toBe(1);
    expect(days.map((d) => d.failed).reduce((a, b) => a + Number(b), 0)).toBe(3);

    const months = await rawRows<Record<string, string>>(
      t.db,
      sql`select month::text, sum(new_customers)::text new_customers, sum(returning_customers)::text returning_customers
          from merchant_customer_months where merchant_id = ${merchantId}
          group by month order by month`,
    );
    const recountMonths = await rawRows<Record<string, string>>(
      t.db,
      sql`select m::text as month, sum(n)::text new_customers, sum(r)::text returning_customers from (
            select lagos_month(first_paid_at) m, count(*) n, 0 r from customers where merchant_id = ${merchantId} group by 1
            union all
            select paid.m, 0, count(*) from (
              select distinct t.customer_id, lagos_month(t.paid_at) m from transactions t
              where t.merchant_id = ${merchantId} and t.status in ('success', 'underpaid') and t.paid_at is not null) paid
            join customers c on c.id = paid.customer_id where paid.m > lagos_month(c.first_paid_at) group by 1
          ) counted group by m order by m`,
    );
    expect(months).toEqual(recountMonths);
    await expectBackfillRecounts(t.db, merchantId, days);
    // January: Ada and Bola new (a second payment the next day is the same month); February: Ada
    // returns, Bola's transfer is abandoned.
    expect(months).toEqual([
      { month: '2026-01-01', new_customers: '2', returning_customers: '0' },
      { month: '2026-02-01', new_customers: '0', returning_customers: '1' },
    ]);
  });
});

/**
 * Migration 0064 counted the payments already underpaid when it added the column: its last
 * statement, run again on this merchant's rollup with the column emptied, gives the same figures.
 * Inside a transaction rolled back (the statement reads every merchant's payments).
 */
async function expectBackfillRecounts(db: Db, merchantId: string, days: Record<string, string>[]) {
  const file = new URL('../drizzle/0064_rollup-underpaid-counted.sql', import.meta.url);
  const backfill = fs.readFileSync(file, 'utf8').split('--> statement-breakpoint').at(-1)!;
  const underpaid = sql`select currency, day::text, channel, sum(underpaid)::text underpaid from merchant_day_stats
    where merchant_id = ${merchantId} group by currency, day, channel having sum(paid) <> 0 or sum(failed) <> 0
    order by currency, day, channel`;
  const again = await db
    .transaction(async (tx) => {
      await tx.execute(sql`update merchant_day_stats set underpaid = 0 where merchant_id = ${merchantId}`);
      await tx.execute(sql.raw(backfill));
      const rows = await rawRows<Record<string, string>>(tx, underpaid);
      throw Object.assign(new Error('rolled back'), { rows });
    })
    .catch((e: { rows?: Record<string, string>[] }) => e.rows);
  expect(again).toEqual(
    days.map(({ currency, day, channel, underpaid }) => ({ currency, day, channel, underpaid })),
  );
}
