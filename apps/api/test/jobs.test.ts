/**
 * Background jobs. The expiry job's handler is called directly with the ManualClock: abandoned
 * transfer and USSD checkouts end as failed, counted in the link's funnel by reason. Then the
 * pg-boss runner itself, started on this file's database: a job sent to it runs, and a refund
 * queued inside a checkout's transaction is picked up and sent back. No sleeps: the test waits for
 * the runner's own 'done' event.
 */
import { once } from 'node:events';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, test } from 'vitest';
import { refunds } from '#db/schema/index.ts';
import { expireAbandonedCheckouts } from '#jobs/expire-checkouts.ts';
import { JOB } from '#jobs/queue.ts';
import { startJobs } from '#jobs/runner.ts';
import { ManualClock } from '#lib/clock.ts';
import { saveCheckoutSettings } from '#modules/merchant-settings/settings-service.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { LINKS, merchantWithLink, PAY, payer, payOk, transactionRow } from './support/payments.ts';
import { signIn } from './support/users.ts';

const database = useDatabase();
const WINDOW = 30 * 60_000;

/**
 * The expiry job closes every due checkout in the database, and on PostgreSQL other test files
 * share it. So each test here runs on a clock years before the others (their checkouts are never
 * due at its "now"), and a later test of this file on an earlier year than the one before it.
 */
const inYear = (year: number) => harness(database.db, { clock: new ManualClock(`${year}-01-05T09:00:00Z`) });

describe('the expiry job', () => {
  test('fails transfer and USSD checkouts whose window passed, once, and the funnel counts them', async () => {
    const t = inYear(2021);
    const { link, owner } = await merchantWithLink(t, { amount: 500_000 });
    const transfer = await payOk(t, link.ref, payer({ channel: 'bank_transfer' }));
    t.clock.advance(60_000);
    const ussd = await payOk(t, link.ref, payer({ channel: 'ussd' }));

    const status = async () => [
      (await transactionRow(t, transfer.reference)).status,
      (await transactionRow(t, ussd.reference)).status,
    ];

    t.clock.advance(WINDOW - 60_000 - 1);
    await expireAbandonedCheckouts(t.deps);
    expect(await status()).toEqual(['awaiting_transfer', 'pending']);
    t.clock.advance(1);
    expect(await expireAbandonedCheckouts(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await transactionRow(t, transfer.reference)).toMatchObject({
      status: 'failed',
      failureReason: 'The transfer window expired before the money arrived',
    });
    expect((await transactionRow(t, ussd.reference)).status).toBe('pending');
    t.clock.advance(60_000);
    expect(await expireAbandonedCheckouts(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await transactionRow(t, ussd.reference)).toMatchObject({
      status: 'failed',
      failureReason: 'The USSD payment window expired',
    });
    // Closed once: another run finds nothing more of these (the funnel below counts one each).
    await expireAbandonedCheckouts(t.deps);

    // Half an hour idle ended the owner's session: they sign in again to look.
    const token = await signIn(t, owner.email);
    const shown = await t.get(`${LINKS}/show/${link.ref}`, { token });
    expect(shown.body.responseBody.stats).toMatchObject({
      checkoutsStarted: 2,
      failed: 2,
      failedByReason: {
        'The transfer window expired before the money arrived': 1,
        'The USSD payment window expired': 1,
      },
      paid: 0,
    });
  });

  test('leaves paid and still-open checkouts alone', async () => {
    const t = inYear(2020);
    const { link } = await merchantWithLink(t, { amount: 500_000 });
    const paid = await payOk(t, link.ref, payer({ channel: 'bank_transfer' }));
    await t.post(`${PAY}/checkout/${paid.reference}/simulate-transfer`, {});
    t.clock.advance(WINDOW - 1);
    const open = await payOk(t, link.ref, payer({ channel: 'bank_transfer' }));
    t.clock.advance(1);
    await expireAbandonedCheckouts(t.deps);
    expect((await transactionRow(t, paid.reference)).status).toBe('success');
    expect((await transactionRow(t, open.reference)).status).toBe('awaiting_transfer');
  });
});

describe('the pg-boss runner', () => {
  test('runs a job sent to it, and a refund queued in a checkout transaction', async () => {
    const t = inYear(2019);
    const runner = await startJobs(t.deps, database, {
      databaseUrl: inject('databaseUrl') || undefined,
      schema: 'pgboss_jobs_test',
      pollingIntervalSeconds: 0.5,
      schedule: false,
    });
    try {
      const { link, merchantId } = await merchantWithLink(t, { amount: 1_000_000 });
      const state = await payOk(t, link.ref, payer({ channel: 'bank_transfer' }));
      t.clock.advance(WINDOW);
      const expired = once(runner.events, 'done');
      await runner.boss.send(JOB.expireCheckouts, {});
      expect(await expired).toEqual([JOB.expireCheckouts, expect.any(String), expect.any(Number)]);
      expect((await transactionRow(t, state.reference)).status).toBe('failed');

      await saveCheckoutSettings(t.db, merchantId, { wrongTransferBearer: 'customer' });
      const excess = await payOk(t, link.ref, payer({ channel: 'bank_transfer' }));
      const refunded = once(runner.events, 'done');
      await t.post(`${PAY}/checkout/${excess.reference}/simulate-transfer`, { amount: 1_200_000 });
      expect(await refunded).toEqual([JOB.refund, expect.any(String), 'succeeded']);
      const { id } = await transactionRow(t, excess.reference);
      const [refund] = await t.db.select().from(refunds).where(eq(refunds.transactionId, id));
      expect(refund).toMatchObject({
        reason: 'excess_transfer',
        amount: 200_000n,
        status: 'succeeded',
        processorRef: expect.stringMatching(/^sbx_rf_/),
      });
    } finally {
      await runner.stop();
    }
    // A restart finds its queues there (their policy is kept; their retry rules follow the code).
    const again = await startJobs(t.deps, database, {
      databaseUrl: inject('databaseUrl') || undefined,
      schema: 'pgboss_jobs_test',
    });
    await again.stop();
  });
});
