/**
 * The operator's conversion rates (modules/conversion rates.ts):
 *
 *   rates:list                                       the rates in force, and the rate each direction gets
 *   rates:set <FROM> <TO> <mid> [--spread-bps <n>]   set a pair's mid rate (units of TO per one FROM,
 *                                                    at most 6 decimals) and spread (default 150 = 1.5 %)
 *
 * A pair is stored one way; its reverse is derived from it (1 / mid, the same spread), so a round
 * trip can never gain money. Quotes already given keep their rate until they expire (60 s).
 */
import { appliedRate, formatRate, parseMidRate } from '@payrail/contract/conversion-rate';
import { isCurrency } from '@payrail/contract/money';
import type { Deps } from '#lib/deps.ts';
import { listRates, setRate } from '#modules/conversion/index.ts';

type Print = (line: string) => void;

export const DEFAULT_SPREAD_BPS = 150;
const USAGE =
  'usage: rates:set <FROM> <TO> <mid rate> [--spread-bps <0-2000>]   e.g. rates:set USD NGN 1530.25';

export async function ratesList(deps: Deps, print: Print = console.log): Promise<number> {
  const rates = await listRates(deps.db, deps.config.mode);
  for (const r of rates) {
    const fwd = formatRate(appliedRate(r.mid, r.spreadBps, 'forward'));
    const inv = formatRate(appliedRate(r.mid, r.spreadBps, 'inverse'));
    print(
      `${r.from}→${r.to}  mid ${formatRate(r.mid)}  spread ${r.spreadBps} bps  (${r.source})  applied: ${r.from}→${r.to} ${fwd}, ${r.to}→${r.from} ${inv}`,
    );
  }
  print(`${rates.length} rate(s)`);
  return 0;
}

export async function ratesSet(deps: Deps, args: string[], print: Print = console.log): Promise<number> {
  const [from, to, mid] = args;
  const at = args.indexOf('--spread-bps');
  const spreadText = at >= 0 ? args[at + 1] : String(DEFAULT_SPREAD_BPS);
  if (
    !from ||
    !to ||
    !mid ||
    !isCurrency(from) ||
    !isCurrency(to) ||
    !spreadText ||
    !/^\d{1,4}$/.test(spreadText)
  ) {
    print(USAGE);
    return 2;
  }
  const done = await setRate(deps.db, deps.clock, {
    from,
    to,
    mid,
    spreadBps: Number(spreadText),
    by: process.env.USER ?? 'operator',
  });
  if (done !== 'set') {
    print(`${from}→${to}: ${done}`);
    return 2;
  }
  const applied = formatRate(appliedRate(parseMidRate(mid)!, Number(spreadText), 'forward'));
  print(`${from}→${to}: mid ${mid}, spread ${spreadText} bps; new quotes get ${applied} ${to} per ${from}`);
  return 0;
}
