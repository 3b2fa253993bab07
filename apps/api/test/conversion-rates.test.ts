/**
 * The operator's conversion rates (cli/rate-commands.ts, modules/conversion rates.ts): the sandbox
 * default until the operator sets USD→NGN, the operator's rate in new quotes (quotes already given
 * keep theirs), the reverse direction derived from the same row, live mode without a default, and
 * bad input refused as a usage error.
 */
import { CONVERSION_TARGET } from '@payrail/contract/conversion';
import {
  appliedRate,
  convertAt,
  formatRate,
  parseMidRate,
  readRate,
} from '@payrail/contract/conversion-rate';
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { conversionRates } from '#db/schema/index.ts';
import { rateFor, SANDBOX_RATES } from '#modules/conversion/index.ts';
import { ratesList, ratesSet } from '#src/cli/rate-commands.ts';
import { conversionMerchant, convert, quote } from './support/conversion.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';

const database = useDatabase();

function printed() {
  const lines: string[] = [];
  return { lines, print: (l: string) => lines.push(l) };
}

describe('conversion rates', () => {
  test('the sandbox default, then the operator’s rate in new quotes; a given quote keeps its rate', async () => {
    const t = harness(database.db);
    // On PostgreSQL the database outlives a run: start without an operator's USD→NGN rate.
    await t.db
      .delete(conversionRates)
      .where(and(eq(conversionRates.fromCurrency, 'USD'), eq(conversionRates.toCurrency, 'NGN')));
    const before = printed();
    expect(await ratesList(t.deps, before.print)).toBe(0);
    expect(before.lines.find((l) => l.startsWith('USD→NGN'))).toMatch(
      /mid 1530\.25 +spread 150 bps +\(sandbox default\)/,
    );

    const m = await conversionMerchant(t, { usd: 100_000n });
    const old = await quote(t, m.token);
    expect(old.rate).toBe(formatRate(appliedRate(SANDBOX_RATES[0]!.mid, 150, 'forward')));

    const out = printed();
    expect(await ratesSet(t.deps, ['USD', 'NGN', '1600.5', '--spread-bps', '100'], out.print)).toBe(0);
    expect(out.lines[0]).toBe('USD→NGN: mid 1600.5, spread 100 bps; new quotes get 1584.495 NGN per USD');
    const fresh = await quote(t, m.token);
    expect(fresh.rate).toBe('1584.495');
    const after = printed();
    await ratesList(t.deps, after.print);
    expect(after.lines.find((l) => l.startsWith('USD→NGN'))).toMatch(
      /mid 1600\.5 +spread 100 bps +\(operator\)/,
    );

    // The quote given before the change converts at its own rate.
    const res = await convert(t, m.token, { amount: 10_000, quoteId: old.quoteId });
    expect(res.body.responseBody.converted).toBe(
      Number(convertAt(10_000n, 'USD', 'NGN', readRate(old.rate)!)),
    );
    const res2 = await convert(t, m.token, { amount: 10_000, quoteId: fresh.quoteId });
    expect(res2.body.responseBody.converted).toBe(15_844_950);
  });

  test('the reverse direction comes from the same row and cannot be set on its own', async () => {
    const t = harness(database.db);
    expect(await ratesSet(t.deps, ['GBP', 'NGN', '2000', '--spread-bps', '0'], () => {})).toBe(0);
    const there = await rateFor(t.db, 'live', { from: 'GBP', to: CONVERSION_TARGET });
    const back = await rateFor(t.db, 'live', { from: 'NGN', to: 'GBP' });
    expect(formatRate(there.rate)).toBe('2000');
    expect(formatRate(back.rate)).toBe('0.0005');
    const out = printed();
    expect(await ratesSet(t.deps, ['NGN', 'GBP', '0.0005'], out.print)).toBe(2);
    expect(out.lines[0]).toMatch(/GBP→NGN is already set/);
    // 2 spreads of 1.5 %: a round trip loses money, never gains it.
    await ratesSet(t.deps, ['GBP', 'NGN', '1999.999999'], () => {});
    const fwd = (await rateFor(t.db, 'live', { from: 'GBP', to: 'NGN' })).rate;
    const inv = (await rateFor(t.db, 'live', { from: 'NGN', to: 'GBP' })).rate;
    expect(convertAt(convertAt(1_000_001n, 'GBP', 'NGN', fwd), 'NGN', 'GBP', inv) < 1_000_001n).toBe(true);
  });

  test('live mode has no default rate: conversion is unavailable until the operator sets one', async () => {
    const t = harness(database.db);
    await expect(rateFor(t.db, 'live', { from: 'KES', to: 'ZAR' })).rejects.toMatchObject({
      code: 'CONVERSION_UNAVAILABLE',
    });
    await expect(rateFor(t.db, 'sandbox', { from: 'KES', to: 'ZAR' })).rejects.toMatchObject({
      code: 'CONVERSION_UNAVAILABLE',
    });
  });

  test('bad input is a usage error and changes nothing', async () => {
    const t = harness(database.db);
    for (const args of [
      [],
      ['USD'],
      ['USD', 'XXX', '1'],
      ['USD', 'EUR', 'abc'],
      ['USD', 'EUR', '-1'],
      ['USD', 'EUR', '0'],
      ['USD', 'EUR', '1.1234567'],
      ['USD', 'EUR', '1e3'],
      ['USD', 'USD', '1'],
      ['USD', 'EUR', '1', '--spread-bps', '2001'],
      ['USD', 'EUR', '1', '--spread-bps', '-5'],
      ['USD', 'EUR', '1', '--spread-bps'],
      ['USD', 'EUR', '1\u0000'],
    ]) {
      expect(await ratesSet(t.deps, args, () => {}), args.join(' ')).toBe(2);
    }
    const rows = await t.db
      .select()
      .from(conversionRates)
      .where(and(eq(conversionRates.fromCurrency, 'USD'), eq(conversionRates.toCurrency, 'EUR')));
    expect(rows).toEqual([]);
    expect(parseMidRate('1.123456')).toBe(11_234_560_000n);
  });
});
