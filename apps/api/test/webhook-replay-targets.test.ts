/**
 * Where a bulk replay's copies go: to the webhook address when each is sent (changed after the
 * replay was made, they go to the new one), and never into our own network: an address that is
 * loopback, link-local (cloud metadata) or IPv6 unique-local when sent is refused at send time
 * without the development flag, whatever it was when the replay was made, and nothing reaches it.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiConfigurations, webhookAttempts, webhookDeliveries } from '#db/schema/index.ts';
import { deliverDueWebhooks, queueReplayBatches } from '#modules/webhooks/index.ts';
import { useDatabase } from './support/database.ts';
import { type Harness, harness } from './support/harness.ts';
import { type Receiver, startReceiver } from './support/webhook-receiver.ts';
import { localHarness, REPLAY, replayWorld, setWebhook, wholeWindow } from './support/webhook-replay.ts';

const database = useDatabase();
let receiver: Receiver;
let moved: Receiver;
beforeAll(async () => {
  [receiver, moved] = await Promise.all([startReceiver(), startReceiver()]);
});
afterAll(() => Promise.all([receiver.close(), moved.close()]));

const copiesOf = (t: Harness, merchantId: string) =>
  t.db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.merchantId, merchantId), isNotNull(webhookDeliveries.replayId)));

async function replayAll(t: Harness, w: Awaited<ReturnType<typeof replayWorld>>, key: string) {
  const res = await t.post(
    REPLAY,
    { ...wholeWindow(w), dry_run: false },
    { token: w.owner.token, headers: { 'idempotency-key': key } },
  );
  expect(res.status, res.text).toBe(200);
  await queueReplayBatches(t.deps, { merchantId: w.merchantId });
}

describe('replay targets', () => {
  test('the address changed after the replay was made: the copies go to the new one', async () => {
    const t = localHarness(database);
    const w = await replayWorld(t, receiver);
    await replayAll(t, w, 'moved-address-1');
    await setWebhook(t, w.owner.token, moved.url);
    const [oldBefore, newBefore] = [receiver.received.length, moved.received.length];
    await deliverDueWebhooks(t.deps, { merchantId: w.merchantId });
    expect(receiver.received.length).toBe(oldBefore);
    expect(moved.received.length - newBefore).toBe(5);
  });

  test.each([
    ['loopback', (port: string) => `http://127.0.0.1:${port}/hooks`],
    ['cloud metadata (link-local)', () => 'http://169.254.169.254/latest/meta-data'],
    ['an IPv6 unique-local address', () => 'http://[fd00::1]/hooks'],
    ['IPv4-mapped loopback', (port: string) => `http://[::ffff:127.0.0.1]:${port}/hooks`],
  ])('%s when sent, without the flag: refused, nothing reaches it', async (_, urlOf) => {
    const allowed = localHarness(database);
    const w = await replayWorld(allowed, receiver);
    await replayAll(allowed, w, 'private-target-1');
    await allowed.db
      .update(apiConfigurations)
      .set({ webhookUrl: urlOf(new URL(receiver.url).port) })
      .where(eq(apiConfigurations.merchantId, w.merchantId));
    const t = harness(database.db, { clock: allowed.clock });
    const before = receiver.received.length;
    await deliverDueWebhooks(t.deps, { merchantId: w.merchantId });
    expect(receiver.received.length).toBe(before);
    const copies = await copiesOf(t, w.merchantId);
    expect(copies).toHaveLength(5);
    let tried = 0;
    for (const c of copies) {
      expect(c.status).not.toBe('delivered');
      const attempts = await t.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, c.id));
      for (const a of attempts) expect(a.error).toMatch(/private, loopback or link-local/);
      tried += attempts.length;
    }
    expect(tried).toBeGreaterThan(0);
  });
});
