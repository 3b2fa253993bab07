/**
 * Formatting at the edge: amounts through the contract's `format`, countdowns by hand, dates in the
 * customer's time zone. The server renders dates in Africa/Lagos (most customers' zone, and the
 * answer without JavaScript); the hydrated page first renders the same, then switches to the
 * browser's own zone (client-entry.ts calls `showTimesIn`), so hydration matches.
 */
import { type Currency, format, isCurrency } from '@payrail/contract/money';

export function amountText(minor: number, currency: string): string {
  if (!isCurrency(currency)) return `${currency} ${minor}`;
  return format({ amount: BigInt(minor), currency: currency as Currency });
}

const two = (n: number) => String(n).padStart(2, '0');

export const SERVER_TIME_ZONE = 'Africa/Lagos';
let zone = SERVER_TIME_ZONE;

/** The zone dates are shown in from now on (the browser's own, once hydrated); an unknown zone is ignored. */
export function showTimesIn(timeZone: string | undefined): void {
  if (!timeZone) return;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    zone = timeZone;
  } catch {
    // keep the one we have
  }
}

/**
 * A formatter a zone, made once: making one loads the locale's and the zone's data (a receipt's
 * largest cost after its fonts, when made for every date drawn). Zones are few; past a handful
 * the map starts again.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
      timeZoneName: 'short',
    });
    if (formats.size >= 16) formats.clear();
    formats.set(timeZone, f);
  }
  return f;
}

/** "22 Nov 2026, 15:05 GMT+1": day, month, year, 24-hour time and the zone's offset. */
export function dateText(iso: string, timeZone: string = zone): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return formatIn(timeZone).format(d);
}

/** "29:59" until `iso`, "00:00" once passed. */
export function countdownText(iso: string, now: number): string {
  const left = Math.max(0, Math.floor((new Date(iso).getTime() - now) / 1000));
  return `${two(Math.floor(left / 60))}:${two(left % 60)}`;
}
