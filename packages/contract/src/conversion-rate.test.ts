import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appliedRate,
  convertAt,
  formatRate,
  MAX_SPREAD_BPS,
  parseMidRate,
  RATE_SCALE,
  readRate,
} from './conversion-rate.ts';
import { CURRENCIES, type Currency } from './money.ts';

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
const runs = { numRuns: 2000, seed };
console.log(`conversion property tests: fast-check seed ${seed} (FC_SEED=${seed} to replay)`);

const currencies = Object.keys(CURRENCIES) as Currency[];
/** Amounts from one minor unit to beyond 2^53, with the awkward ones (1, 99, primes) likely. */
const amount = fc.oneof(
  fc.bigInt({ min: 1n, max: 1_000n }),
  fc.bigInt({ min: 1n, max: 10n ** 18n }),
  fc.constantFrom(1n, 3n, 99n, 101n, 7919n, 2n ** 53n + 1n),
);
/** Mid rates of up to 6 decimals, from 0.000001 to a trillion: every scaled value a multiple of 10^4. */
const mid = fc
  .oneof(fc.bigInt({ min: 1n, max: 10n ** 9n }), fc.bigInt({ min: 1n, max: 10n ** 18n }))
  .map((micro) => micro * 10_000n);
const spread = fc.integer({ min: 0, max: MAX_SPREAD_BPS });

describe('conversion rates', () => {
  it('reads and prints rates exactly', () => {
    expect(parseMidRate('1534.25')).toBe(15_342_500_000_000n);
    expect(parseMidRate('0.000001')).toBe(10_000n);
    expect(parseMidRate('1534.1234567')).toBeUndefined();
    expect(parseMidRate('0')).toBeUndefined();
    expect(parseMidRate('-1')).toBeUndefined();
    expect(parseMidRate('1e3')).toBeUndefined();
    expect(formatRate(15_342_500_000_000n)).toBe('1534.25');
    expect(formatRate(RATE_SCALE)).toBe('1');
    expect(readRate('1511.23625')).toBe(15_112_362_500_000n);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 22n - 1n }), (r) => {
        expect(readRate(formatRate(r))).toBe(r);
      }),
      runs,
    );
  });

  it('applies the spread below the mid rate, exactly for a 6-decimal mid', () => {
    const usdNgn = parseMidRate('1534.25')!;
    const applied = appliedRate(usdNgn, 150, 'forward');
    expect(formatRate(applied)).toBe('1511.23625');
    expect(convertAt(10_000n, 'USD', 'NGN', applied)).toBe(15_112_362n);
    expect(appliedRate(usdNgn, 0, 'forward')).toBe(usdNgn);
    expect(() => appliedRate(usdNgn, MAX_SPREAD_BPS + 1, 'forward')).toThrow(RangeError);
    fc.assert(
      fc.property(mid, spread, (m, s) => {
        const a = appliedRate(m, s, 'forward');
        expect(a <= m).toBe(true);
        // Exact: mid × (10000 − s) / 10000 has no remainder when mid has 6 decimals or fewer.
        expect(a * 10_000n).toBe(m * BigInt(10_000 - s));
      }),
      runs,
    );
  });

  it('A → B → A never returns more than A', () => {
    fc.assert(
      fc.property(
        amount,
        mid,
        spread,
        fc.constantFrom(...currencies),
        fc.constantFrom(...currencies),
        (a, m, s, from, to) => {
          const there = convertAt(a, from, to, appliedRate(m, s, 'forward'));
          const back = convertAt(there, to, from, appliedRate(m, s, 'inverse'));
          expect(there >= 0n).toBe(true);
          expect(back <= a).toBe(true);
          // And the other way round, starting from the pair's target currency.
          const there2 = convertAt(a, to, from, appliedRate(m, s, 'inverse'));
          expect(convertAt(there2, from, to, appliedRate(m, s, 'forward')) <= a).toBe(true);
        },
      ),
      runs,
    );
  });

  it('never gives more than the exact product (rounding favours the provider)', () => {
    fc.assert(
      fc.property(amount, mid, spread, (a, m, s) => {
        const rate = appliedRate(m, s, 'forward');
        const got = convertAt(a, 'USD', 'NGN', rate);
        // got ≤ a × rate / SCALE < got + 1, in integers.
        expect(got * RATE_SCALE <= a * rate).toBe(true);
        expect((got + 1n) * RATE_SCALE > a * rate).toBe(true);
      }),
      runs,
    );
  });
});
