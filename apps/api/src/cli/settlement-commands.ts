/**
 * The operator's settlement commands (docs/SETTLEMENT.md):
 *
 *   holidays:list [YYYY]                     the public holidays the schedule skips
 *   holidays:add YYYY-MM-DD "<name>"          a holiday declared by the Federal Government (an Eid,
 *                                             Id el Maulud, a substitute Monday); renames an existing one
 *   holidays:remove YYYY-MM-DD                a holiday that was moved
 *   settlement:delay <merchant> <days|default> the merchant's settlement delay in business days
 *   settlement:run                            the job's pass now: settle every payment due
 *
 * A holiday added after a run has settled that day's payments changes nothing already settled; it
 * applies to what is still pending.
 */

import type { Deps } from '#lib/deps.ts';
import { AppError } from '#lib/errors.ts';
import { findMerchant } from '#modules/kyb/index.ts';
import {
  addHoliday,
  DEFAULT_SETTLEMENT_DELAY_DAYS,
  isCalendarDay,
  listHolidays,
  MAX_SETTLEMENT_DELAY_DAYS,
  removeHoliday,
  runSettlement,
  setSettlementDelay,
} from '#modules/settlement/index.ts';

type Print = (line: string) => void;

export async function holidaysList(deps: Deps, args: string[], print: Print = console.log): Promise<number> {
  const year = args[0];
  if (year !== undefined && !/^\d{4}$/.test(year)) {
    console.error('usage: holidays:list [YYYY]');
    return 2;
  }
  const rows = await listHolidays(deps.db, year);
  for (const r of rows) print(`${r.day}  ${r.name}`);
  print(`${rows.length} holiday(s)`);
  return 0;
}

export async function holidaysAdd(deps: Deps, args: string[], print: Print = console.log): Promise<number> {
  const [day, ...words] = args;
  const name = words.join(' ').trim();
  if (!day || !isCalendarDay(day) || !name) {
    console.error('usage: holidays:add YYYY-MM-DD "<name>"');
    return 2;
  }
  const done = await addHoliday(deps.db, day, name);
  print(`${day} ${name}: ${done}; payments still pending skip it`);
  return 0;
}

export async function holidaysRemove(
  deps: Deps,
  args: string[],
  print: Print = console.log,
): Promise<number> {
  const day = args[0];
  if (!day || !isCalendarDay(day)) {
    console.error('usage: holidays:remove YYYY-MM-DD');
    return 2;
  }
  if (await removeHoliday(deps.db, day)) {
    print(`${day}: no longer a holiday`);
    return 0;
  }
  console.error(`${day}: not a holiday`);
  return 1;
}

export async function settlementDelayCommand(
  deps: Deps,
  args: string[],
  print: Print = console.log,
): Promise<number> {
  const [who, value] = args;
  const days = value === 'default' ? null : Number(value);
  if (!who || value === undefined || (days !== null && !/^\d+$/.test(value))) {
    console.error(
      `usage: settlement:delay <merchant public id or user email> <0-${MAX_SETTLEMENT_DELAY_DAYS}|default>`,
    );
    return 2;
  }
  if (days !== null && days > MAX_SETTLEMENT_DELAY_DAYS) {
    console.error(`a delay is 0 to ${MAX_SETTLEMENT_DELAY_DAYS} business days`);
    return 2;
  }
  try {
    const merchant = await findMerchant(deps.db, who);
    await setSettlementDelay(deps.db, merchant.id, days, deps.clock.now());
    print(
      `${merchant.name} (${merchant.publicId}) settles T+${days ?? DEFAULT_SETTLEMENT_DELAY_DAYS}` +
        (days === null ? ' (the default)' : ''),
    );
    return 0;
  } catch (e) {
    if (e instanceof AppError) {
      console.error(e.message);
      return 1;
    }
    throw e;
  }
}

export async function settlementRunCommand(deps: Deps, print: Print = console.log): Promise<number> {
  const r = await runSettlement(deps);
  print(
    `settled ${r.settled} payment(s)` +
      (r.skipped ? `; ${r.skipped} left for the next run (see the log)` : ''),
  );
  return 0;
}
