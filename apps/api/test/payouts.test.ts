/**
 * Payouts: available → in flight in one transaction with the payout, then paid (to clearing and
 * fees) or failed (reversed to available) by the job or an operator's word; each entry once. The
 * job's handler is called directly with the harness clock; the ledger is verified after the suite.
 */
import { TransferWebhookEvent } from '@payrail/contract/payouts';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import {
  journalEntries,
  kybProfiles,
  ledgerAccounts,
  payouts,
  postings,
  webhookDeliveries,
} from '#db/schema/index.ts';
import { forcePayout, processPayout } from '#modules/payouts/index.ts';
import { SANDBOX_PAYOUT_DELAY_MS } from '#modules/processor/index.ts';
import { payoutOutcomeCommand } from '#src/cli/payout-commands.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { mailTo } from './support/mailbox.ts';
import { available, PAYOUT, PAYOUTS, PIN, payoutMerchant } from './support/payouts.ts';

const database = useDatabase();
const key = () => `payout-${crypto.randomUUID()}`;

/** A payout's ledger entries: kind → account kind → signed amount. */
async function entries(t: Harness, reference: string) {
  const rows = await t.db
    .select({ entry: journalEntries.kind, account: ledgerAccounts.kind, amount: postings.amount })
    .from(journalEntries)
    .innerJoin(postings, eq(postings.entryId, journalEntries.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(eq(journalEntries.reference, reference));
  const out: Record<string, Record<string, bigint>> = {};
  for (const r of rows) out[r.entry] = { ...out[r.entry], [r.account]: r.amount };
  return out;
}

const request = (t: Harness, token: string, body: Record<string, unknown>, k = key()) =>
  t.post(PAYOUT, { currency: 'NGN', pin: PIN, ...body }, { token, headers: { 'Idempotency-Key': k } });

describe('a payout', () => {
  test('debits available into flight, is paid after the sandbox delay, and moves to clearing and fees', async () => {
    const t = harness(database.db);
    const m = await payoutMerchant(t, { funds: 1_000_000n });
    const res = await request(t, m.token, { amount: 400_000, narration: 'Rent' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Successfully');
    const p = res.body.responseBody;
    expect(p).toMatchObject({
      amount: 400_000,
      fee: 1_000,
      total: 401_000,
      status: 'processing',
      narration: 'Rent',
    });
    expect(p.reference).toMatch(/^PO_[0-9A-Z]{16}$/);
    expect(await available(t, m.merchantId)).toBe(599_000n);
    expect(await entries(t, p.reference)).toEqual({
      payout: { merchant_available: -401_000n, merchant_payouts_in_flight: 401_000n },
    });

    // Before the delay the processor still answers pending; after it, paid.
    expect(await processPayout(t.deps, { payoutId: p.id })).toBe('pending');
    t.clock.advance(SANDBOX_PAYOUT_DELAY_MS);
    expect(await processPayout(t.deps, { payoutId: p.id })).toBe('paid');
    expect(await processPayout(t.deps, { payoutId: p.id })).toBe('skipped');
    expect((await entries(t, p.reference)).payout_paid).toEqual({
      merchant_payouts_in_flight: -401_000n,
      platform_clearing: 400_000n,
      platform_fees: 1_000n,
    });
    expect(await available(t, m.merchantId, 'merchant_payouts_in_flight')).toBe(0n);

    const details = await t.get(`${PAYOUTS}/details/${p.id}`, { token: m.token });
    expect(details.body.responseBody.status).toBe('paid');
    expect(details.body.responseBody.timeline.map((e: { event: string }) => e.event)).toEqual([
      'requested',
      'sent',
      'paid',
    ]);
    const hooks = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.merchantId, m.merchantId));
    expect(hooks.map((h) => h.event)).toEqual(['transfer.success']);
    expect(hooks[0]!.payload).toMatchObject({
      event: 'transfer.success',
      data: { amount: 400_000, reference: p.reference, status: 'success', recipient: { type: 'nuban' } },
    });
    expect(TransferWebhookEvent.parse(hooks[0]!.payload).data.transferred_at).not.toBeNull();
    const mails = await mailTo(t.db, m.email as string);
    expect(mails.map((x) => x.subject)).toContain('Payout of ₦4,000.00 paid');
  });

  test('a failed payout is reversed: the money and the fee return to available, once', async () => {
    const t = harness(database.db);
    const m = await payoutMerchant(t, { funds: 1_000_000n });
    // The sandbox's receiving bank declines an amount ending in 13 kobo.
    const res = await request(t, m.token, { amount: 300_013 });
    const p = res.body.responseBody;
    expect(await available(t, m.merchantId)).toBe(1_000_000n - 301_013n);
    expect(await processPayout(t.deps, { payoutId: p.id })).toBe('failed');
    expect(await processPayout(t.deps, { payoutId: p.id })).toBe('skipped');
    expect(await forcePayout(t.deps, { id: p.id }, { kind: 'paid' })).toBe('not_processing');
    expect(await available(t, m.merchantId)).toBe(1_000_000n);
    expect((await entries(t, p.reference)).payout_reversal).toEqual({
      merchant_payouts_in_flight: -301_013n,
      merchant_available: 301_013n,
    });
    const details = (await t.get(`${PAYOUTS}/details/${p.id}`, { token: m.token })).body.responseBody;
    expect(details).toMatchObject({
      status: 'failed',
      failureReason: 'Sandbox: the receiving bank declined the transfer',
    });
    expect(details.timeline.map((e: { event: string }) => e.event)).toEqual([
      'requested',
      'sent',
      'failed',
      'reversed',
    ]);
    const [hook] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.merchantId, m.merchantId));
    expect(hook!.event).toBe('transfer.failed');
  });

  test('an operator or the sandbox control forces either outcome', async () => {
    const t = harness(database.db);
    const m = await payoutMerchant(t, { funds: 2_000_000n });
    const a = (await request(t, m.token, { amount: 100_000 })).body.responseBody;
    const b = (await request(t, m.token, { amount: 100_000 })).body.responseBody;
    const printed: string[] = [];
    const print = (line: string) => printed.push(line);
    expect(await payoutOutcomeCommand(t.deps, 'failed', [a.reference], print)).toBe(2);
    expect(await payoutOutcomeCommand(t.deps, 'paid', [a.reference], print)).toBe(0);
    expect(await payoutOutcomeCommand(t.deps, 'paid', [a.reference], print)).toBe(1);
    expect(printed.slice(1)).toEqual([
      `${a.reference}: paid`,
      `${a.reference}: already ended; nothing changed`,
    ]);
    const failed = await t.post(
      `/api/v1/payouts/sandbox/${b.id}/outcome`,
      { outcome: 'failed', reason: 'Beneficiary account closed' },
      { token: m.token },
    );
    expect(failed.body.responseBody).toMatchObject({
      status: 'failed',
      failureReason: 'Beneficiary account closed',
    });
    errorBody(
      await t.post(`/api/v1/payouts/sandbox/${b.id}/outcome`, { outcome: 'paid' }, { token: m.token }),
      409,
    );
    expect(await available(t, m.merchantId)).toBe(2_000_000n - 101_000n);
  });

  test('the same Idempotency-Key pays once; with another body it is refused', async () => {
    const t = harness(database.db);
    const m = await payoutMerchant(t, { funds: 1_000_000n });
    const k = key();
    const [one, two] = await Promise.all([
      request(t, m.token, { amount: 200_000 }, k),
      request(t, m.token, { amount: 200_000 }, k),
    ]);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(one.body.responseBody.id).toBe(two.body.responseBody.id);
    const again = await request(t, m.token, { amount: 200_000 }, k);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.responseBody.id).toBe(one.body.responseBody.id);
    errorBody(await request(t, m.token, { amount: 200_001 }, k), 409, 'IDEMPOTENCY_KEY_REUSED');
    expect(await available(t, m.merchantId)).toBe(1_000_000n - 201_000n);
    const rows = await t.db.select().from(payouts).where(eq(payouts.merchantId, m.merchantId));
    expect(rows).toHaveLength(1);
  });

  test('more than the balance is refused and nothing moves', async () => {
    const t = harness(database.db);
    const m = await payoutMerchant(t, { funds: 100_000n });
    errorBody(await request(t, m.token, { amount: 99_500 }), 409, 'INSUFFICIENT_FUNDS');
    expect(await available(t, m.merchantId)).toBe(100_000n);
    expect(await t.db.select().from(payouts).where(eq(payouts.merchantId, m.merchantId))).toEqual([]);
  });

  test('KYB not approved, a wrong PIN: refused, nothing moves', async () => {
    const t = harness(database.db);
    const m = await payoutMerchant(t, { funds: 1_000_000n });
    const wrong = await request(t, m.token, { amount: 100_000, pin: '1397' });
    expect(errorBody(wrong, 422, 'INVALID_PIN').errors?.pin).toBeDefined();
    await t.db
      .update(kybProfiles)
      .set({ status: 'under_review' })
      .where(eq(kybProfiles.merchantId, m.merchantId));
    errorBody(await request(t, m.token, { amount: 100_000 }), 403, 'KYB_NOT_APPROVED');
    expect(await available(t, m.merchantId)).toBe(1_000_000n);
  });

  test('another merchant’s payout is a 404, as is an id that is none', async () => {
    const t = harness(database.db);
    const a = await payoutMerchant(t, { funds: 1_000_000n });
    const b = await payoutMerchant(t);
    const p = (await request(t, a.token, { amount: 100_000 })).body.responseBody;
    errorBody(await t.get(`${PAYOUTS}/details/${p.id}`, { token: b.token }), 404);
    errorBody(await t.get(`${PAYOUTS}/details/not-a-uuid`, { token: a.token }), 404);
    errorBody(await t.get(`/api/v1/payouts/generate-full-receipt/?uuid=${p.id}`, { token: b.token }), 404);
    errorBody(
      await t.post(`/api/v1/payouts/sandbox/${p.id}/outcome`, { outcome: 'paid' }, { token: b.token }),
      404,
    );
    expect((await t.get(PAYOUTS, { token: b.token })).body.responseBody.items).toEqual([]);
  });

  test('bad input: 422 with field errors (NUL bytes, huge, negative, fractions of a kobo)', async () => {
    const t = harness(database.db);
    const m = await payoutMerchant(t, { funds: 1_000_000n });
    for (const amount of [-100_000, 100_000.5, 1e30, '100000', null]) {
      const res = await request(t, m.token, { amount });
      expect(errorBody(res, 422, 'VALIDATION_ERROR').errors?.amount).toBeDefined();
    }
    const nul = await request(t, m.token, {
      amount: 100_000,
      narration: 'a\u0000b',
      currency: 'USD',
      pin: '12a4',
    });
    expect(Object.keys(errorBody(nul, 422, 'VALIDATION_ERROR').errors ?? {}).sort()).toEqual([
      'currency',
      'narration',
      'pin',
    ]);
    const badKey = await t.post(
      PAYOUT,
      { amount: 100_000, pin: PIN },
      { token: m.token, headers: { 'Idempotency-Key': 'short' } },
    );
    expect(errorBody(badKey, 422, 'VALIDATION_ERROR').errors?.['Idempotency-Key']).toBeDefined();
    const list = await t.get(`${PAYOUTS}?status=lost&from=2026-13-01&page=0`, { token: m.token });
    expect(Object.keys(errorBody(list, 422, 'VALIDATION_ERROR').errors ?? {}).sort()).toEqual([
      'from',
      'page',
      'status',
    ]);
    expect(await available(t, m.merchantId)).toBe(1_000_000n);
  });

  test('the list filters by status and reference; Payouts.pdf answers a PDF', async () => {
    const t = harness(database.db);
    const m = await payoutMerchant(t, { funds: 2_000_000n });
    const a = (await request(t, m.token, { amount: 100_000 })).body.responseBody;
    t.clock.advance(1_000);
    const b = (await request(t, m.token, { amount: 200_013 })).body.responseBody;
    await processPayout(t.deps, { payoutId: b.id });
    const all = (await t.get(PAYOUTS, { token: m.token })).body.responseBody;
    expect(all.items.map((p: { id: string }) => p.id)).toEqual([b.id, a.id]);
    expect(all.total).toBe(2);
    const failed = (await t.get(`${PAYOUTS}?status=failed`, { token: m.token })).body.responseBody;
    expect(failed.items.map((p: { id: string }) => p.id)).toEqual([b.id]);
    const found = (await t.get(`${PAYOUTS}?search=${a.reference.toLowerCase()}`, { token: m.token })).body
      .responseBody;
    expect(found.items.map((p: { id: string }) => p.id)).toEqual([a.id]);
    for (const q of ['', `?uuid=${a.id}`]) {
      const pdf = await t.get(`/api/v1/payouts/generate-full-receipt/${q}`, { token: m.token });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="Payouts.pdf"');
      expect(pdf.text.startsWith('%PDF-')).toBe(true);
    }
  });
});
