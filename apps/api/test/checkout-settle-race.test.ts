/**
 * The one-statement card settlement and a completion that commits while it waits (the reconcile
 * job settling the same checkout): the statement must see that commit and write nothing, not even
 * the customer's totals, whose upsert runs before the transaction's own update in that statement.
 *
 * It needs two connections at once, so it runs on PostgreSQL (CI's second pass); PGlite has one.
 * The interleaving is made, not waited for: the request is held inside the processor's record by
 * an advisory lock the test holds, the test's own transaction takes the checkout's row, the request
 * is let go and is seen (in pg_stat_activity) waiting for that row, then the test commits.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, test } from 'vitest';
import { ManualClock } from '#lib/clock.ts';
import { useDatabase } from './support/database.ts';
import { marker } from './support/faults.ts';
import { harness } from './support/harness.ts';
import { CARDS, card, merchantWithLink, pay, payer } from './support/payments.ts';

const database = useDatabase();
const url = inject('databaseUrl');
const LOCK = 7_310_042;

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 2_000; i++) {
    if (await check()) return;
    await new Promise((r) => setImmediate(r));
  }
  throw new Error('the request never reached the expected wait');
}

describe.runIf(url)('a card settlement racing another completion (PostgreSQL)', () => {
  test('writes nothing when the other completion commits first', async () => {
    const t = harness(database.db, { clock: new ManualClock('2013-03-04T09:00:00Z') });
    const { link } = await merchantWithLink(t);
    const name = marker('Race');
    const email = `${name.replace(/\W/g, '').toLowerCase()}@example.com`;
    const holder = new pg.Client({ connectionString: url });
    const other = new pg.Client({ connectionString: url });
    await holder.connect();
    await other.connect();
    // The processor's record of this one charge waits for the test's advisory lock.
    await t.db.execute(
      sql.raw(`CREATE FUNCTION race_hold_${LOCK}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF EXISTS (SELECT 1 FROM transactions WHERE reference = NEW.reference AND customer_name = '${name}')
          THEN PERFORM pg_advisory_xact_lock(${LOCK}); END IF;
          RETURN NEW;
        END $$`),
    );
    try {
      await t.db.execute(
        sql.raw(`CREATE TRIGGER race_hold_${LOCK} BEFORE INSERT ON sandbox_charges
          FOR EACH ROW EXECUTE FUNCTION race_hold_${LOCK}()`),
      );
      await holder.query('begin');
      await holder.query('select pg_advisory_xact_lock($1)', [LOCK]);
      const paying = pay(t, link.ref, payer({ name, email, card: card(CARDS.success) }));
      await until(async () => {
        const r = await other.query(`select 1 from transactions where customer_name = $1`, [name]);
        return r.rowCount === 1;
      });
      // Another completion takes the row first, and holds it while the request goes on.
      await other.query('begin');
      await other.query(
        `update transactions set status = 'success', paid_at = now() where customer_name = $1`,
        [name],
      );
      await holder.query('commit');
      await until(async () => {
        const r = await holder.query(
          `select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%customers%'`,
        );
        return (r.rowCount ?? 0) > 0;
      });
      await other.query('commit');
      // The request answers the checkout as it now reads (settled by the other completion).
      expect((await paying).body).toMatchObject({ responseBody: { status: 'success' } });
      const customers = await other.query(`select 1 from customers where lower(email) = $1`, [email]);
      expect(customers.rowCount).toBe(0);
      // Put the row back as the other completion would have left it: settled without money moved
      // is not a state the ledger check accepts, so end it failed instead.
      await other.query(`update transactions set status = 'failed' where customer_name = $1`, [name]);
    } finally {
      await t.db.execute(sql.raw(`DROP TRIGGER IF EXISTS race_hold_${LOCK} ON sandbox_charges`));
      await t.db.execute(sql.raw(`DROP FUNCTION IF EXISTS race_hold_${LOCK}()`));
      await holder.end();
      await other.end();
    }
  });
});
