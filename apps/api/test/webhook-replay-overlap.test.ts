/**
 * Bulk webhook replays that would send the same events twice: a second Idempotency-Key for a
 * window, events and scope that overlap a replay still being sent is a 409 (also when both keys
 * arrive at once: exactly one replay is made), while a replay that does not overlap, or comes once
 * the first is sent, is taken; and a key binds the requester's sub-account scope, so another
 * member's key with the same body is a 409, never the other member's replay and counts.
 */
import { ErrorCode } from '@payrail/contract/errors';
import { WebhookReplayMessages } from '@payrail/contract/webhook-events';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { webhookDeliveries, webhookReplays } from '#db/schema/index.ts';
import { deliverDueWebhooks, queueReplayBatches } from '#modules/webhooks/index.ts';
import { useDatabase } from './support/database.ts';
import { createSubAccount } from './support/sub-accounts.ts';
import { createRole, member } from './support/team.ts';
import { type Receiver, startReceiver } from './support/webhook-receiver.ts';
import { localHarness, REPLAY, replayWorld, wholeWindow } from './support/webhook-replay.ts';

const database = useDatabase();
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('overlapping replays', () => {
  test('a second key for an overlapping window is a 409 until the first is sent; disjoint ones are taken', async () => {
    const t = localHarness(database);
    const w = await replayWorld(t, receiver);
    const token = w.owner.token;
    const start = w.start.getTime();
    // transfer.success at +1 h, charge.failed +2 h, refund.processed +3 h, charge.success +4 h.
    const first = await t.post(
      REPLAY,
      {
        from: iso(start + 0.5 * HOUR),
        to: iso(start + 2.5 * HOUR),
        events: ['transfer.success', 'charge.failed'],
        dry_run: false,
      },
      { token, headers: { 'idempotency-key': 'overlap-first' } },
    );
    expect(first.status, first.text).toBe(200);

    // Every way of overlapping it: the same window, one inside, one straddling either end, a wider
    // one; given in another offset (Lagos, +01:00) as well as UTC; also at once with another key.
    const lagos = (ms: number) =>
      iso(ms + HOUR)
        .replace('Z', '+01:00')
        .replace(/\.\d{3}/, '');
    const overlapping = [
      { from: iso(start + 0.5 * HOUR), to: iso(start + 2.5 * HOUR) },
      { from: iso(start + 1.5 * HOUR), to: iso(start + 2.2 * HOUR) },
      { from: iso(start), to: iso(start + 1.5 * HOUR) },
      { from: iso(start + 2 * HOUR), to: iso(start + 4.5 * HOUR) },
      { from: iso(start - HOUR), to: iso(start + 5 * HOUR) },
      { from: lagos(start + 2 * HOUR), to: lagos(start + 4.5 * HOUR) },
    ];
    for (const [i, window] of overlapping.entries()) {
      const res = await t.post(
        REPLAY,
        { ...window, dry_run: false },
        { token, headers: { 'idempotency-key': `overlap-again-${i}` } },
      );
      expect([res.status, res.body.errorCode, res.body.message], JSON.stringify(window)).toEqual([
        409,
        ErrorCode.CONFLICT,
        WebhookReplayMessages.overlapping,
      ]);
    }
    // The same window with only events the first did not choose does not overlap it.
    const otherEvents = await t.post(
      REPLAY,
      { from: iso(start), to: iso(start + 5 * HOUR), events: ['refund.processed'], dry_run: false },
      { token, headers: { 'idempotency-key': 'other-events' } },
    );
    expect(otherEvents.status, otherEvents.text).toBe(200);
    // A window that only touches it (its end is the first's start: `to` is excluded) does not either.
    const touching = await t.post(
      REPLAY,
      {
        from: iso(start + 2.5 * HOUR),
        to: iso(start + 4.5 * HOUR),
        events: ['charge.success'],
        dry_run: false,
      },
      { token, headers: { 'idempotency-key': 'touching-1' } },
    );
    expect(touching.status, touching.text).toBe(200);

    // Copies made but still pending: still being sent, still refused.
    await queueReplayBatches(t.deps, { merchantId: w.merchantId });
    const again = { from: iso(start + 0.5 * HOUR), to: iso(start + 2.5 * HOUR), dry_run: false };
    const pending = await t.post(REPLAY, again, { token, headers: { 'idempotency-key': 'overlap-later' } });
    expect(pending.status, pending.text).toBe(409);
    // Sent (delivered, or failed for good): the same window may be replayed again.
    receiver.answer(200);
    await deliverDueWebhooks(t.deps, { merchantId: w.merchantId });
    const later = await t.post(REPLAY, again, { token, headers: { 'idempotency-key': 'overlap-later' } });
    expect(later.status, later.text).toBe(200);
    const replays = await t.db
      .select()
      .from(webhookReplays)
      .where(eq(webhookReplays.merchantId, w.merchantId));
    expect(replays).toHaveLength(4);
  });

  test('two keys for the same window at once make one replay, and its copies once', async () => {
    const t = localHarness(database);
    const w = await replayWorld(t, receiver);
    const body = { ...wholeWindow(w), dry_run: false };
    const answers = await Promise.all(
      ['at-once-a', 'at-once-b', 'at-once-c'].map((key) =>
        t.post(REPLAY, body, { token: w.owner.token, headers: { 'idempotency-key': key } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    await queueReplayBatches(t.deps, { merchantId: w.merchantId });
    const copies = await t.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.merchantId, w.merchantId), isNotNull(webhookDeliveries.replayId)));
    expect(copies).toHaveLength(5);
    expect(new Set(copies.map((c) => c.sourceDeliveryId)).size).toBe(5);
  });

  test('a key binds its requester’s scope: another member’s key with the same body is a 409', async () => {
    const t = localHarness(database);
    const w = await replayWorld(t, receiver);
    const body = { ...wholeWindow(w), dry_run: false };
    const headers = { 'idempotency-key': 'owners-key-1' };
    const owner = await t.post(REPLAY, body, { token: w.owner.token, headers });
    expect(owner.status, owner.text).toBe(200);
    const role = await createRole(t, w.owner.token, ['transactions:read', 'transactions:update']);
    const branch = await createSubAccount(t, w.owner.token, { name: 'Yaba branch' });
    const limited = await member(t, w.owner.token, { roleName: role.name, subAccountIds: [branch.uuid] });
    const theirs = await t.post(REPLAY, body, { token: limited.token, headers });
    expect([theirs.status, theirs.body.errorCode]).toEqual([409, ErrorCode.IDEMPOTENCY_KEY_REUSED]);
    expect(JSON.stringify(theirs.body)).not.toContain(owner.body.responseBody.replayId);
  });
});
