/** The sandbox processor and the card facts the platform may keep. */
import { SANDBOX_TEST_CARDS } from '@payrail/contract/checkout';
import { describe, expect, test } from 'vitest';
import { cardBrand, cardExpired, cardFacts } from '../src/modules/processor/card.ts';
import { processorFor } from '../src/modules/processor/processor.ts';
import { sandboxProcessor as sandbox } from '../src/modules/processor/sandbox.ts';

const now = new Date('2026-01-05T09:00:00Z');
const ngn = (amount: bigint) => ({ amount, currency: 'NGN' as const });
const authorize = (number: string, expiry = '12/30') =>
  sandbox.authorize({ number, expiry, cvv: '123' }, ngn(100_000n), now);

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
    const r = await authorize('5060666666666666666');
    expect(await sandbox.submitOtp(r.processorRef, '000000')).toEqual({ kind: 'invalid_otp' });
    expect(await sandbox.submitOtp(r.processorRef, '123456')).toEqual({ kind: 'approved' });
    expect(await sandbox.submitOtp('sbx_ch_x', '123456')).toMatchObject({ kind: 'declined' });
  });

  test('transfer accounts, USSD codes and simulated transfers', async () => {
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
    expect((await sandbox.ussdCode(ngn(5n), 'PRL_X')).code).toMatch(/^\*737\*000\*\d{6}#$/);
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
    expect(processorFor({ mode: 'sandbox' })).toBe(sandbox);
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
