/**
 * Conversion rates, in bigint only (no float anywhere), shared by the API that converts and the
 * web app that shows what a conversion will give: both compute the same number.
 *
 * A rate is "units of the target currency per one unit of the source currency", in major units
 * (1 USD → 1,534.25 NGN), held as an integer scaled by RATE_SCALE (10 decimals). The operator stores
 * one mid rate per pair (at most 6 decimals) and a spread in basis points. The rate applied is the
 * mid rate minus the spread, rounded down to 10 decimals; the reverse direction of a stored pair
 * uses 1 / mid minus the same spread, rounded down. The applied rate is exactly the number the
 * merchant is shown, and the amount is converted at it with money.ts `convert` (rounded down).
 * Every rounding is in the provider's favour, so A → B → A never gives back more than A:
 * fwd × inv ≤ mid(1 − s) × (1 − s) / mid ≤ 1, and each floor only takes away
 * (conversion-rate.test.ts checks it with fast-check).
 */
import { type Currency, convert, money } from './money.ts';

export const RATE_DECIMALS = 10;
export const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);
/** The decimals an operator may give a mid rate: with a spread's 4 more, the applied rate stays exact. */
export const MID_RATE_DECIMALS = 6;
/** Basis points in one: a spread of 150 is 1.5 %. */
const BPS = 10_000n;
/** The largest spread the operator may set: 20 %. */
export const MAX_SPREAD_BPS = 2_000;

/** A positive decimal ("1534.25", up to 6 decimals) as a scaled rate; undefined when it is not one. */
export function parseMidRate(text: string): bigint | undefined {
  const m = /^(\d{1,12})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!m) return undefined;
  const scaled = BigInt(m[1]!) * RATE_SCALE + BigInt((m[2] ?? '').padEnd(RATE_DECIMALS, '0') || '0');
  return scaled > 0n ? scaled : undefined;
}

/** A scaled rate as a plain decimal, trailing zeros dropped: 15342500000000n → "1534.25". */
export function formatRate(scaled: bigint): string {
  if (scaled < 0n) throw new RangeError('a rate is never negative');
  const whole = scaled / RATE_SCALE;
  const frac = (scaled % RATE_SCALE).toString().padStart(RATE_DECIMALS, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}`;
}

/** A rate as the API sends it ("1534.25") back to its scaled integer; undefined when it is not one. */
export function readRate(text: string): bigint | undefined {
  const m = /^(\d{1,12})(?:\.(\d{1,10}))?$/.exec(text);
  if (!m) return undefined;
  return BigInt(m[1]!) * RATE_SCALE + BigInt((m[2] ?? '').padEnd(RATE_DECIMALS, '0') || '0');
}

/**
 * The rate the merchant gets from a stored mid rate: `forward` converts the stored pair's source
 * into its target, `inverse` the other way. Rounded down (the provider's favour).
 */
export function appliedRate(mid: bigint, spreadBps: number, direction: 'forward' | 'inverse'): bigint {
  if (mid <= 0n) throw new RangeError('the mid rate must be positive');
  if (!Number.isInteger(spreadBps) || spreadBps < 0 || spreadBps > MAX_SPREAD_BPS)
    throw new RangeError(`the spread must be 0 to ${MAX_SPREAD_BPS} basis points`);
  const keep = BPS - BigInt(spreadBps);
  return direction === 'forward' ? (mid * keep) / BPS : (RATE_SCALE * RATE_SCALE * keep) / (mid * BPS);
}

/** `amount` minor units of `from` at the applied `rate` (scaled), in minor units of `to`, rounded down. */
export function convertAt(amount: bigint, from: Currency, to: Currency, rate: bigint): bigint {
  return convert(money(amount, from), to, { num: rate, den: RATE_SCALE }, 0n).amount;
}
