import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  computeFee,
  convert,
  divide,
  format,
  type Pricing,
  parseMajor,
  parseRate,
  toDecimal,
} from './money.ts';

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
const runs = { numRuns: 1000, seed };
console.log(`money property tests: fast-check seed ${seed} (FC_SEED=${seed} to replay)`);

const amount = fc.bigInt({ min: 0n, max: 10n ** 15n });
const pricing: fc.Arbitrary<Pricing> = fc.record({
  percentBps: fc.bigInt({ min: 0n, max: 1000n }),
  flat: fc.bigInt({ min: 0n, max: 50_000n }),
  cap: fc.option(fc.bigInt({ min: 0n, max: 1_000_000n }), { nil: null }),
  flatWaivedBelow: fc.option(fc.bigInt({ min: 0n, max: 1_000_000n }), { nil: null }),
});

describe('money', () => {
  it('parses what people type and prints it back exactly', () => {
    expect(parseMajor('1,250.5', 'NGN')).toBe(125050n);
    expect(parseMajor('0.005', 'NGN')).toBeUndefined();
    expect(parseMajor('12abc', 'NGN')).toBeUndefined();
    expect(parseMajor('1500', 'XOF')).toBe(1500n);
    expect(toDecimal(5n, 'NGN')).toBe('0.05');
    expect(format({ amount: 123456789n, currency: 'NGN' })).toBe('₦1,234,567.89');
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }),
        (n) => parseMajor(toDecimal(n, 'NGN'), 'NGN') === n,
      ),
      runs,
    );
  });

  it('rounds half-even, up and down as asked', () => {
    expect(divide(5n, 2n, 'half-even')).toBe(2n);
    expect(divide(7n, 2n, 'half-even')).toBe(4n);
    expect(divide(-7n, 2n, 'half-even')).toBe(-4n);
    expect(divide(1n, 3n, 'up')).toBe(1n);
    expect(divide(-1n, 3n, 'up')).toBe(-1n);
    expect(divide(2n, 3n, 'down')).toBe(0n);
  });

  it('allocates so the parts always add back up, each within one unit of its exact share', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc
          .array(fc.bigInt({ min: 0n, max: 10_000n }), { minLength: 1, maxLength: 12 })
          .filter((w) => w.some((x) => x > 0n)),
        (total, weights) => {
          const parts = allocate(total, weights);
          const sum = weights.reduce((a, b) => a + b, 0n);
          expect(parts.reduce((a, b) => a + b, 0n)).toBe(total);
          parts.forEach((p, i) => {
            const exact = total * weights[i]!;
            const diff = p * sum - exact;
            expect(diff < 0n ? -diff : diff).toBeLessThan(sum);
          });
        },
      ),
      runs,
    );
  });

  it('computes fees that are never negative, never above the cap, and never fall as the amount grows', () => {
    expect(
      computeFee(1_000_000n, { percentBps: 150n, flat: 10_000n, cap: 200_000n, flatWaivedBelow: 250_000n }),
    ).toBe(25_000n);
    expect(
      computeFee(200_000n, { percentBps: 150n, flat: 10_000n, cap: 200_000n, flatWaivedBelow: 250_000n }),
    ).toBe(3_000n);
    fc.assert(
      fc.property(amount, amount, pricing, (a, b, p) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const fee = computeFee(lo, p);
        expect(fee >= 0n).toBe(true);
        if (p.cap !== null) expect(fee <= p.cap).toBe(true);
        if (p.flatWaivedBelow === null || lo >= p.flatWaivedBelow || hi < p.flatWaivedBelow) {
          expect(computeFee(hi, p) >= fee).toBe(true);
        }
      }),
      runs,
    );
  });

  it('converts in the provider’s favour: a round trip never gains money', () => {
    const usdNgn = parseRate('1530.25');
    expect(convert({ amount: 10_000n, currency: 'USD' }, 'NGN', usdNgn, 0n)).toEqual({
      amount: 15_302_500n,
      currency: 'NGN',
    });
    expect(convert({ amount: 10_000n, currency: 'USD' }, 'NGN', usdNgn, 100n)).toEqual({
      amount: 15_149_475n,
      currency: 'NGN',
    });
    fc.assert(
      fc.property(
        amount,
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.bigInt({ min: 0n, max: 500n }),
        (a, r, spread) => {
          const rate = parseRate((r / 1000).toFixed(3));
          const inverse = { num: rate.den, den: rate.num };
          const there = convert({ amount: a, currency: 'USD' }, 'NGN', rate, spread);
          const back = convert(there, 'USD', inverse, spread);
          expect(back.amount <= a).toBe(true);
          expect(there.amount >= 0n).toBe(true);
        },
      ),
      runs,
    );
  });
});
