/**
 * A split rule in words (the list and the details say the same), and the create form's split fields
 * read into the contract's split input: a percentage as typed (at most two decimals), or a flat
 * amount typed in major units and sent in minor units.
 */
import { parseMajor } from '@payrail/contract/money';
import type { SplitRuleInput } from '@payrail/contract/split';
import { bpsToPercentage } from '@payrail/contract/split';
import type { SubAccountSplit } from '@payrail/contract/sub-accounts';
import { formatMinor } from '#lib/money-text.ts';

export const FEE_BEARER_LABELS: Record<SubAccountSplit['feeBearer'], string> = {
  merchant: 'Main account',
  sub_account: 'Sub-account',
  proportional: 'Shared by each share',
};

/** `12.5% of each payment` or `₦500.00 of each payment`. */
export function splitWords(split: SubAccountSplit): string {
  const share =
    split.splitType === 'percentage'
      ? `${bpsToPercentage(BigInt(split.value))}%`
      : formatMinor(split.value, split.currency ?? 'NGN');
  return `${share} of each payment`;
}

export type SplitFields = {
  splitType: 'percentage' | 'flat';
  percentage: string;
  amount: string;
  currency: 'NGN' | 'USD';
  feeBearer: SubAccountSplit['feeBearer'];
};

/** The split input to send, or the field's problem. */
export function splitInput(
  f: SplitFields,
): { split: SplitRuleInput } | { field: 'percentage' | 'amount'; message: string } {
  if (f.splitType === 'percentage') {
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(f.percentage.trim()) || Number(f.percentage) > 100)
      return { field: 'percentage', message: 'Enter a percentage from 0 to 100 with at most 2 decimals' };
    return { split: { splitType: 'percentage', percentage: f.percentage.trim(), feeBearer: f.feeBearer } };
  }
  const minor = parseMajor(f.amount.trim(), f.currency);
  if (minor === undefined || minor <= 0n || minor > BigInt(Number.MAX_SAFE_INTEGER))
    return { field: 'amount', message: 'Enter an amount above zero, like 500 or 500.50' };
  return {
    split: { splitType: 'flat', amount: Number(minor), currency: f.currency, feeBearer: f.feeBearer },
  };
}

/** The create form's field for a server error's key: `settlementAccount.accountNumber` → `accountNumber`. */
export const formFieldOf = (key: string): string => key.split('.').pop() ?? key;
