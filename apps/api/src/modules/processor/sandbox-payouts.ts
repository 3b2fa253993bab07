/**
 * The sandbox's payouts (docs/SANDBOX.md, "Payouts"). Like a bank transfer rail in test mode: a
 * payout is paid SANDBOX_PAYOUT_DELAY_MS after it was requested, and until then answers 'pending';
 * an amount ending in 13 minor units (₦x.13) is declined by the receiving bank. The answer depends
 * only on the request, so asking again for the same reference answers the same (its idempotency),
 * and the processor ref is derived from our reference. An operator (ops CLI) or the sandbox's
 * simulator control may force either outcome earlier; that is recorded on our side, not here.
 */
import { createHash } from 'node:crypto';
import type { Money } from '@payrail/contract/money';
import type { PayoutRequest, PayoutResult } from './adapter.ts';

export const SANDBOX_PAYOUT_DELAY_MS = 30_000;
export const SANDBOX_PAYOUT_DECLINED = 'Sandbox: the receiving bank declined the transfer';

/** Whether the sandbox declines a payout of this amount. */
export const sandboxPayoutFails = (amount: Money) => amount.amount % 100n === 13n;

export async function sendSandboxPayout(req: PayoutRequest): Promise<PayoutResult> {
  if (sandboxPayoutFails(req.amount)) return { kind: 'failed', reason: SANDBOX_PAYOUT_DECLINED };
  if (req.now.getTime() - req.requestedAt.getTime() < SANDBOX_PAYOUT_DELAY_MS) return { kind: 'pending' };
  const digest = createHash('sha256').update(req.reference).digest('base64url').slice(0, 12);
  return { kind: 'paid', processorRef: `sbx_po_${digest}` };
}
