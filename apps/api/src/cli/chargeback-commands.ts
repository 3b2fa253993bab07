/**
 * The provider's staff and chargebacks (docs/CHARGEBACKS.md):
 *
 *   chargebacks:raise <PRL_…> [--amount <minor units>] [--reason "…"]   the customer's bank disputes a
 *       paid payment: the amount (all that the payment kept when absent) is held, due in 7 days
 *   chargebacks:resolve <CB_…> --outcome won|lost   the decision on a declined (under review) one
 *   chargebacks:sweep   the deadline job's pass now: reminders, and unanswered ones past due accepted
 *
 * Each step happens once (the row lock and status check of modules/chargebacks).
 */
import type { Deps } from '#lib/deps.ts';
import { AppError } from '#lib/errors.ts';
import { raiseChargeback, resolveChargeback, sweepChargebacks } from '#modules/chargebacks/index.ts';

const USAGE = {
  raise: 'usage: chargebacks:raise <PRL_…> [--amount <minor units>] [--reason "…"]',
  resolve: 'usage: chargebacks:resolve <CB_…> --outcome won|lost',
};
const option = (args: string[], name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1]?.trim() : undefined;
};

async function raise(deps: Deps, args: string[], print: (l: string) => void): Promise<number> {
  const ref = args[0];
  const amount = option(args, '--amount');
  if (
    !ref?.toUpperCase().startsWith('PRL_') ||
    (amount !== undefined && !/^[1-9][0-9]{0,15}$/.test(amount))
  ) {
    print(USAGE.raise);
    return 2;
  }
  const row = await raiseChargeback(deps, {
    transactionReference: ref,
    amount: amount === undefined ? undefined : BigInt(amount),
    reason: option(args, '--reason') || 'Goods or services not received',
  });
  print(
    `${row.reference}: ${row.amount} ${row.currency} held from the merchant, due ${row.dueAt.toISOString()}`,
  );
  return 0;
}

async function resolve(deps: Deps, args: string[], print: (l: string) => void): Promise<number> {
  const ref = args[0];
  const outcome = option(args, '--outcome');
  if (!ref?.toUpperCase().startsWith('CB_') || (outcome !== 'won' && outcome !== 'lost')) {
    print(USAGE.resolve);
    return 2;
  }
  const row = await resolveChargeback(deps, { reference: ref, outcome });
  print(
    row.status === 'won'
      ? `${row.reference}: won; the amount is back in the merchant's available balance`
      : `${row.reference}: lost; the amount goes to the customer`,
  );
  return 0;
}

/** `action` is raise, resolve or sweep; refusals (not found, already answered, short balance) print and exit 1. */
export async function chargebackCommand(
  deps: Deps,
  [action, ...args]: string[],
  print: (line: string) => void = console.log,
): Promise<number> {
  try {
    if (action === 'raise') return await raise(deps, args, print);
    if (action === 'resolve') return await resolve(deps, args, print);
    const r = await sweepChargebacks(deps);
    print(`reminded ${r.reminded}, accepted past their due date ${r.autoAccepted}`);
    return 0;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    print(`${args[0] ?? ''}: ${err.message}${err.errors ? ` ${JSON.stringify(err.errors)}` : ''}`);
    return 1;
  }
}
