/**
 * The ledger entry of a payment (kind 'payment', reference = the transaction's): the processor's
 * clearing account is debited what the customer paid; the merchant's pending balance is credited
 * what they keep; the fee goes to the provider's fee account. Zero lines are left out, so a fee
 * that takes the whole amount still makes a valid two-line entry.
 *
 * A payment on a sub-account's link (issue 15) is the same ONE entry with the net shared between
 * the merchant's pending and the sub-account's (`sub_account_pending`) by the sub-account's split
 * rule (`allocateSplit`, packages/contract/src/split.ts; docs/SETTLEMENT.md "Sub-accounts").
 */
import type { Settlement } from '@payrail/contract/money';
import { allocateSplit, type SplitRule } from '@payrail/contract/split';
import { type Entry, type Line, subAccountWallet } from '#modules/ledger/index.ts';

/** The sub-account a payment is split with, and its rule as it stands when the payment settles. */
export type PaymentSplit = {
  subAccountId: string;
  rule: SplitRule;
  /** The currency of a flat share: in any other currency the share is nothing. */
  splitCurrency: string | null;
  /** The customer paid the fee on top: the split shares the price (the net), the fee is nobody's. */
  customerPaysFee: boolean;
};

/** What each side keeps of the net: {main, subAccount}, adding up to `s.net`. */
export function splitNet(currency: string, s: Pick<Settlement, 'paid' | 'fee' | 'net'>, split: PaymentSplit) {
  const flatElsewhere = split.rule.splitType === 'flat' && split.splitCurrency !== currency;
  const rule = flatElsewhere ? { ...split.rule, splitValue: 0n } : split.rule;
  const a = split.customerPaysFee ? allocateSplit(s.net, 0n, rule) : allocateSplit(s.paid, s.fee, rule);
  return { main: a.main, subAccount: a.subAccount };
}

export function paymentEntry(
  merchantId: string,
  reference: string,
  currency: string,
  s: Pick<Settlement, 'paid' | 'fee' | 'net'>,
  split?: PaymentSplit | null,
): Entry {
  const parts = split ? splitNet(currency, s, split) : { main: s.net, subAccount: 0n };
  const lines: Line[] = [
    { account: { merchantId: null, kind: 'platform_clearing', currency }, amount: -s.paid },
    { account: { merchantId, kind: 'merchant_pending', currency }, amount: parts.main },
    { account: { merchantId: null, kind: 'platform_fees', currency }, amount: s.fee },
  ];
  if (split)
    lines.push({
      account: subAccountWallet(
        { merchantId, subAccountId: split.subAccountId },
        'sub_account_pending',
        currency,
      ),
      amount: parts.subAccount,
    });
  return {
    merchantId,
    kind: 'payment',
    reference,
    description: `Payment ${reference}`,
    lines: lines.filter((l) => l.amount !== 0n),
  };
}
