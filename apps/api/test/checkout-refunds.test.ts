/**
 * Money going back to the customer: the excess and the refused short transfer under the
 * 'customer' wrong-transfer rule, and transfers arriving after the account expired. Each is held
 * (clearing → refunds payable) when known and returned by the refund job through the processor's
 * refund hook (clearing again), once, however often the job or the notice repeats; a failing
 * processor is retried and, after the last try, the refund is marked failed with the money held.
 * The job's handler is called directly; the ledger is verified after the suite.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { journalEntries, ledgerAccounts, postings, refunds } from '#db/schema/index.ts';
import { transferReceived } from '#modules/checkout/transfer-service.ts';
import { saveCheckoutSettings } from '#modules/merchant-settings/settings-service.ts';
import type { ProcessorAdapter } from '#modules/processor/adapter.ts';
import { sandboxProcessor } from '#modules/processor/sandbox.ts';
import {
  failedRefunds,
  processRefund,
  RefundDeclinedError,
  retryFailedRefund,
} from '#modules/refunds/refund-job.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { merchantWithLink, PAY, payer, payOk, transactionRow } from './support/payments.ts';

const database = useDatabase();
/** The acquirer's transfer ids are unique for all time: a run's own, so a database can be reused. */
const run = Math.random().toString(36).slice(2, 8);
const simulate = (reference: string) => `${PAY}/checkout/${reference}/simulate-transfer`;

/** A ₦10,000 link, the customer bearing the ₦250 fee (total ₦10,250), awaiting a transfer. */
async function transferCheckout(wrong: 'merchant' | 'customer', amount = 1_000_000) {
  const t = harness(database.db);
  const { link, merchantId } = await merchantWithLink(t, { amount });
  await saveCheckoutSettings(t.db, merchantId, { chargePayer: 'customer', wrongTransferBearer: wrong });
  const state = await payOk(t, link.ref, payer({ channel: 'bank_transfer' }));
  return { t, state };
}

async function refundsOf(t: Harness, reference: string) {
  const { id } = await transactionRow(t, reference);
  return t.db.select().from(refunds).where(eq(refunds.transactionId, id)).orderBy(refunds.createdAt);
}

/** A refund's ledger entries: kind → account kind → signed amount. */
async function refundEntries(t: Harness, refundReference: string) {
  const rows = await t.db
    .select({ entry: journalEntries.kind, account: ledgerAccounts.kind, amount: postings.amount })
    .from(journalEntries)
    .innerJoin(postings, eq(postings.entryId, journalEntries.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(eq(journalEntries.reference, refundReference));
  const out: Record<string, Record<string, bigint>> = {};
  for (const r of rows) out[r.entry] = { ...out[r.entry], [r.account]: r.amount };
  return out;
}

const declineOnce = (): ProcessorAdapter => {
  let calls = 0;
  return {
    ...sandboxProcessor,
    refund: async (req) =>
      ++calls === 1 ? { kind: 'failed', reason: 'Issuer unavailable' } : sandboxProcessor.refund(req),
  };
};

describe('an excess transfer under the “customer” rule', () => {
  test('is held, then returned by the job once, with the processor ref on the refund', async () => {
    const { t, state } = await transferCheckout('customer');
    await t.post(simulate(state.reference), { amount: 1_100_000 });
    const [refund] = await refundsOf(t, state.reference);
    expect(refund).toMatchObject({
      reason: 'excess_transfer',
      amount: 75_000n,
      status: 'pending',
      sourceKey: expect.stringMatching(/^transfer:sbx_tr_/),
    });
    expect(refund!.reference).toMatch(/^RFD_[0-9A-Z]{16}$/);
    expect(await refundEntries(t, refund!.reference)).toEqual({
      refund_hold: { platform_clearing: -75_000n, refunds_payable: 75_000n },
    });

    expect(await processRefund({ deps: t.deps }, { refundId: refund!.id, finalAttempt: false })).toBe(
      'succeeded',
    );
    expect(await processRefund({ deps: t.deps }, { refundId: refund!.id, finalAttempt: false })).toBe(
      'skipped',
    );
    const [done] = await refundsOf(t, state.reference);
    expect(done).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      processorRef: expect.stringMatching(/^sbx_rf_/),
      refundedAt: t.clock.now(),
    });
    expect(await refundEntries(t, refund!.reference)).toEqual({
      refund_hold: { platform_clearing: -75_000n, refunds_payable: 75_000n },
      refund: { platform_clearing: 75_000n, refunds_payable: -75_000n },
    });
    const row = await transactionRow(t, state.reference);
    expect(row).toMatchObject({ status: 'success', amountReceived: 1_100_000n, amountRefunded: 75_000n });
  });

  test('under the “merchant” rule the excess is the merchant’s: nothing is returned', async () => {
    const { t, state } = await transferCheckout('merchant');
    await t.post(simulate(state.reference), { amount: 1_100_000 });
    expect(await refundsOf(t, state.reference)).toEqual([]);
  });
});

describe('a refused short transfer', () => {
  test('fails the checkout and returns all of it', async () => {
    const { t, state } = await transferCheckout('customer');
    const res = await t.post(simulate(state.reference), { amount: 1_000_000 });
    expect(res.body.responseBody).toMatchObject({ status: 'failed', amountRefunded: 1_000_000 });
    const [refund] = await refundsOf(t, state.reference);
    expect(refund).toMatchObject({ reason: 'short_transfer', amount: 1_000_000n, status: 'pending' });
    expect(await processRefund({ deps: t.deps }, { refundId: refund!.id, finalAttempt: false })).toBe(
      'succeeded',
    );
  });
});

describe('a transfer after the account expired', () => {
  test('is refused (409), recorded on the failed checkout and returned; each late transfer once', async () => {
    const { t, state } = await transferCheckout('merchant');
    t.clock.advance(30 * 60_000);
    const late = await t.post(simulate(state.reference), { amount: 500_000 });
    errorBody(late, 409, 'TRANSFER_ACCOUNT_EXPIRED');
    const after = await t.get(`${PAY}/checkout/${state.reference}`);
    expect(after.body.responseBody).toMatchObject({
      status: 'failed',
      failureReason: 'The transfer window expired before the money arrived',
      amountPaid: 0,
      amountRefunded: 500_000,
    });

    // The acquirer repeats its notice of a second late transfer: returned once.
    const { accountNumber } = after.body.responseBody.transfer;
    const second = { accountNumber, amount: 20_000n, transferId: `acq_tr_2_${run}` };
    for (let i = 0; i < 2; i++)
      await expect(transferReceived({ deps: t.deps }, second)).rejects.toThrow(
        'This transfer account has expired',
      );
    const rows = await refundsOf(t, state.reference);
    expect(rows.map((r) => [r.reason, r.amount])).toEqual([
      ['late_transfer', 500_000n],
      ['late_transfer', 20_000n],
    ]);
    expect(await transactionRow(t, state.reference)).toMatchObject({
      amountReceived: 520_000n,
      amountRefunded: 520_000n,
      amountPaid: 0n,
    });
    for (const r of rows)
      expect(await processRefund({ deps: t.deps }, { refundId: r.id, finalAttempt: false })).toBe(
        'succeeded',
      );
  });
});

describe('each transfer once, by the acquirer’s transfer id', () => {
  test('a repeated notice of the paying transfer changes nothing; another transfer is returned', async () => {
    const { t, state } = await transferCheckout('merchant');
    const { accountNumber } = state.transfer;
    const paying = { accountNumber, amount: 1_025_000n, transferId: `acq_pay_1_${run}` };
    expect(await transferReceived({ deps: t.deps }, paying)).toBe(state.reference);
    await expect(transferReceived({ deps: t.deps }, paying)).rejects.toThrow(
      'This checkout is not waiting for a transfer',
    );
    expect(await refundsOf(t, state.reference)).toEqual([]);
    expect(await transactionRow(t, state.reference)).toMatchObject({ processorRef: paying.transferId });

    const another = { accountNumber, amount: 5_000n, transferId: `acq_pay_2_${run}` };
    for (let i = 0; i < 2; i++)
      await expect(transferReceived({ deps: t.deps }, another)).rejects.toThrow(
        'This checkout is not waiting for a transfer',
      );
    const rows = await refundsOf(t, state.reference);
    expect(rows.map((r) => [r.reason, r.amount, r.sourceKey])).toEqual([
      ['unexpected_transfer', 5_000n, `transfer:${another.transferId}`],
    ]);
    expect(await transactionRow(t, state.reference)).toMatchObject({
      status: 'success',
      amountPaid: 1_025_000n,
      amountReceived: 1_030_000n,
      amountRefunded: 5_000n,
    });
  });

  test('a repeated notice of a refused short transfer returns it once', async () => {
    const { t, state } = await transferCheckout('customer');
    const short = {
      accountNumber: state.transfer.accountNumber,
      amount: 900_000n,
      transferId: `acq_short_${run}`,
    };
    expect(await transferReceived({ deps: t.deps }, short)).toBe(state.reference);
    await expect(transferReceived({ deps: t.deps }, short)).rejects.toThrow(
      'This checkout is not waiting for a transfer',
    );
    expect((await refundsOf(t, state.reference)).map((r) => r.amount)).toEqual([900_000n]);
    expect((await transactionRow(t, state.reference)).amountRefunded).toBe(900_000n);
  });
});

describe('a failing processor', () => {
  test('is retried: the failure is recorded and thrown for pg-boss, the next try returns the money', async () => {
    const { t, state } = await transferCheckout('customer');
    await t.post(simulate(state.reference), { amount: 1_100_000 });
    const [refund] = await refundsOf(t, state.reference);
    const processor = declineOnce();
    await expect(
      processRefund({ deps: t.deps }, { refundId: refund!.id, finalAttempt: false, processor }),
    ).rejects.toThrow(RefundDeclinedError);
    expect((await refundsOf(t, state.reference))[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Issuer unavailable',
    });
    expect(
      await processRefund({ deps: t.deps }, { refundId: refund!.id, finalAttempt: false, processor }),
    ).toBe('succeeded');
    expect((await refundsOf(t, state.reference))[0]).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  test('the sandbox declines an amount ending in 13; after the last try the refund fails and the money stays held', async () => {
    const { t, state } = await transferCheckout('customer');
    await t.post(simulate(state.reference), { amount: 1_025_013 });
    const [refund] = await refundsOf(t, state.reference);
    expect(refund!.amount).toBe(13n);
    await expect(
      processRefund({ deps: t.deps }, { refundId: refund!.id, finalAttempt: false }),
    ).rejects.toThrow('Sandbox: the receiving bank declined the refund');
    expect(await processRefund({ deps: t.deps }, { refundId: refund!.id, finalAttempt: true })).toBe(
      'failed',
    );
    expect((await refundsOf(t, state.reference))[0]).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await refundEntries(t, refund!.reference)).toEqual({
      refund_hold: { platform_clearing: -13n, refunds_payable: 13n },
    });

    // An operator lists it and sends it again; it is pending with its tries counted afresh.
    expect((await failedRefunds(t.db)).map((r) => r.reference)).toContain(refund!.reference);
    expect(await retryFailedRefund(t.db, refund!.reference, t.clock.now())).toBe(true);
    expect(await retryFailedRefund(t.db, refund!.reference, t.clock.now())).toBe(false);
    expect((await refundsOf(t, state.reference))[0]).toMatchObject({ status: 'pending', attempts: 0 });
    const fixed = {
      ...sandboxProcessor,
      refund: async () => ({ kind: 'refunded' as const, processorRef: 'op_1' }),
    };
    expect(
      await processRefund({ deps: t.deps }, { refundId: refund!.id, finalAttempt: false, processor: fixed }),
    ).toBe('succeeded');
  });
});
