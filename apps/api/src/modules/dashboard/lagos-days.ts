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

const pad = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const daysIn = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/**
 * Every day from `from` to `to`, both included, oldest first. Stepped on the calendar's numbers:
 * a Date and its ISO text for each of a year's days cost more than the rest of the year's stats.
 */
export function eachDay(from: string, to: string): string[] {
  const out: string[] = [];
  let [year, month, day] = from.split('-').map(Number) as [number, number, number];
  for (let d = from; d <= to; ) {
    out.push(d);
    if (++day > daysIn(year, month)) {
      day = 1;
      if (++month > 12) {
        month = 1;
        year++;
      }
    }
    d = `${year}-${pad(month)}-${pad(day)}`;
  }
  return out;
}
