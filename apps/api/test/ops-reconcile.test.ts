/**
 * `npm run ops -- checkouts:reconcile`: the reconcile job's pass, run now by an operator. It takes
 * the same checkouts as the job (card checkouts pending for two minutes, by the clock it is given)
 * and ends each once; it never reaches a younger one.
 *
 * On PostgreSQL other files share the database: this file's clock is in 2010, before every other
 * file's, so their open checkouts are never due at its "now".
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { checkoutsReconcile } from '../src/cli/checkout-commands.ts';
import { journalEntries } from '../src/db/schema/index.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { useDatabase } from './support/database.ts';
import { injectFault, marker } from './support/faults.ts';
import { errorBody, harness } from './support/harness.ts';
import { CARDS, card, merchantWithLink, pay, payer, transactionRow } from './support/payments.ts';

const database = useDatabase();

describe('checkouts:reconcile', () => {
  test('ends the card checkouts pending for two minutes, once, and leaves younger ones', async () => {
    const t = harness(database.db, { clock: new ManualClock('2010-01-05T09:00:00Z') });
    const { link } = await merchantWithLink(t);
    const name = marker('Ops Reconcile');
    const fault = await injectFault(
      t.db,
      'transactions',
      'UPDATE',
      `NEW.status = 'success' AND NEW.customer_name = '${name}'`,
    );
    const unrecorded = async (email: string) => {
      errorBody(await pay(t, link.ref, payer({ name, email, card: card(CARDS.success) })), 500);
    };
    await unrecorded('old@example.com');
    t.clock.advance(90_000);
    await unrecorded('young@example.com');
    await fault.remove();
    t.clock.advance(30_000);

    const printed: string[] = [];
    const print = (line: string) => printed.push(line);
    expect(await checkoutsReconcile(t.deps, print)).toBe(0);
    expect(printed).toEqual(['card checkouts reconciled: 1 settled, 0 failed, 0 voided, 0 back to OTP']);
    const rows = await t.db.query.transactions.findMany({
      where: (tr, { eq }) => eq(tr.customerName, name),
    });
    const byEmail = Object.fromEntries(rows.map((r) => [r.customerEmail, r.reference]));
    expect(await transactionRow(t, byEmail['old@example.com']!)).toMatchObject({ status: 'success' });
    expect(await transactionRow(t, byEmail['young@example.com']!)).toMatchObject({ status: 'pending' });

    t.clock.advance(90_000);
    printed.length = 0;
    expect(await checkoutsReconcile(t.deps, print)).toBe(0);
    expect(printed).toEqual(['card checkouts reconciled: 1 settled, 0 failed, 0 voided, 0 back to OTP']);
    printed.length = 0;
    expect(await checkoutsReconcile(t.deps, print)).toBe(0);
    expect(printed).toEqual(['no card checkout to reconcile (pending for 2 minutes or more)']);
    for (const reference of Object.values(byEmail)) {
      expect((await transactionRow(t, reference)).status).toBe('success');
      const entries = await t.db.select().from(journalEntries).where(eq(journalEntries.reference, reference));
      expect(entries).toHaveLength(1);
    }
  });
});
