/**
 * Split settlement (issue 15): how a payment on a sub-account's link is shared between the main
 * merchant and the sub-account. Pure bigint arithmetic in minor units; nothing here is a float.
 *
 * A split rule is the sub-account's row: `splitType` 'percentage' (splitValue in basis points,
 * 0–10,000) or 'flat' (splitValue in minor units of the link's currency), and `feeBearer`.
 *
 * `allocateSplit(paid, fee, rule)` answers {subAccount, main, fee} with, always,
 * subAccount + main + fee = paid and no part negative (paid ≥ fee ≥ 0 is required: the checkout
 * never charges a fee above what was paid, see `settleReceived`). It goes in two steps:
 *
 * 1. The sub-account's gross share of `paid`:
 *    - percentage: paid × bps / 10,000 ROUNDED DOWN. The fraction of a kobo stays with the main
 *      merchant: the merchant set the rule up and owns the customer, the sub-account is promised
 *      "at most its percentage", and rounding down never pays a sub-account more than its exact
 *      share (half-even would, on half the payments, by one unit).
 *    - flat: the flat amount, capped at `paid`. Under every fee bearer this means the sub-account
 *      never receives more than what is left after the fee (paid − fee): with the merchant bearing
 *      the fee and a flat share above paid − fee, the main merchant's gross part is smaller than
 *      the fee, so the rest of the fee comes from the sub-account's part (rule 2), leaving the
 *      sub-account exactly paid − fee and the main merchant nothing.
 * 2. The fee, by `feeBearer`:
 *    - merchant: the main merchant's part bears it; when that part is smaller than the fee, the
 *      rest comes from the sub-account's part.
 *    - sub_account: the reverse.
 *    - proportional: in proportion to the gross shares; the sub-account's part of the fee is
 *      rounded DOWN and the main merchant bears the remaining unit (as with the share itself,
 *      every indivisible unit lands with the main merchant).
 */
import { z } from 'zod';
import { LinkCurrency, MinorAmount } from './payments.ts';
import { line } from './text.ts';

export const SPLIT_TYPES = ['percentage', 'flat'] as const;
export type SplitType = (typeof SPLIT_TYPES)[number];
export const SPLIT_FEE_BEARERS = ['merchant', 'sub_account', 'proportional'] as const;
export type SplitFeeBearer = (typeof SPLIT_FEE_BEARERS)[number];
/** 100 % in basis points. */
export const FULL_BPS = 10_000n;

/** A split rule as stored (sub_accounts.split_type, split_value, fee_bearer). */
export type SplitRule = {
  splitType: SplitType;
  /** Percentage: basis points (0–10,000). Flat: minor units. */
  splitValue: bigint;
  feeBearer: SplitFeeBearer;
};

export type SplitAllocation = {
  /** What the sub-account receives (net of its part of the fee). */
  subAccount: bigint;
  /** What the main merchant receives (net of its part of the fee). */
  main: bigint;
  fee: bigint;
  /** How the fee was borne: feeFromSubAccount + feeFromMain = fee. */
  feeFromSubAccount: bigint;
  feeFromMain: bigint;
};

/** The sub-account's share of `paid` before fees (step 1 above). */
export function grossShare(paid: bigint, rule: Pick<SplitRule, 'splitType' | 'splitValue'>): bigint {
  if (rule.splitValue < 0n) throw new RangeError('a split value is never negative');
  if (rule.splitType === 'percentage') {
    if (rule.splitValue > FULL_BPS) throw new RangeError('a percentage is at most 10,000 basis points');
    return (paid * rule.splitValue) / FULL_BPS;
  }
  return rule.splitValue < paid ? rule.splitValue : paid;
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** Splits a payment between the sub-account and the main merchant; see the module comment. */
export function allocateSplit(paid: bigint, fee: bigint, rule: SplitRule): SplitAllocation {
  if (paid < 0n) throw new RangeError('the amount paid is never negative');
  if (fee < 0n || fee > paid) throw new RangeError('the fee is between zero and the amount paid');
  const subGross = grossShare(paid, rule);
  const mainGross = paid - subGross;
  let feeFromMain: bigint;
  if (rule.feeBearer === 'merchant') feeFromMain = min(fee, mainGross);
  else if (rule.feeBearer === 'sub_account') feeFromMain = fee - min(fee, subGross);
  else feeFromMain = paid === 0n ? 0n : fee - (fee * subGross) / paid;
  const feeFromSubAccount = fee - feeFromMain;
  return {
    subAccount: subGross - feeFromSubAccount,
    main: mainGross - feeFromMain,
    fee,
    feeFromSubAccount,
    feeFromMain,
  };
}

/**
 * Splits an amount coming back out of a split payment (a refund, a chargeback) in the same
 * proportion as the payment's net parts: the sub-account's part rounded down, the main merchant
 * takes the rest. Both parts stay within what each received: subPart ≤ subNet, mainPart ≤ mainNet
 * whenever amount ≤ subNet + mainNet.
 */
export function splitReversal(
  amount: bigint,
  subNet: bigint,
  mainNet: bigint,
): { subAccount: bigint; main: bigint } {
  if (amount < 0n || subNet < 0n || mainNet < 0n) throw new RangeError('amounts are never negative');
  const total = subNet + mainNet;
  const subAccount = total === 0n ? 0n : (amount * subNet) / total;
  return { subAccount, main: amount - subAccount };
}

/** "12.5" → 1250n basis points; undefined unless 0–100 with at most two decimals. */
export function percentageToBps(text: string): bigint | undefined {
  const m = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!m) return undefined;
  const bps = BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
  return bps <= FULL_BPS ? bps : undefined;
}

/** 1250n → "12.5", 1n → "0.01", 10000n → "100": the percentage as a merchant would type it. */
export function bpsToPercentage(bps: bigint): string {
  const whole = bps / 100n;
  const frac = (bps % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}`;
}

const PERCENTAGE_MESSAGE = 'Enter a percentage from 0 to 100 with at most 2 decimals';

/** A percentage as the merchant types it (12.5 or "12.5"), read into basis points. */
export const splitPercentage = z
  .union([z.number(), line()], { message: PERCENTAGE_MESSAGE })
  .transform((v, ctx) => {
    const bps = percentageToBps(typeof v === 'number' ? String(v) : v);
    if (bps === undefined) {
      ctx.addIssue({ code: 'custom', message: PERCENTAGE_MESSAGE });
      return z.NEVER;
    }
    return bps;
  });

export const splitFeeBearer = z.enum(SPLIT_FEE_BEARERS, {
  message: 'Choose who bears the fees: merchant, sub_account or proportional',
});

/**
 * A split rule as a merchant enters it, for creating or editing a sub-account:
 * `{ splitType: 'percentage', percentage: 12.5, feeBearer }` or
 * `{ splitType: 'flat', amount: 50000, currency: 'NGN', feeBearer }` (amount in minor units).
 * Parses to the stored columns: { splitType, splitValue (bigint), splitCurrency, feeBearer }.
 */
export const splitRuleInput = z
  .discriminatedUnion(
    'splitType',
    [
      z.object({
        splitType: z.literal('percentage'),
        percentage: splitPercentage,
        feeBearer: splitFeeBearer,
      }),
      z.object({
        splitType: z.literal('flat'),
        amount: MinorAmount,
        currency: LinkCurrency,
        feeBearer: splitFeeBearer,
      }),
    ],
    { message: 'Choose percentage or flat' },
  )
  .transform((v) =>
    v.splitType === 'percentage'
      ? { splitType: v.splitType, splitValue: v.percentage, splitCurrency: null, feeBearer: v.feeBearer }
      : {
          splitType: v.splitType,
          splitValue: BigInt(v.amount),
          splitCurrency: v.currency,
          feeBearer: v.feeBearer,
        },
  );
export type SplitRuleInput = z.input<typeof splitRuleInput>;
/** The stored columns a split rule parses to (sub_accounts.split_type, split_value, split_currency, fee_bearer). */
export type SplitRuleValues = z.output<typeof splitRuleInput>;
