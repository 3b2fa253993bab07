/**
 * The operator's conversion rates: one mid rate and spread per pair (schema conversion.ts), set by
 * `npm run ops -- rates:set`. A pair is stored one way; the other direction uses 1 / mid with the
 * same spread (contract conversion-rate.ts), so a round trip can never gain money.
 *
 * Sandbox: a pair the operator has not set falls back to SANDBOX_RATES, so a fresh `npm start`
 * (or an old data directory) can quote USD → NGN at once. Live mode has no fallback: without an
 * operator's rate, conversion is unavailable (409 CONVERSION_UNAVAILABLE).
 */
import { appliedRate, MAX_SPREAD_BPS, parseMidRate } from '@payrail/contract/conversion-rate';
import { ErrorCode } from '@payrail/contract/errors';
import { and, asc, eq, or } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { conversionRates } from '#db/schema/index.ts';
import type { Clock } from '#lib/clock.ts';
import { AppError } from '#lib/errors.ts';

export type Pair = { from: string; to: string };
export type StoredRate = Pair & { mid: bigint; spreadBps: number; source: 'operator' | 'sandbox default' };
/** The rate a conversion from `from` to `to` gets now. */
export type PairRate = { mid: bigint; spreadBps: number; rate: bigint };

/** Sandbox mode's rates for pairs the operator has not set: about the market's, 1.5 % spread. */
export const SANDBOX_RATES: readonly StoredRate[] = [
  { from: 'USD', to: 'NGN', mid: parseMidRate('1530.25')!, spreadBps: 150, source: 'sandbox default' },
];

const unavailable = () => new AppError(ErrorCode.CONVERSION_UNAVAILABLE);

/** The stored row for this pair or its reverse, and which way round it is. */
async function storedFor(db: Db | Tx, { from, to }: Pair) {
  const rows = await db
    .select()
    .from(conversionRates)
    .where(
      or(
        and(eq(conversionRates.fromCurrency, from), eq(conversionRates.toCurrency, to)),
        and(eq(conversionRates.fromCurrency, to), eq(conversionRates.toCurrency, from)),
      ),
    );
  return rows[0];
}

/** The rate applied now from `from` to `to`, or 409 CONVERSION_UNAVAILABLE. */
export async function rateFor(db: Db | Tx, mode: 'sandbox' | 'live', pair: Pair): Promise<PairRate> {
  const row = await storedFor(db, pair);
  const stored: (StoredRate & { forward: boolean }) | undefined = row
    ? {
        from: row.fromCurrency,
        to: row.toCurrency,
        mid: row.midRate,
        spreadBps: row.spreadBps,
        source: 'operator',
        forward: row.fromCurrency === pair.from,
      }
    : mode === 'sandbox'
      ? SANDBOX_RATES.filter(
          (r) => (r.from === pair.from && r.to === pair.to) || (r.from === pair.to && r.to === pair.from),
        ).map((r) => ({ ...r, forward: r.from === pair.from }))[0]
      : undefined;
  if (!stored) throw unavailable();
  return {
    mid: stored.mid,
    spreadBps: stored.spreadBps,
    rate: appliedRate(stored.mid, stored.spreadBps, stored.forward ? 'forward' : 'inverse'),
  };
}

export type SetRate = Pair & { mid: string; spreadBps: number; by: string };

/** Sets a pair's rate (the operator). A string says why it was refused. */
export async function setRate(db: Db, clock: Clock, input: SetRate): Promise<'set' | string> {
  const mid = parseMidRate(input.mid);
  if (mid === undefined) return `not a rate: ${input.mid} (a positive decimal, at most 6 decimals)`;
  if (!Number.isInteger(input.spreadBps) || input.spreadBps < 0 || input.spreadBps > MAX_SPREAD_BPS)
    return `the spread is 0 to ${MAX_SPREAD_BPS} basis points`;
  if (input.from === input.to) return 'a rate needs two different currencies';
  const existing = await storedFor(db, input);
  if (existing && existing.fromCurrency !== input.from)
    return `${input.to}→${input.from} is already set; set that pair instead (its reverse is derived from it)`;
  const now = clock.now();
  await db
    .insert(conversionRates)
    .values({
      fromCurrency: input.from,
      toCurrency: input.to,
      midRate: mid,
      spreadBps: input.spreadBps,
      updatedAt: now,
      updatedBy: input.by,
    })
    .onConflictDoUpdate({
      target: [conversionRates.fromCurrency, conversionRates.toCurrency],
      set: { midRate: mid, spreadBps: input.spreadBps, updatedAt: now, updatedBy: input.by },
    });
  return 'set';
}

/** Every rate in force: the operator's, then (sandbox) the defaults of pairs not set. */
export async function listRates(db: Db, mode: 'sandbox' | 'live'): Promise<StoredRate[]> {
  const rows = await db
    .select()
    .from(conversionRates)
    .orderBy(asc(conversionRates.fromCurrency), asc(conversionRates.toCurrency));
  const out: StoredRate[] = rows.map((r) => ({
    from: r.fromCurrency,
    to: r.toCurrency,
    mid: r.midRate,
    spreadBps: r.spreadBps,
    source: 'operator',
  }));
  if (mode === 'sandbox') {
    const set = (p: Pair) =>
      out.some((r) => (r.from === p.from && r.to === p.to) || (r.from === p.to && r.to === p.from));
    out.push(...SANDBOX_RATES.filter((r) => !set(r)));
  }
  return out;
}
