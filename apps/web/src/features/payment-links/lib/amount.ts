/**
 * Amounts typed in major units ('1,500.00') ↔ the integer minor units the API speaks. Every step
 * goes through the contract's money helpers (parseMajor, toDecimal) on bigint: no float
 * ever holds money. JSON carries a number, so anything beyond Number.MAX_SAFE_INTEGER is refused.
 */
import { type Currency, parseMajor, toDecimal } from '@payrail/contract/money';

export type AmountParse = { ok: true; minor: number } | { ok: false; message: string };

const MAX = BigInt(Number.MAX_SAFE_INTEGER);

/** '1,500.00' NGN → 150000. Blank, negative, zero, too many decimals or too large: a message. */
export function majorToMinor(text: string, currency: Currency): AmountParse {
  if (text.trim() === '') return { ok: false, message: 'Enter the amount' };
  const minor = parseMajor(text, currency);
  if (minor === undefined) return { ok: false, message: 'Enter an amount like 1,500.00' };
  if (minor <= 0n) return { ok: false, message: 'The amount must be above zero' };
  if (minor > MAX) return { ok: false, message: 'The amount is too large' };
  return { ok: true, minor: Number(minor) };
}

/** 150000 NGN → '1500.00', the text the form shows for a stored amount. */
export const minorToMajorText = (minor: number, currency: Currency): string =>
  toDecimal(BigInt(minor), currency);
