/**
 * Bulk webhook replay (issue 16) against a real HTTP receiver on 127.0.0.1: the dry run counts
 * exactly the window, events and only-failed selection and queues nothing; the real run sends each
 * chosen delivery once more with a new webhook-id that the `standardwebhooks` package verifies under
 * the current secret; a double submit replays once; another merchant's deliveries never come in.
 */
import { ErrorCode } from '@payrail/contract/errors';
import { and, eq, isNotNull } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditEvents, webhookDeliveries } from '#db/schema/index.ts';
import { deliverDueWebhooks, queueReplayBatches, queueWebhook } from '#modules/webhooks/index.ts';
import { useDatabase } from './support/database.ts';
import { merchantWithLink } from './support/payments.ts';
import { type Receiver, startReceiver } from './support/webhook-receiver.ts';
import {
  CONFIG,
  countDeliveries,
  deliveriesOf,
  localHarness,
  REPLAY,
  REPLAYS,
  replayWorld,
  setWebhook,
  wholeWindow,
} from './support/webhook-replay.ts';

const database = useDatabase();
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const HOUR = 3_600_000;

describe('the dry run', () => {
  test('counts exactly the window, the events and the only-failed selection, and queues nothing', async () => {
    const t = localHarness(database);
    const w = await replayWorld(t, receiver);
    const token = w.owner.token;
    const all = wholeWindow(w);
    const dry = (body: Record<string, unknown>) =>
      t.post(REPLAY, { ...all, dry_run: true, ...body }, { token });
    const before = await countDeliveries(t);

    const everything = await dry({});
    expect(everything.status, everything.text).toBe(200);
    expect(everything.body.message).toBe('5 deliveries would be sent');
    expect(everything.body.responseBody).toEqual({
      dryRun: true,
      replayId: null,
      url: receiver.url,
      total: 5,
      counts: [
        { event: 'charge.success', count: 2 },
        { event: 'charge.failed', count: 1 },
        { event: 'transfer.success', count: 1 },
        { event: 'refund.processed', count: 1 },
      ],
    });
    // transfer at start+1h, declined +2h, refund +3h: a window from +30 min to +3h30 holds those three.
    const middle = await dry({
      from: new Date(w.start.getTime() + HOUR / 2).toISOString(),
      to: new Date(w.start.getTime() + 3.5 * HOUR).toISOString(),
    });
    expect(middle.body.responseBody.counts).toEqual([
      { event: 'charge.failed', count: 1 },
      { event: 'transfer.success', count: 1 },
      { event: 'refund.processed', count: 1 },
    ]);
    // The window's end is exclusive: the transfer made exactly at `to` is left out.
    const upTo = await dry({ to: new Date(w.start.getTime() + HOUR).toISOString() });
    expect(upTo.body.responseBody.total).toBe(1);
    const charges = await dry({ events: ['charge.success'] });
    expect(charges.body.responseBody.counts).toEqual([{ event: 'charge.success', count: 2 }]);
    const failed = await dry({ only_failed: true });
    expect(failed.body.responseBody.counts).toEqual([
      { event: 'charge.success', count: 1 },
      { event: 'charge.failed', count: 1 },
    ]);
    expect(await countDeliveries(t)).toBe(before);

    // Resent from the transaction's page and delivered: still one event, no longer failed.
    const resent = await t.get(`/api/v1/merchant/transactions/resend-webhook/${w.payment.id}`, { token });
    expect(resent.status, resent.text).toBe(200);
    await deliverDueWebhooks(t.deps, { merchantId: w.merchantId });
    expect((await dry({})).body.responseBody.total).toBe(5);
    expect((await dry({ only_failed: true })).body.responseBody.counts).toEqual([
      { event: 'charge.failed', count: 1 },
    ]);
  });
});

describe('the real run', () => {
  test('sends each chosen delivery once more, new webhook-id, signed with the current secret', async () => {
    const t = localHarness(database);
    const w = await replayWorld(t, receiver);
    const token = w.owner.token;
    const rolled = await t.call('PATCH', CONFIG, { token, body: { rollWebhookSecret: true } });
    const secret = rolled.body.responseBody.webhookSecret as string;
    expect(secret).not.toBe(w.secret);
    const seenIds = new Set(receiver.received.map((r) => r.headers['webhook-id']));
    const body = { ...wholeWindow(w), events: ['charge.success', 'transfer.success'], dry_run: false };

    const res = await t.post(REPLAY, body, { token, headers: { 'idempotency-key': 'replay-0001' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Webhook replay queued: 3 deliveries');
    const replayId = res.body.responseBody.replayId as string;
    expect(res.body.responseBody).toMatchObject({ dryRun: false, total: 3, url: receiver.url });
    const listed = await t.get(REPLAYS, { token });
    expect(listed.body.responseBody.items[0]).toMatchObject({ id: replayId, status: 'queuing', queued: 0 });

    // In batches of two: three copies, each of one first delivery.
    await queueReplayBatches(t.deps, { replayId, batchSize: 2 });
    const copies = (await deliveriesOf(t, w.merchantId)).filter((d) => d.replayId === replayId);
    expect(copies.map((c) => c.sourceDeliveryId).sort()).toEqual(
      [w.ids.paid, w.ids.transfer, w.ids.success].sort(),
    );
    const before = receiver.received.length;
    expect(await deliverDueWebhooks(t.deps, { merchantId: w.merchantId })).toMatchObject({ delivered: 3 });
    const got = receiver.received.slice(before);
    expect(got).toHaveLength(3);
    const sources = new Map((await deliveriesOf(t, w.merchantId)).map((d) => [d.id, d]));
    for (const r of got) {
      const id = r.headers['webhook-id']!;
      expect(seenIds.has(id)).toBe(false);
      const copy = sources.get(id)!;
      expect(copy.replayId).toBe(replayId);
      expect(new Webhook(secret).verify(r.body, r.headers)).toEqual(
        sources.get(copy.sourceDeliveryId!)!.payload,
      );
      expect(() => new Webhook(w.secret).verify(r.body, r.headers)).toThrow();
    }
    const after = await t.get(REPLAYS, { token });
    expect(after.body.responseBody.items[0]).toMatchObject({
      id: replayId,
      status: 'queued',
      events: ['charge.success', 'transfer.success'],
      onlyFailed: false,
      total: 3,
      queued: 3,
      pending: 0,
      delivered: 3,
      failed: 0,
    });
    const [row] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.merchantId, w.merchantId), eq(auditEvents.action, 'webhook.replayed')));
    expect(row).toMatchObject({ target: replayId, details: { total: 3, onlyFailed: false } });
    // Nothing more is sent.
    await queueReplayBatches(t.deps, { replayId });
    expect(await deliverDueWebhooks(t.deps, { merchantId: w.merchantId })).toEqual({
      delivered: 0,
      retrying: 0,
      failed: 0,
    });
  });

  test('a double submit replays once; the key with another body is refused; no key is a 422', async () => {
    const t = localHarness(database);
    const w = await replayWorld(t, receiver);
    const token = w.owner.token;
    const body = { ...wholeWindow(w), only_failed: true, dry_run: false };
    const headers = { 'idempotency-key': 'double-click-1' };
    const [a, b] = await Promise.all([
      t.post(REPLAY, body, { token, headers }),
      t.post(REPLAY, body, { token, headers }),
    ]);
    expect([a.status, b.status], a.text + b.text).toEqual([200, 200]);
    expect(a.body.responseBody).toEqual(b.body.responseBody);
    const replayed = [a, b].map((r) => r.headers.get('idempotent-replayed'));
    expect(replayed.filter((h) => h === 'true')).toHaveLength(1);
    await queueReplayBatches(t.deps, { merchantId: w.merchantId });
    const copies = await t.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.merchantId, w.merchantId), isNotNull(webhookDeliveries.replayId)));
    expect(copies.map((c) => c.sourceDeliveryId).sort()).toEqual([w.ids.paid, w.ids.declined].sort());
    expect((await t.get(REPLAYS, { token })).body.responseBody.items).toHaveLength(1);

    const reused = await t.post(REPLAY, { ...body, only_failed: false }, { token, headers });
    expect([reused.status, reused.body.errorCode]).toEqual([409, ErrorCode.IDEMPOTENCY_KEY_REUSED]);
    const keyless = await t.post(REPLAY, body, { token });
    expect(keyless.status).toBe(422);
    expect(keyless.body.errors['Idempotency-Key']).toBeDefined();
    const badKey = await t.post(REPLAY, body, { token, headers: { 'idempotency-key': 'short' } });
    expect(badKey.status).toBe(422);
  });

  test('another merchant’s deliveries are never counted nor sent', async () => {
    const t = localHarness(database);
    const w = await replayWorld(t, receiver);
    const other = await merchantWithLink(t);
    await setWebhook(t, other.owner.token, receiver.url);
    await queueWebhook(t.db, t.clock, { merchantId: other.merchantId, event: 'charge.success', data: {} });
    const window = wholeWindow(w);
    const mine = await t.post(REPLAY, { ...window, dry_run: true }, { token: w.owner.token });
    expect(mine.body.responseBody.total).toBe(5);
    const theirs = await t.post(REPLAY, { ...window, dry_run: true }, { token: other.owner.token });
    expect(theirs.body.responseBody.total).toBe(1);
    const res = await t.post(
      REPLAY,
      { ...window, dry_run: false },
      { token: w.owner.token, headers: { 'idempotency-key': 'mine-only-1' } },
    );
    await queueReplayBatches(t.deps, { replayId: res.body.responseBody.replayId });
    expect(await deliveriesOf(t, other.merchantId)).toHaveLength(1);
    expect((await t.get(REPLAYS, { token: other.owner.token })).body.responseBody.items).toEqual([]);
  });

  test('no webhook address: the dry run says so (url null), the real run is a 409', async () => {
    const t = localHarness(database);
    const m = await merchantWithLink(t);
    await queueWebhook(t.db, t.clock, { merchantId: m.merchantId, event: 'charge.success', data: {} });
    const now = t.clock.now().getTime();
    const window = { from: new Date(now - HOUR).toISOString(), to: new Date(now + HOUR).toISOString() };
    const dry = await t.post(REPLAY, { ...window, dry_run: true }, { token: m.owner.token });
    expect(dry.body.responseBody).toMatchObject({ url: null, total: 1 });
    const real = await t.post(
      REPLAY,
      { ...window, dry_run: false },
      { token: m.owner.token, headers: { 'idempotency-key': 'no-address-1' } },
    );
    expect([real.status, real.body.message]).toEqual([
      409,
      'Set a webhook address in Settings → APIs first.',
    ]);
  });
});
