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
 * is declined too (the API refuses both before they get here). Charges are kept in the database,
 * keyed by our reference (sandbox-charges.ts): the same reference always answers the same and
 * charges once, `getCharge` reads one back and `voidCharge` cancels one. They need the database,
 * so `processorFor(config, db)` gives the adapter bound to it; `sandboxProcessor` (no database)
 * serves transfers, USSD and refunds only.
 *
 * Bank transfer: a 10-digit account at 'Payrail Sandbox Bank', valid for 30 minutes; the pay page's
 * simulator reports a transfer of any amount arriving. USSD: a code of the chosen bank's shape,
 * *{short code}*000*NNNNNN# (GTBank *737*000*NNNNNN#, Access *901*000*NNNNNN#, …; ussd-banks.ts).
 *
 * Account name lookup (sandbox-accounts.ts): a stable name derived from the number; a number
 * ending in 0000 is not found.
 *
 * Payouts (sandbox-payouts.ts) are paid SANDBOX_PAYOUT_DELAY_MS after they were requested, except
 * an amount ending in 13 minor units (₦x.13), which the receiving bank declines.
 *
 * Refunds succeed, with a processor ref derived from the refund's reference (asking twice answers
 * the same), except an amount ending in 13 minor units (₦x.13), which the sandbox always declines:
 * that is how a failing processor is simulated (the refund job retries it, then gives up).
 */
import { createHash, randomInt } from 'node:crypto';
import type { Db } from '#db/client.ts';
import { perDatabase } from '#lib/prepared.ts';
import type { ProcessorAdapter } from './adapter.ts';
import { resolveSandboxAccount } from './sandbox-accounts.ts';
import {
  authorizeCharge,
  chargeState,
  sandboxRef,
  submitChargeOtp,
  voidSandboxCharge,
} from './sandbox-charges.ts';
import { sendSandboxPayout } from './sandbox-payouts.ts';

function sandboxWith(db: Db | null): ProcessorAdapter {
  const store = () => {
    if (!db) throw new Error('the sandbox keeps card charges in the database: use processorFor(config, db)');
    return db;
  };
  return {
    name: 'sandbox',
    sandbox: true,
    authorize: (req) => authorizeCharge(store(), req),
    submitOtp: (req) => submitChargeOtp(store(), req),
    getCharge: (reference) => chargeState(store(), reference),
    voidCharge: (reference, now) => voidSandboxCharge(store(), reference, now),

    async createTransferAccount({ accountName, expiresAt }) {
      const accountNumber = `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
      return { bankName: 'Payrail Sandbox Bank', accountNumber, accountName, expiresAt };
    },

    async ussdCode(_amount, _reference, bank) {
      return { code: `*${bank.shortCode}*000*${String(randomInt(0, 1_000_000)).padStart(6, '0')}#` };
    },

    resolveAccount: resolveSandboxAccount,

    simulateTransfer(accountNumber, amount) {
      return { accountNumber, amount, transferId: sandboxRef('sbx_tr') };
    },

    sendPayout: sendSandboxPayout,

    async refund({ reference, amount }) {
      if (amount.amount % 100n === 13n)
        return { kind: 'failed', reason: 'Sandbox: the receiving bank declined the refund' };
      const digest = createHash('sha256').update(reference).digest('base64url').slice(0, 12);
      return { kind: 'refunded', processorRef: `sbx_rf_${digest}` };
    },
  };
}

/** The sandbox without a database: transfers, USSD and refunds (card calls throw). */
export const sandboxProcessor: ProcessorAdapter = sandboxWith(null);

/** The sandbox whose card charges live in `db`. */
export const sandboxProcessorOn = perDatabase((db: Db) => sandboxWith(db));
