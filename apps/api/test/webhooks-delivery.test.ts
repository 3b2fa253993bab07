/**
 * Webhook delivery against a real HTTP receiver on 127.0.0.1 (the development flag allows it):
 * signed per Standard Webhooks (verified with the `standardwebhooks` package), retried on the
 * backoff schedule with the clock moved (never waited for), resent as a new delivery, `charge.failed`
 * for a declined card, and at most WEBHOOK_MAX_IN_FLIGHT in flight per merchant.
 */
import { type WebhookEvent, WebhookMessages } from '@payrail/contract/webhooks';
import { and, asc, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { webhookAttempts, webhookDeliveries } from '#db/schema/index.ts';
import { ManualClock } from '#lib/clock.ts';
import {
  deliverDueWebhooks,
  JITTER,
  nominalDelayMs,
  queueWebhook,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_MAX_IN_FLIGHT,
} from '#modules/webhooks/index.ts';
import { useDatabase } from './support/database.ts';
import { type Harness, harness } from './support/harness.ts';
import { CARDS, card, merchantWithLink, payer, payOk, transactionRow } from './support/payments.ts';
import { type Receiver, startReceiver } from './support/webhook-receiver.ts';

const database = useDatabase();
const CONFIG = '/api/v2/settings/api-configuration';
const RESEND = '/api/v1/merchant/transactions/resend-webhook';
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

/** A harness whose clock starts at the real time (receivers check the signature's timestamp). */
const localHarness = () =>
  harness(database.db, { clock: new ManualClock(new Date()), config: { webhooksAllowPrivateTargets: true } });

async function merchantWithWebhook(t: Harness, url = receiver.url) {
  const m = await merchantWithLink(t);
  const res = await t.call('PATCH', CONFIG, { token: m.owner.token, body: { webhookUrl: url } });
  expect(res.status, res.text).toBe(200);
  return { ...m, secret: res.body.responseBody.webhookSecret as string };
}

const deliveriesOf = (t: Harness, merchantId: string) =>
  t.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.merchantId, merchantId))
    .orderBy(asc(webhookDeliveries.createdAt));
const attemptsOf = (t: Harness, deliveryId: string) =>
  t.db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, deliveryId))
    .orderBy(asc(webhookAttempts.attempt));

describe('webhook delivery', () => {
  test('a payment’s charge.success reaches the receiver, signed so the standardwebhooks library verifies it', async () => {
    const t = localHarness();
    const { link, merchantId, secret } = await merchantWithWebhook(t);
    receiver.answer(200);
    const before = receiver.received.length;
    const state = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    const row = await transactionRow(t, state.reference);

    expect(await deliverDueWebhooks(t.deps, { merchantId })).toEqual({
      delivered: 1,
      retrying: 0,
      failed: 0,
    });
    expect(receiver.received.length).toBe(before + 1);
    const got = receiver.received.at(-1)!;
    const event = new Webhook(secret).verify(got.body, got.headers) as WebhookEvent;
    expect(event).toMatchObject({
      event: 'charge.success',
      data: {
        id: row.id,
        reference: state.reference,
        amount: 1_000_000,
        currency: 'NGN',
        status: 'success',
        channel: 'card',
        customer: { email: 'ada@example.com', name: 'Ada Obi' },
        metadata: { payment_link: { ref: link.ref } },
      },
    });
    expect(event.data.paid_at).toEqual(expect.any(String));
    // Another secret does not verify it.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(got.body, got.headers),
    ).toThrow();

    const [d] = await deliveriesOf(t, merchantId);
    expect(d).toMatchObject({
      transactionId: row.id,
      status: 'delivered',
      attempts: 1,
      lastResponseStatus: 200,
    });
    expect(got.headers['webhook-id']).toBe(d!.id);
    const attempts = await attemptsOf(t, d!.id);
    expect(attempts).toMatchObject([
      { attempt: 1, outcome: 'delivered', responseStatus: 200, url: receiver.url, error: null },
    ]);
    expect(attempts[0]!.durationMs).toBeGreaterThanOrEqual(0);
    // Nothing is sent twice.
    expect(await deliverDueWebhooks(t.deps, { merchantId })).toEqual({
      delivered: 0,
      retrying: 0,
      failed: 0,
    });
  });

  test('a failing receiver is retried on the backoff schedule, with the same webhook-id, until it answers', async () => {
    const t = localHarness();
    const { link, merchantId } = await merchantWithWebhook(t);
    receiver.answer(500, 503, 200);
    const before = receiver.received.length;
    await payOk(t, link.ref, payer({ card: card(CARDS.success) }));

    expect(await deliverDueWebhooks(t.deps, { merchantId })).toMatchObject({ retrying: 1 });
    let [d] = await deliveriesOf(t, merchantId);
    const firstDue = d!.nextAttemptAt.getTime() - t.clock.now().getTime();
    expect(firstDue).toBeGreaterThanOrEqual(nominalDelayMs(1) * 0.8);
    expect(firstDue).toBeLessThanOrEqual(nominalDelayMs(1) * 1.2);

    // Not due yet: nothing is sent.
    t.clock.advance(nominalDelayMs(1) * 0.79);
    expect(await deliverDueWebhooks(t.deps, { merchantId })).toEqual({
      delivered: 0,
      retrying: 0,
      failed: 0,
    });
    t.clock.advance(nominalDelayMs(1) * 0.42);
    expect(await deliverDueWebhooks(t.deps, { merchantId })).toMatchObject({ retrying: 1 });
    t.clock.advance(nominalDelayMs(2) * 1.2);
    expect(await deliverDueWebhooks(t.deps, { merchantId })).toMatchObject({ delivered: 1 });

    [d] = await deliveriesOf(t, merchantId);
    expect(d).toMatchObject({ status: 'delivered', attempts: 3 });
    const attempts = await attemptsOf(t, d!.id);
    expect(attempts.map((a) => [a.attempt, a.outcome, a.responseStatus])).toEqual([
      [1, 'failed', 500],
      [2, 'failed', 503],
      [3, 'delivered', 200],
    ]);
    const ids = receiver.received.slice(before).map((r) => r.headers['webhook-id']);
    expect(ids).toEqual([d!.id, d!.id, d!.id]);
  });

  test('a receiver that never answers 2xx is tried WEBHOOK_MAX_ATTEMPTS times over about three days, then failed', async () => {
    const t = localHarness();
    const { link, merchantId } = await merchantWithWebhook(t);
    receiver.answer(500);
    await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    const start = t.clock.now().getTime();
    for (let n = 1; n <= WEBHOOK_MAX_ATTEMPTS; n++) {
      await deliverDueWebhooks(t.deps, { merchantId });
      const [d] = await deliveriesOf(t, merchantId);
      expect(d!.attempts).toBe(n);
      if (d!.status === 'pending') t.clock.set(d!.nextAttemptAt);
    }
    const [d] = await deliveriesOf(t, merchantId);
    expect(d).toMatchObject({ status: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS, lastResponseStatus: 500 });
    // Every wait was its nominal delay ±JITTER, so the whole lies within the schedule's ±JITTER.
    let nominal = 0;
    for (let n = 1; n < WEBHOOK_MAX_ATTEMPTS; n++) nominal += nominalDelayMs(n);
    const elapsed = t.clock.now().getTime() - start;
    expect(elapsed).toBeGreaterThanOrEqual(Math.floor(nominal * (1 - JITTER)));
    expect(elapsed).toBeLessThanOrEqual(Math.ceil(nominal * (1 + JITTER)) + WEBHOOK_MAX_ATTEMPTS);
    // About three days, whatever the jitter drew.
    expect(nominal * (1 - JITTER)).toBeGreaterThan(2.2 * 86_400_000);
    expect(nominal * (1 + JITTER)).toBeLessThan(3.6 * 86_400_000);
  });

  test('resend makes a new delivery that is sent again; another merchant’s transaction is a 404', async () => {
    const t = localHarness();
    const { link, merchantId, owner } = await merchantWithWebhook(t);
    receiver.answer(200);
    const state = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    const row = await transactionRow(t, state.reference);
    await deliverDueWebhooks(t.deps, { merchantId });
    const before = receiver.received.length;
    const [first] = await deliveriesOf(t, merchantId);
    t.clock.advance(60_000);

    const res = await t.get(`${RESEND}/${row.id}`, { token: owner.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Webhook resent successfully');
    expect(await deliverDueWebhooks(t.deps, { merchantId })).toMatchObject({ delivered: 1 });
    expect(receiver.received.length).toBe(before + 1);

    const deliveries = await deliveriesOf(t, merchantId);
    expect(deliveries.map((d) => [d.transactionId, d.status])).toEqual([
      [row.id, 'delivered'],
      [row.id, 'delivered'],
    ]);
    const resent = deliveries.find((d) => d.id !== first!.id)!;
    expect(receiver.received.at(-1)!.headers['webhook-id']).toBe(resent.id);
    expect(JSON.parse(receiver.received.at(-1)!.body)).toEqual(first!.payload);

    const other = await merchantWithWebhook(t);
    expect((await t.get(`${RESEND}/${row.id}`, { token: other.owner.token })).status).toBe(404);
  });

  test('resend answers 409 while the checkout has no event yet, and when no address is set', async () => {
    const t = localHarness();
    const { link, owner } = await merchantWithWebhook(t);
    const open = await payOk(t, link.ref, payer({ channel: 'bank_transfer' }));
    const waiting = await t.get(`${RESEND}/${(await transactionRow(t, open.reference)).id}`, {
      token: owner.token,
    });
    expect([waiting.status, waiting.body.message]).toEqual([409, WebhookMessages.noEvent]);

    const bare = await merchantWithLink(t);
    const paid = await payOk(t, bare.link.ref, payer({ card: card(CARDS.success) }));
    const noUrl = await t.get(`${RESEND}/${(await transactionRow(t, paid.reference)).id}`, {
      token: bare.owner.token,
    });
    expect([noUrl.status, noUrl.body.message]).toEqual([409, WebhookMessages.noUrl]);
  });

  test('a declined card sends charge.failed with the reason', async () => {
    const t = localHarness();
    const { link, merchantId, secret } = await merchantWithWebhook(t);
    receiver.answer(200);
    const res = await t.post(`/api/v1/payment-links/${link.ref}`, payer({ card: card(CARDS.declined) }));
    expect(res.status, res.text).toBeLessThan(500);
    await deliverDueWebhooks(t.deps, { merchantId });
    const got = receiver.received.at(-1)!;
    const event = new Webhook(secret).verify(got.body, got.headers) as WebhookEvent;
    expect(event).toMatchObject({ event: 'charge.failed', data: { status: 'failed', amount: 1_000_000 } });
    expect(event.data.gateway_response).not.toBe('Successful');
    expect((await deliveriesOf(t, merchantId)).map((d) => d.event)).toEqual(['charge.failed']);
  });

  test(`at most ${WEBHOOK_MAX_IN_FLIGHT} deliveries of one merchant are in flight at once`, async () => {
    const t = localHarness();
    const { merchantId } = await merchantWithWebhook(t);
    for (let i = 0; i < WEBHOOK_MAX_IN_FLIGHT + 2; i++)
      await queueWebhook(t.db, t.clock, { merchantId, event: 'charge.success', data: { n: i } });
    const before = receiver.received.length;
    receiver.answer(200);
    receiver.hold();
    const run = deliverDueWebhooks(t.deps, { merchantId });
    await receiver.arrived(before + WEBHOOK_MAX_IN_FLIGHT);
    const leased = (await deliveriesOf(t, merchantId)).filter((d) => d.leaseUntil !== null);
    expect(leased.length).toBe(WEBHOOK_MAX_IN_FLIGHT);
    receiver.release();
    expect(await run).toEqual({ delivered: WEBHOOK_MAX_IN_FLIGHT + 2, retrying: 0, failed: 0 });
  });
});

describe('private targets at send time', () => {
  test.each([
    ['an address written as an IP', (port: string) => `http://127.0.0.1:${port}/hooks`],
    ['a name that resolves to loopback (DNS rebinding)', (port: string) => `http://localhost:${port}/hooks`],
  ])('%s is refused without the flag, and nothing reaches it', async (_, urlOf) => {
    // Saved while allowed (or while the name resolved elsewhere), sent without the flag.
    const allowed = localHarness();
    const port = new URL(receiver.url).port;
    const { merchantId } = await merchantWithWebhook(allowed, urlOf(port));
    const t = harness(database.db, { clock: allowed.clock });
    await queueWebhook(t.db, t.clock, { merchantId, event: 'charge.success', data: {} });
    const before = receiver.received.length;
    expect(await deliverDueWebhooks(t.deps, { merchantId })).toMatchObject({ retrying: 1 });
    expect(receiver.received.length).toBe(before);
    const [d] = await deliveriesOf(t, merchantId);
    const [a] = await attemptsOf(t, d!.id);
    expect(a).toMatchObject({ outcome: 'failed', responseStatus: null });
    expect(a!.error).toMatch(/private, loopback or link-local/);
  });

  test('without a webhook address the event is kept, failed, and says why', async () => {
    const t = localHarness();
    const { merchantId } = await merchantWithLink(t);
    await queueWebhook(t.db, t.clock, { merchantId, event: 'charge.success', data: {} });
    expect(await deliverDueWebhooks(t.deps, { merchantId })).toMatchObject({ failed: 1 });
    const [d] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.merchantId, merchantId)));
    expect(d).toMatchObject({ status: 'failed', lastError: 'No webhook address is set' });
  });
});
