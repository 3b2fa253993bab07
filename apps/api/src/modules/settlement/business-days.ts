/**
 * Business days in Africa/Lagos: the calendar the settlement schedule counts in. Days are
 * 'YYYY-MM-DD' strings (a Lagos calendar day); a business day is Monday to Friday and not a public
 * holiday. Pure functions: the holidays are passed in.
 */

export const SETTLEMENT_TIME_ZONE = 'Africa/Lagos';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SETTLEMENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Lagos calendar day of an instant. */
export function lagosDay(at: Date): string {
  return dayFormat.format(at);
}

/** The day `n` calendar days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  const t = Date.parse(`${day}T00:00:00Z`) + n * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/**
 * The instant a Lagos day starts. Lagos keeps one offset all year (UTC+1), but it is read from the
 * time-zone data, not written here, so the schedule follows the data if that ever changes.
 */
export function startOfLagosDay(day: string): Date {
  const guess = Date.parse(`${day}T00:00:00Z`);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SETTLEMENT_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(guess));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const shown = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return new Date(guess - (shown - guess));
}

export function isBusinessDay(day: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/**
 * The day a payment made on `paidDay` settles: the `delay`-th business day after it (T+1 by
 * default: Thursday → Friday, Friday or Saturday → Monday). A delay of 0 settles the same day.
 */
export function dueDay(paidDay: string, delay: number, holidays: ReadonlySet<string>): string {
  let day = paidDay;
  for (let left = delay; left > 0; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day, holidays)) left--;
  }
  return day;
}

/**
 * The first paid day that is not yet due on `today`: every payment made before the start of that
 * day is due. `dueDay` never goes backwards as the paid day moves forward, so the boundary is found
 * by stepping back from tomorrow.
 */
export function firstDayNotDue(today: string, delay: number, holidays: ReadonlySet<string>): string {
  let day = addDays(today, 1);
  // A delay of N business days spans at most N weeks plus the holidays in them: 60 days is ample.
  for (let i = 0; i < 60 + delay * 7 && dueDay(addDays(day, -1), delay, holidays) > today; i++) {
    day = addDays(day, -1);
  }
  return day;
}
