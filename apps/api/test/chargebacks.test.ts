/**
 * Chargebacks: raising one holds the disputed amount (from the payment's unsettled part, so the
 * settlement run settles only the rest), the merchant is told in-app, by email and by webhook;
 * accept sends the hold to the customer, decline (with evidence checked from its bytes) waits for
 * the operator's won or lost. Each step once; another merchant's ids are 404. Ledger verified.
 */
import { CHARGEBACK_ACCEPTED, CHARGEBACK_DECLINED } from '@payrail/contract/chargebacks';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { notifications, webhookDeliveries } from '#db/schema/index.ts';
import { verifyLedger } from '#modules/ledger/index.ts';
import { runSettlement } from '#modules/settlement/index.ts';
import { chargebackCommand } from '#src/cli/chargeback-commands.ts';
import { accept, CB, decline, entries, paidMerchant, raise } from './support/chargebacks.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { png } from './support/images.ts';
import { pdf } from './support/kyb.ts';
import { mailTo } from './support/mailbox.ts';
import { available } from './support/payouts.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
afterAll(async () => expect(await verifyLedger(database.db)).toEqual([]));

describe('raising a chargeback', () => {
  test('holds from pending, the run settles only the rest; notice, email and webhook', async () => {
    const t = harness(database.db);
    t.clock.set('2026-03-02T09:00:00Z');
    const m = await paidMerchant(t);
    expect(await available(t, m.merchantId, 'merchant_pending')).toBe(975_000n);
    const cb = await raise(t, m.payment, 400_000n);
    expect(cb.reference).toMatch(/^CB_[0-9A-Z]{16}$/);
    expect(cb.dueAt.toISOString()).toBe('2026-03-09T09:00:00.000Z');
    expect(await entries(t, cb.reference)).toEqual({
      chargeback_hold: { merchant_pending: -400_000n, merchant_disputed: 400_000n },
    });
    t.clock.set('2026-03-03T23:30:00Z');
    await runSettlement(t.deps, { merchantId: m.merchantId });
    expect(await available(t, m.merchantId, 'merchant_pending')).toBe(0n);
    expect(await available(t, m.merchantId)).toBe(575_000n);
    expect(await available(t, m.merchantId, 'merchant_disputed')).toBe(400_000n);

    const notes = await t.db.select().from(notifications).where(eq(notifications.merchantId, m.merchantId));
    expect(notes.map((n) => n.title)).toContain('Chargeback raised: ₦4,000.00');
    const mails = await mailTo(t.db, m.owner.email);
    expect(mails.map((x) => x.subject)).toContain('Chargeback raised: ₦4,000.00');
    const hooks = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.merchantId, m.merchantId));
    expect(hooks.map((h) => h.event)).toContain('charge.dispute.create');
  });

  test('a settled payment is held from available; short, refused; twice, refused; over the amount paid, refused', async () => {
    const t = harness(database.db);
    t.clock.set('2026-03-02T09:00:00Z');
    const m = await paidMerchant(t);
    t.clock.set('2026-03-03T23:30:00Z');
    await runSettlement(t.deps, { merchantId: m.merchantId });
    await expect(raise(t, m.payment, 1_000_001n)).rejects.toMatchObject({ status: 422 });
    // ₦10,000 disputed, ₦9,750 available: nothing is written.
    await expect(raise(t, m.payment)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const cb = await raise(t, m.payment, 900_000n);
    expect(await entries(t, cb.reference)).toEqual({
      chargeback_hold: { merchant_available: -900_000n, merchant_disputed: 900_000n },
    });
    await expect(raise(t, m.payment, 1n)).rejects.toMatchObject({ status: 409 });
  });
});

describe('answering a chargeback', () => {
  test('accept: the hold goes to the customer, once; listed and shown with its timeline', async () => {
    const t = harness(database.db);
    const m = await paidMerchant(t);
    const cb = await raise(t, m.payment, 300_000n);
    const list = await t.post(`${CB}?page=1`, undefined, { token: m.owner.token });
    expect(list.status, list.text).toBe(200);
    expect(list.body.responseBody.items.map((c: { id: string }) => c.id)).toEqual([cb.id]);
    const res = await accept(t, m.owner.token, cb.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(CHARGEBACK_ACCEPTED);
    expect(res.body.responseBody.status).toBe('accepted');
    expect(await entries(t, cb.reference)).toMatchObject({
      chargeback_lost: { merchant_disputed: -300_000n, platform_clearing: 300_000n },
    });
    expect(await available(t, m.merchantId, 'merchant_disputed')).toBe(0n);
    const again = await accept(t, m.owner.token, cb.id);
    expect(again.status).toBe(409);
    const shown = await t.get(`${CB}/show/${cb.id}`, { token: m.owner.token });
    expect(shown.body.responseBody.transaction.reference).toBe(m.payment);
    expect(shown.body.responseBody.timeline.map((e: { event: string }) => e.event)).toEqual([
      'raised',
      'accepted',
    ]);
    const filtered = await t.post(`${CB}?page=1&status=open&search=${m.payment}`, undefined, {
      token: m.owner.token,
    });
    expect(filtered.body.responseBody.total).toBe(0);
    const bySearch = await t.post(`${CB}?page=1&search=${cb.reference.toLowerCase()}`, undefined, {
      token: m.owner.token,
    });
    expect(bySearch.body.responseBody.total).toBe(1);
  });

  test('decline with evidence: a fake PNG is refused by its bytes; then won returns the hold to available', async () => {
    const t = harness(database.db);
    const m = await paidMerchant(t);
    const cb = await raise(t, m.payment, 200_000n);
    const fake = await decline(t, m.owner.token, cb.id, 'The customer signed for the parcel', [
      { name: 'proof.png', bytes: new TextEncoder().encode('not really a picture'), type: 'image/png' },
    ]);
    expect(fake.status).toBe(422);
    expect(fake.body.errors.evidence1).toEqual(['The file must be a PDF, PNG or JPEG document.']);
    const short = await decline(t, m.owner.token, cb.id, 'no');
    expect(short.status).toBe(422);
    expect(short.body.errors.reason).toBeDefined();
    const none = await decline(t, m.owner.token, cb.id, 'The customer signed for the parcel', []);
    expect(none.status).toBe(422);
    expect(none.body.errors.evidence1).toBeDefined();

    const res = await decline(t, m.owner.token, cb.id, 'The customer signed for the parcel', [
      { name: 'receipt.pdf', bytes: pdf(), type: 'application/pdf' },
      { name: 'parcel photo.png', bytes: png(8, 8), type: 'image/png' },
    ]);
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(CHARGEBACK_DECLINED);
    expect(res.body.responseBody.status).toBe('declined');
    // Files sent together are listed by name.
    expect(res.body.responseBody.evidence.map((e: { fileName: string }) => e.fileName)).toEqual([
      'parcel photo.png',
      'receipt.pdf',
    ]);
    // Each file downloads as it was sent, as an attachment; another merchant's or an unknown one is a 404.
    const [photo] = res.body.responseBody.evidence as { id: string }[];
    const file = await t.app.request(`${CB}/evidence/${cb.id}/${photo!.id}`, {
      headers: { authorization: `Bearer ${m.owner.token}`, 'x-forwarded-for': '203.0.113.7' },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toContain(
      'attachment; filename="evidence"; filename*=UTF-8\'\'parcel%20photo.png',
    );
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array(png(8, 8)));
    const other = await paidMerchant(t);
    expect((await t.get(`${CB}/evidence/${cb.id}/${photo!.id}`, { token: other.owner.token })).status).toBe(
      404,
    );
    expect(
      (await t.get(`${CB}/evidence/${cb.id}/${crypto.randomUUID()}`, { token: m.owner.token })).status,
    ).toBe(404);
    expect((await accept(t, m.owner.token, cb.id)).status).toBe(409);

    const lines: string[] = [];
    expect(
      await chargebackCommand(t.deps, ['resolve', cb.reference, '--outcome', 'won'], (l) => lines.push(l)),
    ).toBe(0);
    expect(await entries(t, cb.reference)).toMatchObject({
      chargeback_won: { merchant_disputed: -200_000n, merchant_available: 200_000n },
    });
    expect(
      await chargebackCommand(t.deps, ['resolve', cb.reference, '--outcome', 'lost'], (l) => lines.push(l)),
    ).toBe(1);
  });

  test('decline then lost: the hold goes to the customer', async () => {
    const t = harness(database.db);
    const m = await paidMerchant(t);
    const cb = await raise(t, m.payment, 100_000n);
    expect((await decline(t, m.owner.token, cb.id, 'Delivered on the 3rd, see receipt')).status).toBe(200);
    expect(await chargebackCommand(t.deps, ['resolve', cb.reference, '--outcome', 'lost'], () => {})).toBe(0);
    expect(await entries(t, cb.reference)).toMatchObject({
      chargeback_lost: { merchant_disputed: -100_000n, platform_clearing: 100_000n },
    });
    const shown = await t.get(`${CB}/show/${cb.id}`, { token: m.owner.token });
    expect(shown.body.responseBody.timeline.map((e: { event: string }) => e.event)).toEqual([
      'raised',
      'declined',
      'lost',
    ]);
  });
});

describe('security and bad input', () => {
  test('another merchant’s ids are 404; a bad id 404; bad filters 422; no session 401', async () => {
    const t = harness(database.db);
    const m = await paidMerchant(t);
    const cb = await raise(t, m.payment, 100_000n);
    const other = await signedInUser(t);
    for (const res of [
      await t.get(`${CB}/show/${cb.id}`, { token: other.token }),
      await accept(t, other.token, cb.id),
      await decline(t, other.token, cb.id, 'Not mine to decline at all'),
      await t.get(`${CB}/show/not-a-uuid`, { token: m.owner.token }),
    ])
      expect(res.status).toBe(404);
    const list = await t.post(`${CB}?page=1`, undefined, { token: other.token });
    expect(list.body.responseBody.total).toBe(0);
    const bad = await t.post(`${CB}?page=0&status=maybe&from=2026-03-05&to=2026-03-01`, undefined, {
      token: m.owner.token,
    });
    expect(Object.keys(errorBody(bad, 422).errors ?? {}).sort()).toEqual(['page', 'status']);
    const order = await t.post(`${CB}?from=2026-03-05&to=2026-03-01`, undefined, { token: m.owner.token });
    expect(Object.keys(errorBody(order, 422).errors ?? {})).toEqual(['to']);
    expect((await t.post(`${CB}?page=1`)).status).toBe(401);
  });
});
