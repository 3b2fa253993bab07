/**
 * Nigerian public holidays, the days the settlement schedule skips besides weekends. The fixed
 * ones and the Easter days of 2025–2027 are seeded by migration 0035; Eid al-Fitr, Eid al-Adha,
 * Id-el-Maulud and any day the Federal Government declares (a substitute Monday for a holiday on a
 * weekend) are added with the operator CLI when announced (docs/SETTLEMENT.md).
 */
import { asc, between, eq } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { publicHolidays } from '#db/schema/index.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD, or false. */
export function isCalendarDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

/** Every holiday (a few dozen rows): the schedule reads them all at once. */
export async function holidaySet(db: Db | Tx): Promise<Set<string>> {
  const rows = await db.select({ day: publicHolidays.day }).from(publicHolidays);
  return new Set(rows.map((r) => r.day));
}

export async function listHolidays(db: Db, year?: string) {
  return db
    .select({ day: publicHolidays.day, name: publicHolidays.name })
    .from(publicHolidays)
    .where(year ? between(publicHolidays.day, `${year}-01-01`, `${year}-12-31`) : undefined)
    .orderBy(asc(publicHolidays.day));
}

/** Adds a holiday, or renames the day's; 'added' or 'updated'. */
export async function addHoliday(db: Db, day: string, name: string): Promise<'added' | 'updated'> {
  if (!isCalendarDay(day)) throw new RangeError(`not a day written YYYY-MM-DD: ${day}`);
  const [existing] = await db.select().from(publicHolidays).where(eq(publicHolidays.day, day));
  await db
    .insert(publicHolidays)
    .values({ day, name })
    .onConflictDoUpdate({ target: publicHolidays.day, set: { name } });
  return existing ? 'updated' : 'added';
}

/** Removes a holiday (a date that was moved); false when the day was not one. */
export async function removeHoliday(db: Db, day: string): Promise<boolean> {
  const gone = await db.delete(publicHolidays).where(eq(publicHolidays.day, day)).returning();
  return gone.length > 0;
}
