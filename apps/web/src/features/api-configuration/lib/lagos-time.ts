/**
 * Date-time fields in Lagos time (WAT, UTC+1 all year: Nigeria keeps no daylight time, as the API's
 * days are counted): a `datetime-local` value such as "2026-12-01T09:30" means 09:30 in Lagos.
 */
const LAGOS_OFFSET_MS = 3_600_000;

/** The field's value for an instant. */
export const toLagosInput = (at: Date): string =>
  new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 16);

/** The instant a field's value names, in ISO 8601 (UTC); null when the value is not a date and time. */
export function fromLagosInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}:00+01:00`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

const shown = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** "1 Dec, 09:30" in Lagos time. */
export const formatLagos = (iso: string): string => shown.format(new Date(iso));
