/**
 * The sandbox processor and the card facts the platform may keep. Its card charges are kept in the
 * database by our reference, as an acquirer keeps them: the same reference answers the same.
 */
import { randomBytes } from 'node:crypto';
import { SANDBOX_TEST_CARDS } from '@payrail/contract/checkout';
import { ussdBank } from '@payrail/contract/ussd-banks';
import { describe, expect, test } from 'vitest';
import { sandboxCharges } from '#db/schema/index.ts';
import { cardBrand, cardExpired, cardFacts } from '#modules/processor/card.ts';
import { processorFor } from '#modules/processor/processor.ts';
import { sandboxProcessor, sandboxProcessorOn } from '#modules/processor/sandbox.ts';
import { useDatabase } from './support/database.ts';
import { CARDS } from './support/payments.ts';

const database = useDatabase();
const now = new Date('2026-01-05T09:00:00Z');
const ngn = (amount: bigint) => ({ amount, currency: 'NGN' as const });
const newReference = () => `PRL_${randomBytes(8).toString('hex').toUpperCase()}`;
const card = (number: string, expiry = '12/30') => ({ number, expiry, cvv: '123' });
const authorize = (number: string, expiry = '12/30', reference = newReference()) =>
  sandboxProcessorOn(database.db).authorize({
    reference,
    card: card(number, expiry),
    amount: ngn(100_000n),
    now,
  });

describe('sandbox processor', () => {
  test('each documented test card has its documented outcome', async () => {
    for (const c of SANDBOX_TEST_CARDS) {
      const r = await authorize(c.number);
      if (c.outcome === 'success') expect(r.kind).toBe('approved');
      else if (c.outcome === 'otp_required') expect(r.kind).toBe('otp_required');
      else expect(r).toMatchObject({ kind: 'declined', reason: c.reason });
      expect(r.processorRef).toMatch(/^sbx_/);
    }
  });

  test('declines other cards, bad numbers and past expiry dates', async () => {
    expect(await authorize('4111111111111111')).toMatchObject({ reason: 'Use a sandbox test card' });
    expect(await authorize('4084084084084082')).toMatchObject({ reason: 'Invalid card number' });
    expect(await authorize('4084084084084081', '12/25')).toMatchObject({ reason: 'Expired card' });
  });

  test('the OTP step accepts 123456 only, and only for its own challenges', async () => {
    const sandbox = sandboxProcessorOn(database.db);
    const reference = newReference();
    const r = await authorize(CARDS.otp, '12/30', reference);
    const otp = (code: string, processorRef = r.processorRef) =>
      sandbox.submitOtp({ reference, processorRef, otp: code });
    expect(await otp('000000')).toEqual({ kind: 'invalid_otp' });
    expect(await sandbox.getCharge(reference)).toMatchObject({ state: 'otp_required' });
    expect(await otp('123456', 'sbx_ch_x')).toMatchObject({ kind: 'declined' });
    expect(await otp('123456')).toEqual({ kind: 'approved' });
    expect(await otp('123456')).toEqual({ kind: 'approved' });
    expect(await sandbox.getCharge(reference)).toMatchObject({ state: 'approved', amount: 100_000n });
  });

  test('the same reference answers the same and charges once, even asked at once', async () => {
    const sandbox = sandboxProcessorOn(database.db);
    for (const number of [CARDS.success, CARDS.declined, CARDS.otp]) {
      const reference = newReference();
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => authorize(number, '12/30', reference)),
      );
      for (const a of answers) expect(a).toEqual(answers[0]);
      // A retry with another card or amount is still that first charge.
      expect(await authorize(CARDS.insufficient, '12/30', reference)).toEqual(answers[0]);
      const rows = await database.db.select().from(sandboxCharges);
      expect(rows.filter((c) => c.reference === reference)).toHaveLength(1);
    }
    const approved = newReference();
    const first = await authorize(CARDS.success, '12/30', approved);
    expect(await sandbox.getCharge(approved)).toEqual({
      state: 'approved',
      processorRef: first.processorRef,
      amount: 100_000n,
    });
    expect(await sandbox.getCharge(newReference())).toEqual({ state: 'not_found' });
  });

  test('a voided charge stays voided; voiding an unknown reference stops a late authorization', async () => {
    const sandbox = sandboxProcessorOn(database.db);
    const approved = newReference();
    await authorize(CARDS.success, '12/30', approved);
    await sandbox.voidCharge(approved, now);
    await sandbox.voidCharge(approved, now);
    expect(await sandbox.getCharge(approved)).toEqual({ state: 'voided' });
    expect(await authorize(CARDS.success, '12/30', approved)).toMatchObject({ kind: 'declined' });

    const never = newReference();
    await sandbox.voidCharge(never, now);
    expect(await authorize(CARDS.success, '12/30', never)).toMatchObject({
      kind: 'declined',
      reason: 'The charge was voided',
    });
    expect(await sandbox.getCharge(never)).toEqual({ state: 'voided' });

    const otp = newReference();
    const challenge = await authorize(CARDS.otp, '12/30', otp);
    await sandbox.voidCharge(otp, now);
    expect(
      await sandbox.submitOtp({ reference: otp, processorRef: challenge.processorRef, otp: '123456' }),
    ).toEqual({
      kind: 'declined',
      reason: 'The charge was voided',
    });
  });

  test('transfer accounts, USSD codes and simulated transfers', async () => {
    const sandbox = sandboxProcessor;
    const expiresAt = new Date(now.getTime() + 30 * 60_000);
    const acct = await sandbox.createTransferAccount({
      amount: ngn(5n),
      accountName: 'Shop via Payrail',
      expiresAt,
    });
    expect(acct).toMatchObject({
      bankName: 'Payrail Sandbox Bank',
      accountName: 'Shop via Payrail',
      expiresAt,
    });
    expect(acct.accountNumber).toMatch(/^9\d{9}$/);
    expect((await sandbox.ussdCode(ngn(5n), 'PRL_X', ussdBank('gtbank'))).code).toMatch(
      /^\*737\*000\*\d{6}#$/,
    );
    expect((await sandbox.ussdCode(ngn(5n), 'PRL_X', ussdBank('access'))).code).toMatch(
      /^\*901\*000\*\d{6}#$/,
    );
    expect(sandbox.simulateTransfer!(acct.accountNumber, 42n)).toEqual({
      accountNumber: acct.accountNumber,
      amount: 42n,
      transferId: expect.stringMatching(/^sbx_tr_/),
    });
    const refund = { reference: 'RFD_X', processorRef: null, amount: ngn(500n) };
    const first = await sandbox.refund(refund);
    expect(first).toEqual({ kind: 'refunded', processorRef: expect.stringMatching(/^sbx_rf_/) });
    expect(await sandbox.refund(refund)).toEqual(first);
    expect(await sandbox.refund({ ...refund, amount: ngn(10_013n) })).toEqual({
      kind: 'failed',
      reason: 'Sandbox: the receiving bank declined the refund',
    });
  });

  test('live mode has no processor yet: it refuses instead of using the sandbox', () => {
    expect(processorFor({ mode: 'sandbox' })).toBe(sandboxProcessor);
    expect(processorFor({ mode: 'sandbox' }, database.db)).toBe(sandboxProcessorOn(database.db));
    expect(() => processorFor({ mode: 'live' })).toThrow(/not available/);
  });
});

describe('card facts', () => {
  test('keeps brand, BIN and last 4 only', () => {
    expect(cardFacts('5060666666666666666')).toEqual({ brand: 'verve', bin: '506066', last4: '6666' });
    expect(cardBrand('5399000000000000')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('9999000000000000')).toBe('card');
  });

  test('a card is valid through the last day of its expiry month', () => {
    expect(cardExpired('01/26', new Date('2026-01-31T23:59:59Z'))).toBe(false);
    expect(cardExpired('01/26', new Date('2026-02-01T00:00:00Z'))).toBe(true);
    expect(cardExpired('13/26', now)).toBe(true);
  });
});
