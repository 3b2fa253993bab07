/**
 * How the home writes its figures. Amounts go through the contract's money format (bigint, no
 * float); the charts' axes round to a compact '₦12K', a display-only approximation.
 */
import { CURRENCIES, type Currency, format, money } from '@payrail/contract/money';

export const amount = (minor: number, currency: string): string =>
  format(money(BigInt(minor), currency as Currency));

/** An axis label: '₦12K', '$1.5M'. */
export function compactAmount(minor: number, currency: string): string {
  const exponent = CURRENCIES[currency as Currency]?.exponent ?? 2;
  const major = minor / 10 ** exponent;
  const symbol = CURRENCIES[currency as Currency]?.symbol ?? '';
  return `${symbol}${new Intl.NumberFormat('en-NG', { notation: 'compact', maximumFractionDigits: 1 }).format(major)}`;
}

export const count = (n: number): string => new Intl.NumberFormat('en-NG').format(n);

/** 0.8125 → '81.3%'; null (nothing ended) → '—'. */
export const rate = (r: number | null): string =>
  r === null ? '—' : new Intl.NumberFormat('en-NG', { style: 'percent', maximumFractionDigits: 1 }).format(r);

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** '2026-01-05' → '5 Jan' (a calendar day: no time zone shifts it). */
export const dayLabel = (day: string): string => (day ? dayFormat.format(new Date(`${day}T00:00:00Z`)) : '');

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
/** '3' → 'Mar'. */
export const monthLabel = (month: string): string =>
  month ? monthFormat.format(new Date(Date.UTC(2000, Number(month) - 1, 1))) : '';

export const CHANNEL_NAMES: Record<string, string> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  ussd: 'USSD',
};
