/**
 * The operator's settlement commands (cli/settlement-commands.ts): holidays listed, added (a
 * movable Eid), renamed and removed; a merchant's delay set and reset; bad input is a usage error.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { settlementDelay } from '#modules/settlement/index.ts';
import {
  holidaysAdd,
  holidaysList,
  holidaysRemove,
  settlementDelayCommand,
  settlementRunCommand,
} from '#src/cli/settlement-commands.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();

function printed() {
  const lines: string[] = [];
  return { lines, print: (l: string) => lines.push(l) };
}

afterEach(() => vi.restoreAllMocks());

describe('holidays', () => {
  test('the seeded 2026 days; an Eid added, renamed, removed; bad days refused', async () => {
    const t = harness(database.db);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const seeded = printed();
    expect(await holidaysList(t.deps, ['2026'], seeded.print)).toBe(0);
    expect(seeded.lines).toContain('2026-04-03  Good Friday');
    expect(seeded.lines).toContain('2026-10-01  Independence Day');
    expect(seeded.lines.at(-1)).toBe('8 holiday(s)');

    const out = printed();
    // On PostgreSQL the database outlives a run: start without the day.
    await holidaysRemove(t.deps, ['2027-05-17'], () => {});
    expect(await holidaysAdd(t.deps, ['2027-05-17', 'Eid', 'al-Adha'], out.print)).toBe(0);
    expect(await holidaysAdd(t.deps, ['2027-05-17', 'Eid-el-Kabir'], out.print)).toBe(0);
    expect(out.lines).toEqual([
      '2027-05-17 Eid al-Adha: added; payments still pending skip it',
      '2027-05-17 Eid-el-Kabir: updated; payments still pending skip it',
    ]);
    const year = printed();
    await holidaysList(t.deps, ['2027'], year.print);
    expect(year.lines).toContain('2027-05-17  Eid-el-Kabir');
    expect(await holidaysRemove(t.deps, ['2027-05-17'], out.print)).toBe(0);
    expect(await holidaysRemove(t.deps, ['2027-05-17'], out.print)).toBe(1);

    expect(await holidaysAdd(t.deps, ['2027-02-30', 'Nope'], out.print)).toBe(2);
    expect(await holidaysAdd(t.deps, ['2027-05-17'], out.print)).toBe(2);
    expect(await holidaysList(t.deps, ['27'], out.print)).toBe(2);
  });
});

describe('settlement delay and run', () => {
  test('set by public id or email, reset to the default; the run prints what it did', async () => {
    const t = harness(database.db);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const owner = await signedInUser(t);
    const out = printed();
    expect(await settlementDelayCommand(t.deps, [owner.email, '3'], out.print)).toBe(0);
    expect(await settlementDelay(t.db, owner.row.merchantId)).toBe(3);
    expect(out.lines[0]).toMatch(/\(MER-[0-9A-Z]+\) settles T\+3$/);
    expect(await settlementDelayCommand(t.deps, [owner.email, 'default'], out.print)).toBe(0);
    expect(await settlementDelay(t.db, owner.row.merchantId)).toBe(1);
    expect(out.lines[1]).toMatch(/settles T\+1 \(the default\)$/);
    expect(await settlementDelayCommand(t.deps, [owner.email, '31'], out.print)).toBe(2);
    expect(await settlementDelayCommand(t.deps, [owner.email, '-1'], out.print)).toBe(2);
    expect(await settlementDelayCommand(t.deps, ['nobody@example.com', '2'], out.print)).toBe(1);
    // 2008: before any payment in the database, so the run settles nothing of other files'.
    t.clock.set('2008-01-02T09:00:00Z');
    expect(await settlementRunCommand(t.deps, out.print)).toBe(0);
    expect(out.lines.at(-1)).toBe('settled 0 payment(s)');
  });
});
