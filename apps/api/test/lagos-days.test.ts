import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, eachDay } from '#modules/dashboard/lagos-days.ts';

/** Each day by the Date arithmetic eachDay replaced: the reference it must agree with. */
function byDates(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

describe('eachDay', () => {
  it('steps over month ends, year ends and leap days as the calendar does', () => {
    expect(eachDay('2024-02-27', '2024-03-01')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(eachDay('2025-02-28', '2025-03-01')).toEqual(['2025-02-28', '2025-03-01']);
    expect(eachDay('2100-02-28', '2100-03-01')).toEqual(['2100-02-28', '2100-03-01']);
    expect(eachDay('2000-02-28', '2000-03-01')).toEqual(['2000-02-28', '2000-02-29', '2000-03-01']);
    expect(eachDay('2025-12-30', '2026-01-02')).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
    expect(eachDay('2025-04-30', '2025-05-01')).toEqual(['2025-04-30', '2025-05-01']);
  });

  it('counts one day when both ends are equal and none when they are reversed', () => {
    expect(eachDay('2026-07-15', '2026-07-15')).toEqual(['2026-07-15']);
    expect(eachDay('2026-07-16', '2026-07-15')).toEqual([]);
  });

  it('agrees with Date arithmetic on every day of four years, leap year included', () => {
    const days = eachDay('2023-01-01', '2026-12-31');
    expect(days).toEqual(byDates('2023-01-01', '2026-12-31'));
    expect(days).toHaveLength(daysBetween('2023-01-01', '2026-12-31'));
  });
});
