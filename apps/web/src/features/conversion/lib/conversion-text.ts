/**
 * What the dialog shows, from the quote's exact numbers: the rate as the server applies it (every
 * decimal kept, only grouped), the amount received (the contract's bigint arithmetic, the same
 * function the API converts with) and the countdown. No float anywhere.
 */

import { convertAt, readRate } from '@payrail/contract/conversion-rate';
import { CURRENCIES, type Currency, parseMajor } from '@payrail/contract/money';

/** '1507.29625' NGN → '₦1,507.29625': the rate exactly as applied. */
export function rateText(rate: string, currency: Currency): string {
  const [whole = '0', frac] = rate.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${CURRENCIES[currency].symbol}${grouped}${frac ? `.${frac}` : ''}`;
}

/** What `amount` (as typed, in `from`'s major units) gives at `rate`, in `to`'s minor units; undefined when it is not an amount. */
export function received(amount: string, from: Currency, to: Currency, rate: string): bigint | undefined {
  const minor = parseMajor(amount, from);
  const scaled = readRate(rate);
  if (minor === undefined || minor <= 0n || scaled === undefined) return undefined;
  return convertAt(minor, from, to, scaled);
}

/** Whole seconds left of a quote that had `expiresInSeconds` left when it arrived at `receivedAt` (ms). */
export function secondsLeft(expiresInSeconds: number, receivedAt: number, now: number): number {
  return Math.max(0, expiresInSeconds - Math.floor((now - receivedAt) / 1000));
}

/** 42 → '0:42', 60 → '1:00'. */
export function clockText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
