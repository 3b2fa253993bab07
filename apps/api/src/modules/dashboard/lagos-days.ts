/**
 * Calendar days as the merchant's business counts them: Africa/Lagos, UTC+1 all year (Nigeria
 * keeps no daylight time), the same rule as the rollup triggers' `lagos_day` (migration 0026).
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The Lagos calendar day of an instant, `YYYY-MM-DD`. */
export const lagosDay = (at: Date): string => new Date(at.getTime() + HOUR).toISOString().slice(0, 10);

/** `day` moved by `n` days (UTC arithmetic on a calendar date). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted (1 when equal). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY) + 1;

/** Every day from `from` to `to`, both included, oldest first. */
export function eachDay(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
