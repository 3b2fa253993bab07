/**
 * The `webhooks-deliver` job on the real pg-boss runner (started on this file's database without
 * its schedules): a job sent to it delivers a payment's webhook to a receiver on 127.0.0.1. The
 * job is sent for this test's merchant only (other files share the database on PostgreSQL). No
 * sleeps: the test waits for the runner's own 'done' event.
 */
import { once } from 'node:events';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { webhookDeliveries } from '#db/schema/index.ts';
import { JOB } from '#jobs/queue.ts';
import { startJobs } from '#jobs/runner.ts';
import { ManualClock } from '#lib/clock.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { CARDS, card, merchantWithLink, payer, payOk } from './support/payments.ts';
import { type Receiver, startReceiver } from './support/webhook-receiver.ts';

const database = useDatabase();
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

describe('the webhooks-deliver job', () => {
  test('delivers a payment’s webhook when the runner runs it', async () => {
    const t = harness(database.db, {
      clock: new ManualClock(new Date()),
      config: { webhooksAllowPrivateTargets: true },
    });
    const runner = await startJobs(t.deps, database, {
      databaseUrl: inject('databaseUrl') || undefined,
      schema: 'pgboss_webhooks_test',
      pollingIntervalSeconds: 0.5,
      schedule: false,
    });
    try {
      const { link, merchantId, owner } = await merchantWithLink(t);
      const saved = await t.call('PATCH', '/api/v2/settings/api-configuration', {
        token: owner.token,
        body: { webhookUrl: receiver.url },
      });
      expect(saved.status, saved.text).toBe(200);
      const state = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));

      const done = once(runner.events, 'done');
      await runner.boss.send(JOB.deliverWebhooks, { merchantId });
      expect(await done).toEqual([
        JOB.deliverWebhooks,
        expect.any(String),
        { delivered: 1, retrying: 0, failed: 0 },
      ]);
      const got = receiver.received.at(-1)!;
      const event = new Webhook(saved.body.responseBody.webhookSecret).verify(got.body, got.headers);
      expect(event).toMatchObject({ event: 'charge.success', data: { reference: state.reference } });
      const [d] = await t.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.merchantId, merchantId));
      expect(d).toMatchObject({ status: 'delivered', attempts: 1 });
    } finally {
      await runner.stop();
    }
  });
});
