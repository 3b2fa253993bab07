/** Formatting at the edge: amounts through the contract's `format`, dates and countdowns by hand (same text on server and client, so hydration matches). */
import { type Currency, format, isCurrency } from '@payrail/contract/money';

export function amountText(minor: number, currency: string): string {
  if (!isCurrency(currency)) return `${currency} ${minor}`;
  return format({ amount: BigInt(minor), currency: currency as Currency });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** "22 Nov 2026, 14:05 UTC". */
export function dateText(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} UTC`;
}

/** "29:59" until `iso`, "00:00" once passed. */
export function countdownText(iso: string, now: number): string {
  const left = Math.max(0, Math.floor((new Date(iso).getTime() - now) / 1000));
  return `${two(Math.floor(left / 60))}:${two(left % 60)}`;
}
