/**
 * Instants the API takes (ISO 8601 text): what JavaScript reads is not always a time PostgreSQL
 * has. zod's ISO check takes year 0000, which PostgreSQL's calendar does not have (1 BC is
 * followed by AD 1), and Date.parse rolls 30 February over to 2 March and reads hour 24, both of
 * which PostgreSQL refuses. A time sent on to the database must be one both agree on.
 */
import { z } from 'zod';

const EARLIEST = new Date('0001-01-01T00:00:00.000Z').getTime();
const LATEST = new Date('9999-12-31T23:59:59.999Z').getTime();

/** Whether `ms` is inside years 1 to 9999 (UTC). */
export const inCalendar = (ms: number): boolean => ms >= EARLIEST && ms <= LATEST;

/**
 * A UTC time written `YYYY-MM-DDTHH:MM:SS.ffffffZ` (a list cursor's), read back as written: no
 * rolled-over day or hour, a year from 1 to 9999.
 */
export function isMicrosecondInstant(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(text)) return false;
  const ms = Date.parse(text);
  return inCalendar(ms) && new Date(ms).toISOString().slice(0, 23) === text.slice(0, 23);
}

/** zod's ISO date-time (with an offset when `offset`), inside years 1 to 9999 once in UTC. */
export function instant(o: { message: string; offset?: boolean }) {
  return z.iso
    .datetime({ message: o.message, ...(o.offset ? { offset: true } : {}) })
    .refine((v) => inCalendar(Date.parse(v)), { message: o.message });
}

/** zod's ISO calendar day (YYYY-MM-DD), from year 1: PostgreSQL has no year 0. */
export function calendarDay(message: string) {
  return z.iso.date({ message }).refine((v) => !v.startsWith('0000'), { message });
}
