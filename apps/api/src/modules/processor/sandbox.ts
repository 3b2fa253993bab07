/**
 * The sandbox processor: an acquirer's test mode, in process. Documented in docs/SANDBOX.md.
 *
 * Test cards (any future expiry, any CVV), from the contract's SANDBOX_TEST_CARDS:
 *   4084 0840 8408 4081        success
 *   4000 0000 0000 0002        declined: 'Card declined by the issuer'
 *   4000 0000 0000 9995        declined: 'Insufficient funds'
 *   5060 6666 6666 6666 666    Verve, OTP required; the OTP is 123456
 *   4000 0000 0000 0069        declined: 'Expired card'
 * Any other number is declined ('Use a sandbox test card'); a number failing Luhn or a past expiry
 * is declined too (the API refuses both before they get here).
 *
 * Bank transfer: a 10-digit account at 'Payrail Sandbox Bank', valid for 30 minutes; the pay page's
 * simulator reports a transfer of any amount arriving. USSD: a *737*000*NNNNNN# code.
 *
 * Refunds succeed, with a processor ref derived from the refund's reference (asking twice answers
 * the same), except an amount ending in 13 minor units (₦x.13), which the sandbox always declines:
 * that is how a failing processor is simulated (the refund job retries it, then gives up).
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { luhnValid, SANDBOX_OTP, SANDBOX_TEST_CARDS } from '@payrail/contract/checkout';
import type { ProcessorAdapter } from './adapter.ts';
import { cardExpired } from './card.ts';

const ref = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

export const sandboxProcessor: ProcessorAdapter = {
  name: 'sandbox',
  sandbox: true,

  async authorize(card, _amount, now) {
    const processorRef = ref('sbx_ch');
    if (!luhnValid(card.number)) return { kind: 'declined', processorRef, reason: 'Invalid card number' };
    if (cardExpired(card.expiry, now)) return { kind: 'declined', processorRef, reason: 'Expired card' };
    const test = SANDBOX_TEST_CARDS.find((c) => c.number === card.number);
    if (!test) return { kind: 'declined', processorRef, reason: 'Use a sandbox test card' };
    if (test.outcome === 'success') return { kind: 'approved', processorRef };
    if (test.outcome === 'otp_required') return { kind: 'otp_required', processorRef: ref('sbx_otp') };
    return { kind: 'declined', processorRef, reason: test.reason };
  },

  async submitOtp(processorRef, otp) {
    if (!processorRef.startsWith('sbx_otp_')) return { kind: 'declined', reason: 'Unknown challenge' };
    return otp === SANDBOX_OTP ? { kind: 'approved' } : { kind: 'invalid_otp' };
  },

  async createTransferAccount({ accountName, expiresAt }) {
    const accountNumber = `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
    return { bankName: 'Payrail Sandbox Bank', accountNumber, accountName, expiresAt };
  },

  async ussdCode() {
    return { code: `*737*000*${String(randomInt(0, 1_000_000)).padStart(6, '0')}#` };
  },

  simulateTransfer(accountNumber, amount) {
    return { accountNumber, amount, transferId: ref('sbx_tr') };
  },

  async refund({ reference, amount }) {
    if (amount.amount % 100n === 13n)
      return { kind: 'failed', reason: 'Sandbox: the receiving bank declined the refund' };
    const digest = createHash('sha256').update(reference).digest('base64url').slice(0, 12);
    return { kind: 'refunded', processorRef: `sbx_rf_${digest}` };
  },
};
