/**
 * Merchant refunds from a payment's page: full and partial, never more than was paid, from pending
 * before the payment settles (the run then settles only the rest) or from available after, sent by
 * the refund job (webhook, the customer's email), returned to the merchant when it fails for good.
 * The job's handler is called directly; the ledger is verified after the suite.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { auditEvents, refunds, webhookDeliveries } from '#db/schema/index.ts';
import { verifyLedger } from '#modules/ledger/index.ts';
import { processRefund, retryFailedRefund } from '#modules/refunds/index.ts';
import { runSettlement } from '#modules/settlement/index.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { mailTo } from './support/mailbox.ts';
import { entriesOf, paidPayment, REFUND, REFUNDS, refund, refundRows } from './support/merchant-refunds.ts';
import { available, fund } from './support/payouts.ts';
import { signIn } from './support/users.ts';

const database = useDatabase();
afterAll(async () => expect(await verifyLedger(database.db)).toEqual([]));

describe('a merchant refund', () => {
  test('full refund: from pending and available, sent, announced and emailed', async () => {
    const t = harness(database.db);
    const p = await paidPayment(t);
    const net = p.transaction.net;
    const paid = p.transaction.amountPaid;
    await fund(t, p.merchantId, 1_000_000n);
    const res = await refund(t, p.token, p.id, { reason: 'Out of stock' });
    expect(res.status, res.text).toBe(201);
    const r = res.body.responseBody;
    expect(r).toMatchObject({ amount: Number(paid), status: 'pending', reason: 'Out of stock' });
    expect(r.reference).toMatch(/^RFD_[0-9A-Z]{16}$/);
    // What had not settled comes from pending; the fee the merchant bore, from available.
    expect(await entriesOf(t, r.reference)).toEqual({
      merchant_refund: { merchant_pending: -net, merchant_available: -(paid - net), refunds_payable: paid },
    });
    expect(await available(t, p.merchantId, 'merchant_pending')).toBe(0n);
    expect(await available(t, p.merchantId)).toBe(1_000_000n - (paid - net));

    expect(await processRefund({ deps: t.deps }, { refundId: r.id, finalAttempt: false })).toBe('succeeded');
    expect(await processRefund({ deps: t.deps }, { refundId: r.id, finalAttempt: false })).toBe('skipped');
    expect((await entriesOf(t, r.reference)).refund).toEqual({
      refunds_payable: -paid,
      platform_clearing: paid,
    });
    const hooks = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.merchantId, p.merchantId));
    expect(hooks.map((h) => h.event)).toContain('refund.processed');
    expect(hooks.find((h) => h.event === 'refund.processed')!.payload).toMatchObject({
      data: {
        refund_reference: r.reference,
        transaction_reference: p.transaction.reference,
        status: 'processed',
      },
    });
    const mails = await mailTo(t.db, p.transaction.customerEmail);
    expect(mails.map((m) => m.subject)).toContain('Refund of ₦10,000.00');

    const list = await t.get(`${REFUNDS}/${p.id}`, { token: p.token });
    expect(list.body.responseBody).toMatchObject({ refundable: 0, amountPaid: Number(paid) });
    expect(list.body.responseBody.items.map((i: { status: string }) => i.status)).toEqual(['succeeded']);
    const [audited] = await t.db.select().from(auditEvents).where(eq(auditEvents.target, p.id));
    expect(audited?.action).toBe('transactions.refund');
    // Nothing is left: a second refund is refused, with nothing written.
    const again = await refund(t, p.token, p.id, {});
    expect(again.status).toBe(422);
    expect(again.body.errorCode).toBe('REFUND_EXCEEDS_PAID');
    expect(await refundRows(t, p.id)).toHaveLength(1);
  });

  test('two partial refunds up to the amount paid; one more kobo is refused, nothing written', async () => {
    const t = harness(database.db);
    const p = await paidPayment(t);
    await fund(t, p.merchantId, 1_000_000n);
    const paid = Number(p.transaction.amountPaid);
    expect((await refund(t, p.token, p.id, { amount: 400_000 })).status).toBe(201);
    const over = await refund(t, p.token, p.id, { amount: paid - 400_000 + 1 });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({
      errorCode: 'REFUND_EXCEEDS_PAID',
      message: 'The amount is more than what is left to refund of this payment.',
    });
    expect(over.body.errors.amount).toEqual([`At most ${paid - 400_000} can be refunded`]);
    expect(await refundRows(t, p.id)).toHaveLength(1);
    const rest = await refund(t, p.token, p.id, {});
    expect(rest.status).toBe(201);
    expect(rest.body.responseBody.amount).toBe(paid - 400_000);
    const sum = (await refundRows(t, p.id)).reduce((s, r) => s + r.amount, 0n);
    expect(sum).toBe(BigInt(paid));
  });

  test('the same Idempotency-Key refunds once; another body with it is refused', async () => {
    const t = harness(database.db);
    const p = await paidPayment(t);
    const key = `refund-${crypto.randomUUID()}`;
    const first = await refund(t, p.token, p.id, { amount: 1_000 }, key);
    const second = await refund(t, p.token, p.id, { amount: 1_000 }, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.body.responseBody.id).toBe(first.body.responseBody.id);
    const other = await refund(t, p.token, p.id, { amount: 2_000 }, key);
    expect(other.status).toBe(409);
    expect(other.body.errorCode).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await refundRows(t, p.id)).toHaveLength(1);
    expect(await available(t, p.merchantId, 'merchant_pending')).toBe(p.transaction.net - 1_000n);
  });

  test('a wrong PIN is refused and nothing is written', async () => {
    const t = harness(database.db);
    const p = await paidPayment(t);
    const res = await refund(t, p.token, p.id, { amount: 1_000, pin: '9999' });
    expect(res.status).toBe(422);
    expect(res.body.errorCode).toBe('INVALID_PIN');
    expect(await refundRows(t, p.id)).toHaveLength(0);
  });

  test('a refund the processor fails for good returns the money to available, announced', async () => {
    const t = harness(database.db);
    const p = await paidPayment(t);
    // The sandbox declines a refund whose amount ends in 13.
    const res = await refund(t, p.token, p.id, { amount: 5_013 });
    const r = res.body.responseBody;
    const job = (finalAttempt: boolean) => processRefund({ deps: t.deps }, { refundId: r.id, finalAttempt });
    await expect(job(false)).rejects.toThrow('declined');
    expect(await job(true)).toBe('failed');
    expect(await job(true)).toBe('skipped');
    expect((await entriesOf(t, r.reference)).refund_reversal).toEqual({
      refunds_payable: -5_013n,
      merchant_available: 5_013n,
    });
    expect(await available(t, p.merchantId)).toBe(5_013n);
    const [row] = await refundRows(t, p.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    // Its money is back with the merchant: an operator cannot send it again.
    expect(await retryFailedRefund(t.db, r.reference, t.clock.now())).toBe(false);
    const events = (
      await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.merchantId, p.merchantId))
    ).map((h) => h.event);
    expect(events).toContain('refund.failed');
    // A failed refund no longer counts: the whole payment can be refunded again.
    const list = await t.get(`${REFUNDS}/${p.id}`, { token: p.token });
    expect(list.body.responseBody.refundable).toBe(Number(p.transaction.amountPaid));
    expect(list.body.responseBody.items[0]).toMatchObject({
      status: 'failed',
      failureReason: expect.any(String),
    });
  });

  test('before settlement it takes from pending, and the run settles only the rest', async () => {
    const t = harness(database.db);
    t.clock.set('2026-03-02T09:00:00Z');
    const p = await paidPayment(t);
    const net = p.transaction.net;
    expect((await refund(t, p.token, p.id, { amount: 300_000 })).status).toBe(201);
    expect(await available(t, p.merchantId, 'merchant_pending')).toBe(net - 300_000n);
    t.clock.set('2026-03-03T22:30:00Z');
    await runSettlement(t.deps, { merchantId: p.merchantId });
    expect(await available(t, p.merchantId, 'merchant_pending')).toBe(0n);
    expect(await available(t, p.merchantId)).toBe(net - 300_000n);
    // Settled: the next refund comes from available.
    const token = await signIn(t, p.owner.email);
    const after = await refund(t, token, p.id, { amount: 100_000 });
    expect(after.status, after.text).toBe(201);
    expect(await entriesOf(t, after.body.responseBody.reference)).toEqual({
      merchant_refund: { merchant_available: -100_000n, refunds_payable: 100_000n },
    });
    expect(await available(t, p.merchantId)).toBe(net - 400_000n);
  });

  test('short of balance: 409 INSUFFICIENT_FUNDS, nothing written', async () => {
    const t = harness(database.db);
    const p = await paidPayment(t);
    // The net is pending; the fee part of a full refund has nothing in available to come from.
    const res = await refund(t, p.token, p.id, {});
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('INSUFFICIENT_FUNDS');
    expect(await refundRows(t, p.id)).toHaveLength(0);
    expect(await available(t, p.merchantId, 'merchant_pending')).toBe(p.transaction.net);
  });
});

describe('refused requests', () => {
  test('another merchant’s payment is a 404, and so is an id that is not one', async () => {
    const t = harness(database.db);
    const p = await paidPayment(t);
    const other = await paidPayment(t);
    for (const id of [p.id, 'not-a-uuid', crypto.randomUUID()]) {
      expect((await refund(t, other.token, id, { amount: 1_000 })).status).toBe(404);
      expect((await t.get(`${REFUNDS}/${id}`, { token: other.token })).status).toBe(404);
    }
    expect(await refundRows(t, p.id)).toHaveLength(0);
  });

  test('bad input is a 422 with field errors, nothing written', async () => {
    const t = harness(database.db);
    const p = await paidPayment(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: -5 }, 'amount'],
      [{ amount: 0 }, 'amount'],
      [{ amount: 10.5 }, 'amount'],
      [{ amount: 1e300 }, 'amount'],
      [{ amount: '100' }, 'amount'],
      [{ reason: 'bad\u0000reason' }, 'reason'],
      [{ reason: '' }, 'reason'],
      [{ reason: 'x'.repeat(201) }, 'reason'],
      [{ pin: '12a4' }, 'pin'],
    ];
    for (const [body, field] of cases) {
      const res = await refund(t, p.token, p.id, { amount: 1_000, ...body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toContain(field);
    }
    const badKey = await t.post(
      `${REFUND}/${p.id}`,
      { amount: 1_000, reason: 'x', pin: '2580' },
      {
        token: p.token,
        headers: { 'Idempotency-Key': 'short' },
      },
    );
    expect(badKey.status).toBe(422);
    expect(Object.keys(badKey.body.errors)).toContain('Idempotency-Key');
    expect(await refundRows(t, p.id)).toHaveLength(0);
    expect(await t.db.select().from(refunds).where(eq(refunds.merchantId, p.merchantId))).toHaveLength(0);
  });
});
