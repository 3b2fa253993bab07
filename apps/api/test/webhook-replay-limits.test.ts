/**
 * Bulk webhook replay's limits: bad input of every class is a 422 with field errors, 401 and 403
 * per role, a member limited to a sub-account replays and lists only theirs, more than 10,000 is a
 * 422, the copies are made in batches of REPLAY_BATCH, and a merchant's thousand due copies do not
 * hold back another merchant's webhook (the delivery worker takes at most its in-flight limit of
 * each merchant per round).
 */
import { REPLAY_MAX_DELIVERIES, WebhookReplayMessages } from '@payrail/contract/webhook-events';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { webhookDeliveries } from '#db/schema/index.ts';
import {
  deliverDueWebhooks,
  queueReplayBatches,
  queueWebhook,
  REPLAY_BATCH,
  WEBHOOK_MAX_IN_FLIGHT,
} from '#modules/webhooks/index.ts';
import { useDatabase } from './support/database.ts';
import type { Harness } from './support/harness.ts';
import { CARDS, card, merchantWithLink, payer, payOk, transactionRow } from './support/payments.ts';
import { createSubAccount, createSubAccountLink } from './support/sub-accounts.ts';
import { createRole, member } from './support/team.ts';
import { type Receiver, startReceiver } from './support/webhook-receiver.ts';
import { deliveriesOf, localHarness, REPLAY, REPLAYS, setWebhook } from './support/webhook-replay.ts';

const database = useDatabase();
let receiver: Receiver;
let other: Receiver;
beforeAll(async () => {
  [receiver, other] = await Promise.all([startReceiver(), startReceiver()]);
});
afterAll(() => Promise.all([receiver.close(), other.close()]));

const HOUR = 3_600_000;
const windowOf = (t: Harness) => {
  const now = t.clock.now().getTime();
  return { from: new Date(now - 2 * HOUR).toISOString(), to: new Date(now + HOUR).toISOString() };
};

/** `n` first deliveries of charge.success, already delivered, made a millisecond apart an hour ago. */
async function delivered(t: Harness, merchantId: string, n: number) {
  const at = new Date(t.clock.now().getTime() - HOUR).toISOString();
  await t.db.execute(sql`
    insert into webhook_deliveries (merchant_id, event, payload, status, attempts, next_attempt_at, created_at, delivered_at)
    select ${merchantId}::uuid, 'charge.success',
      jsonb_build_object('event', 'charge.success', 'data', jsonb_build_object('n', g)),
      'delivered', 1, ${at}::timestamptz, ${at}::timestamptz + g * interval '1 millisecond', ${at}::timestamptz
    from generate_series(1, ${n}) g`);
}

describe('who may replay', () => {
  test('401 without a session; 403 without transactions:update (replay) or transactions:read (list)', async () => {
    const t = localHarness(database);
    const body = { ...windowOf(t), dry_run: true };
    expect((await t.post(REPLAY, body)).status).toBe(401);
    expect((await t.get(REPLAYS)).status).toBe(401);
    const m = await merchantWithLink(t);
    const reader = await createRole(t, m.owner.token, ['transactions:read']);
    const settings = await createRole(t, m.owner.token, ['settings-api-and-webhook:read']);
    const readerToken = (await member(t, m.owner.token, { roleName: reader.name })).token;
    const settingsToken = (await member(t, m.owner.token, { roleName: settings.name })).token;
    const refused = await t.post(REPLAY, body, { token: readerToken });
    expect([refused.status, refused.body.message]).toEqual([403, 'Not authorized']);
    expect((await t.get(REPLAYS, { token: readerToken })).status).toBe(200);
    expect((await t.get(REPLAYS, { token: settingsToken })).status).toBe(403);
    expect((await t.post(REPLAY, body, { token: settingsToken })).status).toBe(403);
  });

  test('bad input of every class is a 422 with a field error, and nothing is written', async () => {
    const t = localHarness(database);
    const m = await merchantWithLink(t);
    const token = m.owner.token;
    const ok = { ...windowOf(t), dry_run: false };
    const headers = { 'idempotency-key': 'bad-input-1' };
    const cases: [string, Record<string, unknown> | string, string][] = [
      ['a NUL byte', { ...ok, from: `${ok.from}\u0000` }, 'from'],
      ['a lone surrogate', { ...ok, to: `${ok.to.slice(0, -1)}\ud83d` }, 'to'],
      ['a huge number', { ...ok, from: 1e308 }, 'from'],
      // Year 0: zod's ISO check takes it, PostgreSQL's calendar has no such year.
      ['year 0', { ...ok, from: '0000-01-01T00:00:00Z', to: '0000-01-02T00:00:00Z' }, 'from'],
      ['year 0 by its offset', { ...ok, from: '0001-01-01T00:00:00+01:00', to: ok.to }, 'from'],
      ['an unknown event', { ...ok, events: ['charge.refunded'] }, 'events.0'],
      ['from after to', { ...ok, from: ok.to, to: ok.from }, 'to'],
      [
        'a window over 31 days',
        { ...ok, from: new Date(Date.parse(ok.to) - 32 * 24 * HOUR).toISOString() },
        'to',
      ],
      ['dry_run missing', { from: ok.from, to: ok.to }, 'dry_run'],
      ['an unknown field', { ...ok, extra: 1 }, ''],
      ['a prototype key', `{"from":"${ok.from}","to":"${ok.to}","dry_run":false,"__proto__":{"x":1}}`, ''],
    ];
    for (const [what, body, field] of cases) {
      const res = await t.call('POST', REPLAY, {
        token,
        headers,
        ...(typeof body === 'string' ? { raw: body } : { body }),
      });
      expect(res.status, `${what}: ${res.text}`).toBe(422);
      if (field) expect(Object.keys(res.body.errors ?? {}), what).toContain(field);
    }
    const wide = await t.post(
      REPLAY,
      { ...ok, from: new Date(Date.parse(ok.to) - 32 * 24 * HOUR).toISOString() },
      { token, headers },
    );
    expect(wide.body.errors.to).toEqual([WebhookReplayMessages.windowTooWide]);
    expect((await t.get(REPLAYS, { token })).body.responseBody.items).toEqual([]);
  });
});

describe('a member limited to a sub-account', () => {
  test('counts, replays and lists only their sub-account’s deliveries', async () => {
    const t = localHarness(database);
    const m = await merchantWithLink(t);
    await setWebhook(t, m.owner.token, receiver.url);
    const a = await createSubAccount(t, m.owner.token, { name: 'Ikeja branch' });
    const b = await createSubAccount(t, m.owner.token, { name: 'Lekki branch' });
    const aLink = await createSubAccountLink(t, m.owner.token, a.uuid);
    const onA = await payOk(t, aLink.ref, payer({ card: card(CARDS.success) }));
    await payOk(t, m.link.ref, payer({ card: card(CARDS.success) }));
    await queueWebhook(t.db, t.clock, {
      merchantId: m.merchantId,
      subAccountId: b.uuid,
      event: 'transfer.success',
      data: {},
    });
    await deliverDueWebhooks(t.deps, { merchantId: m.merchantId });
    const role = await createRole(t, m.owner.token, ['transactions:read', 'transactions:update']);
    const limited = await member(t, m.owner.token, { roleName: role.name, subAccountIds: [a.uuid] });
    const window = windowOf(t);

    const owner = await t.post(REPLAY, { ...window, dry_run: true }, { token: m.owner.token });
    expect(owner.body.responseBody.total).toBe(3);
    const mine = await t.post(REPLAY, { ...window, dry_run: true }, { token: limited.token });
    expect(mine.body.responseBody.counts).toEqual([{ event: 'charge.success', count: 1 }]);

    const res = await t.post(
      REPLAY,
      { ...window, dry_run: false },
      { token: limited.token, headers: { 'idempotency-key': 'limited-1' } },
    );
    expect(res.status, res.text).toBe(200);
    // The owner's replay overlaps the member's: it is taken once the member's has been sent.
    await queueReplayBatches(t.deps, { merchantId: m.merchantId });
    await deliverDueWebhooks(t.deps, { merchantId: m.merchantId });
    const ownerReplay = await t.post(
      REPLAY,
      { ...window, dry_run: false },
      { token: m.owner.token, headers: { 'idempotency-key': 'owner-replay-1' } },
    );
    expect(ownerReplay.status, ownerReplay.text).toBe(200);
    await queueReplayBatches(t.deps, { merchantId: m.merchantId });
    const payment = await transactionRow(t, String(onA.reference));
    const copies = (await deliveriesOf(t, m.merchantId)).filter(
      (d) => d.replayId === res.body.responseBody.replayId,
    );
    expect(copies.map((c) => [c.transactionId, c.subAccountId])).toEqual([[payment.id, a.uuid]]);
    const listed = await t.get(REPLAYS, { token: limited.token });
    expect(listed.body.responseBody.items.map((r: { id: string }) => r.id)).toEqual([
      res.body.responseBody.replayId,
    ]);
    expect((await t.get(REPLAYS, { token: m.owner.token })).body.responseBody.items).toHaveLength(2);
  });
});

describe('size', () => {
  test(`more than ${REPLAY_MAX_DELIVERIES} is a 422 that asks for a narrower window`, async () => {
    const t = localHarness(database);
    const m = await merchantWithLink(t);
    await setWebhook(t, m.owner.token, receiver.url);
    await delivered(t, m.merchantId, REPLAY_MAX_DELIVERIES + 1);
    const res = await t.post(REPLAY, { ...windowOf(t), dry_run: true }, { token: m.owner.token });
    expect(res.status, res.text).toBe(422);
    expect(res.body.errors.to).toEqual([WebhookReplayMessages.tooMany]);
    const narrower = await t.post(
      REPLAY,
      { ...windowOf(t), events: ['charge.failed'], dry_run: true },
      { token: m.owner.token },
    );
    expect(narrower.body.responseBody.total).toBe(0);
  });

  test('copies are made in batches, each once; another merchant’s webhook is not held behind them', async () => {
    const t = localHarness(database);
    const c = await merchantWithLink(t);
    await setWebhook(t, c.owner.token, receiver.url);
    const n = REPLAY_BATCH * 2 + 200;
    await delivered(t, c.merchantId, n);
    const res = await t.post(
      REPLAY,
      { ...windowOf(t), dry_run: false },
      { token: c.owner.token, headers: { 'idempotency-key': 'big-replay-1' } },
    );
    expect(res.body.responseBody.total).toBe(n);
    await queueReplayBatches(t.deps, { merchantId: c.merchantId });
    const [counted] = await t.db
      .select({
        copies: sql<number>`count(*)::int`,
        sources: sql<number>`count(distinct source_delivery_id)::int`,
      })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.merchantId, c.merchantId), isNotNull(webhookDeliveries.replayId)));
    expect(counted).toEqual({ copies: n, sources: n });
    const [listed] = (await t.get(REPLAYS, { token: c.owner.token })).body.responseBody.items;
    expect(listed).toMatchObject({ status: 'queued', total: n, queued: n, pending: n });

    // D's one webhook, queued after C's copies, goes out while C's first four are still held.
    const d = await merchantWithLink(t);
    await setWebhook(t, d.owner.token, other.url);
    t.clock.advance(1_000);
    await queueWebhook(t.db, t.clock, { merchantId: d.merchantId, event: 'charge.success', data: {} });
    const before = receiver.received.length;
    receiver.hold();
    // C's and D's only: on a shared PostgreSQL database a run over every merchant would also send
    // (and fail, or retry later) the deliveries of tests running beside this one.
    const run = deliverDueWebhooks(t.deps, { merchantId: [c.merchantId, d.merchantId] });
    await other.arrived(1);
    await receiver.arrived(before + WEBHOOK_MAX_IN_FLIGHT);
    const leased = (await deliveriesOf(t, c.merchantId)).filter((x) => x.leaseUntil !== null);
    expect(leased).toHaveLength(WEBHOOK_MAX_IN_FLIGHT);
    receiver.release();
    await run;
    expect((await deliveriesOf(t, d.merchantId))[0]).toMatchObject({ status: 'delivered' });
  });
});
