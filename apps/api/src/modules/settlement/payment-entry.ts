/**
 * The ledger entry of a payment (kind 'payment', reference = the transaction's): the processor's
 * clearing account is debited what the customer paid; the merchant's pending balance is credited
 * what they keep; the fee goes to the provider's fee account. Zero lines are left out, so a fee
 * that takes the whole amount still makes a valid two-line entry.
 */
import type { Settlement } from '@payrail/contract/money';
import type { Entry, Line } from '#modules/ledger/index.ts';

export function paymentEntry(
  merchantId: string,
  reference: string,
  currency: string,
  s: Pick<Settlement, 'paid' | 'fee' | 'net'>,
): Entry {
  const lines: Line[] = [
    { account: { merchantId: null, kind: 'platform_clearing', currency }, amount: -s.paid },
    { account: { merchantId, kind: 'merchant_pending', currency }, amount: s.net },
    { account: { merchantId: null, kind: 'platform_fees', currency }, amount: s.fee },
  ];
  return {
    merchantId,
    kind: 'payment',
    reference,
    description: `Payment ${reference}`,
    lines: lines.filter((l) => l.amount !== 0n),
  };
}
