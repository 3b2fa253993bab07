/** Bulk webhook replay tests' world: a merchant whose deliveries of five hours ago are in known states. */
import { asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '#db/client.ts';
import { webhookDeliveries } from '#db/schema/index.ts';
import { ManualClock } from '#lib/clock.ts';
import { deliverDueWebhooks, queueWebhook } from '#modules/webhooks/index.ts';
import { type Harness, harness } from './harness.ts';
import { CARDS, card, merchantWithLink, payer, payOk, transactionRow } from './payments.ts';
import type { Receiver } from './webhook-receiver.ts';

export const CONFIG = '/api/v2/settings/api-configuration';
export const REPLAY = '/api/v1/merchant/webhooks/replay';
export const REPLAYS = '/api/v1/merchant/webhooks/replays';
const HOUR = 3_600_000;

/** A harness whose clock is the real time (receivers check the signature's timestamp). */
export const localHarness = (database: Pick<Database, 'db'>) =>
  harness(database.db, { clock: new ManualClock(new Date()), config: { webhooksAllowPrivateTargets: true } });

export const deliveriesOf = (t: Harness, merchantId: string) =>
  t.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.merchantId, merchantId))
    .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.id));

export const countDeliveries = async (t: Harness) =>
  Number((await t.db.select({ n: sql<number>`count(*)::int` }).from(webhookDeliveries))[0]!.n);

export async function setWebhook(t: Harness, token: string, url: string): Promise<string> {
  const res = await t.call('PATCH', CONFIG, { token, body: { webhookUrl: url } });
  expect(res.status, res.text).toBe(200);
  return res.body.responseBody.webhookSecret as string;
}

/**
 * A merchant and five first deliveries, an hour apart from `start` (five hours ago), then sent:
 * - paid:     charge.success of a real payment, made before any address was set: `failed` (never tried)
 * - transfer: transfer.success, delivered
 * - declined: charge.failed, answered 500 (pending, retrying after a failed try)
 * - refund:   refund.processed, delivered
 * - success:  charge.success, delivered
 */
export async function replayWorld(t: Harness, receiver: Receiver) {
  // Signed in now (a session idles out after five minutes); the past is only the deliveries'.
  const now = t.clock.now();
  const start = new Date(now.getTime() - 5 * HOUR);
  const m = await merchantWithLink(t);
  t.clock.set(start);
  const state = await payOk(t, m.link.ref, payer({ card: card(CARDS.success) }));
  const payment = await transactionRow(t, String(state.reference));
  await deliverDueWebhooks(t.deps, { merchantId: m.merchantId });
  t.clock.set(now);
  const secret = await setWebhook(t, m.owner.token, receiver.url);
  t.clock.set(start);
  const queued = { transfer: '', declined: '', refund: '', success: '' };
  const events = [
    ['transfer', 'transfer.success'],
    ['declined', 'charge.failed'],
    ['refund', 'refund.processed'],
    ['success', 'charge.success'],
  ] as const;
  for (const [name, event] of events) {
    t.clock.advance(HOUR);
    queued[name] = await queueWebhook(t.db, t.clock, {
      merchantId: m.merchantId,
      event,
      data: { mark: name },
    });
  }
  t.clock.set(now);
  receiver.answerBy((r) => (r.body.includes('"declined"') ? 500 : 200));
  await deliverDueWebhooks(t.deps, { merchantId: m.merchantId });
  receiver.answer(200);
  const [paid] = (await deliveriesOf(t, m.merchantId)).filter((d) => d.transactionId === payment.id);
  expect(paid).toMatchObject({ status: 'failed', attempts: 0 });
  return { ...m, secret, start, now, payment, ids: { paid: paid!.id, ...queued } };
}

/** The window from an hour before the first delivery to a minute from now. */
export const wholeWindow = (w: { start: Date; now: Date }) => ({
  from: new Date(w.start.getTime() - HOUR).toISOString(),
  to: new Date(w.now.getTime() + 60_000).toISOString(),
});
