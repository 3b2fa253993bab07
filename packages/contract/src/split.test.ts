import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateSplit,
  bpsToPercentage,
  FULL_BPS,
  percentageToBps,
  SPLIT_FEE_BEARERS,
  type SplitRule,
  splitReversal,
  splitRuleInput,
} from './split.ts';

/** The smaller of two bigints (Math.min takes numbers only). */
const least = (a: bigint, b: bigint) => (a < b ? a : b);
const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
const runs = { numRuns: 2000, seed };
console.log(`split property tests: fast-check seed ${seed} (FC_SEED=${seed} to replay)`);

const PRIMES = [2n, 3n, 7n, 97n, 7919n, 104_729n, 2_147_483_647n, 999_999_999_989n];
/** Awkward amounts: 1 kobo, primes, 10^15 and its neighbours, plus anything in between. */
const paidArb = fc.oneof(
  fc.constantFrom(0n, 1n, 2n, 10n ** 15n, 10n ** 15n - 1n, ...PRIMES),
  fc.bigInt({ min: 0n, max: 10n ** 15n }),
);
const bpsArb = fc.oneof(
  fc.constantFrom(0n, 1n, 3333n, 5000n, 6667n, 9999n, FULL_BPS),
  fc.bigInt({ min: 0n, max: FULL_BPS }),
);
const bearerArb = fc.constantFrom(...SPLIT_FEE_BEARERS);
const ruleArb: fc.Arbitrary<SplitRule> = fc.oneof(
  fc.record({ splitType: fc.constant('percentage' as const), splitValue: bpsArb, feeBearer: bearerArb }),
  fc.record({
    splitType: fc.constant('flat' as const),
    splitValue: fc.oneof(paidArb, fc.bigInt({ min: 0n, max: 2n * 10n ** 15n })),
    feeBearer: bearerArb,
  }),
);
/** A payment and a fee no larger than it (biased towards the edges: 0, all of it, one unit). */
const paymentArb = paidArb.chain((paid) =>
  fc.tuple(
    fc.constant(paid),
    fc.oneof(fc.constantFrom(0n, paid, paid > 0n ? 1n : 0n, paid / 2n), fc.bigInt({ min: 0n, max: paid })),
  ),
);

describe('allocateSplit', () => {
  it('always adds up to the amount paid, with no part negative', () => {
    fc.assert(
      fc.property(paymentArb, ruleArb, ([paid, fee], rule) => {
        const a = allocateSplit(paid, fee, rule);
        expect(a.subAccount + a.main + a.fee).toBe(paid);
        expect(a.fee).toBe(fee);
        expect(a.feeFromMain + a.feeFromSubAccount).toBe(fee);
        for (const part of [a.subAccount, a.main, a.feeFromMain, a.feeFromSubAccount])
          expect(part >= 0n).toBe(true);
      }),
      runs,
    );
  });

  it('gives a percentage sub-account its exact share rounded down, before fees', () => {
    fc.assert(
      fc.property(paidArb, bpsArb, (paid, bps) => {
        // With no fee, the share is floor(paid × bps / 10,000): never above the exact share, less by under one unit.
        const a = allocateSplit(paid, 0n, {
          splitType: 'percentage',
          splitValue: bps,
          feeBearer: 'merchant',
        });
        expect(a.subAccount * FULL_BPS <= paid * bps).toBe(true);
        expect((a.subAccount + 1n) * FULL_BPS > paid * bps).toBe(true);
      }),
      runs,
    );
  });

  it('puts the fee on the bearer first, the rest on the other party', () => {
    fc.assert(
      fc.property(paymentArb, ruleArb, ([paid, fee], rule) => {
        const gross = allocateSplit(paid, 0n, rule);
        const a = allocateSplit(paid, fee, rule);
        if (rule.feeBearer === 'merchant') {
          expect(a.feeFromMain).toBe(least(fee, gross.main));
          if (a.feeFromSubAccount > 0n) expect(a.main).toBe(0n);
        } else if (rule.feeBearer === 'sub_account') {
          expect(a.feeFromSubAccount).toBe(least(fee, gross.subAccount));
          if (a.feeFromMain > 0n) expect(a.subAccount).toBe(0n);
        } else if (paid > 0n) {
          // Proportional: the sub-account's part of the fee is its exact share rounded down.
          expect(a.feeFromSubAccount * paid <= fee * gross.subAccount).toBe(true);
          expect((a.feeFromSubAccount + 1n) * paid > fee * gross.subAccount).toBe(true);
        }
      }),
      runs,
    );
  });

  it('caps a flat share at what is left after the fee', () => {
    fc.assert(
      fc.property(paymentArb, fc.bigInt({ min: 0n, max: 2n * 10n ** 15n }), ([paid, fee], flat) => {
        const a = allocateSplit(paid, fee, { splitType: 'flat', splitValue: flat, feeBearer: 'merchant' });
        const net = paid - fee;
        expect(a.subAccount).toBe(least(flat, net));
      }),
      runs,
    );
  });

  it('handles the edges people meet', () => {
    const pct = (bps: bigint, feeBearer: SplitRule['feeBearer'] = 'merchant'): SplitRule => ({
      splitType: 'percentage',
      splitValue: bps,
      feeBearer,
    });
    expect(allocateSplit(1n, 0n, pct(5000n))).toMatchObject({ subAccount: 0n, main: 1n });
    expect(allocateSplit(1n, 1n, pct(FULL_BPS))).toMatchObject({
      subAccount: 0n,
      main: 0n,
      feeFromSubAccount: 1n,
    });
    expect(allocateSplit(100n, 0n, pct(3333n))).toMatchObject({ subAccount: 33n, main: 67n });
    // ₦10,000 at 30 %, ₦250 fee: the merchant bears it, the sub-account gets ₦3,000.
    expect(allocateSplit(1_000_000n, 25_000n, pct(3000n))).toMatchObject({
      subAccount: 300_000n,
      main: 675_000n,
    });
    expect(allocateSplit(1_000_000n, 25_000n, pct(3000n, 'sub_account'))).toMatchObject({
      subAccount: 275_000n,
      main: 700_000n,
    });
    expect(allocateSplit(1_000_000n, 25_000n, pct(3000n, 'proportional'))).toMatchObject({
      subAccount: 292_500n,
      main: 682_500n,
      feeFromSubAccount: 7_500n,
    });
    // A flat ₦5,000 on a ₦4,000 payment with a ₦160 fee: the sub-account gets all of the ₦3,840 net.
    expect(
      allocateSplit(400_000n, 16_000n, { splitType: 'flat', splitValue: 500_000n, feeBearer: 'merchant' }),
    ).toEqual({
      subAccount: 384_000n,
      main: 0n,
      fee: 16_000n,
      feeFromSubAccount: 16_000n,
      feeFromMain: 0n,
    });
    expect(() => allocateSplit(10n, 11n, pct(1n))).toThrow(RangeError);
  });
});

describe('splitReversal', () => {
  it('takes a refund back from both parts in proportion, never more than each received', () => {
    fc.assert(
      fc.property(
        fc
          .tuple(paidArb, paidArb)
          .chain(([subNet, mainNet]) =>
            fc.tuple(
              fc.constant(subNet),
              fc.constant(mainNet),
              fc.bigInt({ min: 0n, max: subNet + mainNet }),
            ),
          ),
        ([subNet, mainNet, amount]) => {
          const r = splitReversal(amount, subNet, mainNet);
          expect(r.subAccount + r.main).toBe(amount);
          expect(r.subAccount >= 0n && r.subAccount <= subNet).toBe(true);
          expect(r.main >= 0n && r.main <= mainNet).toBe(true);
        },
      ),
      runs,
    );
  });
});

describe('splitRuleInput', () => {
  it('reads a typed percentage into basis points and a flat share into minor units', () => {
    expect(
      splitRuleInput.parse({ splitType: 'percentage', percentage: '12.5', feeBearer: 'merchant' }),
    ).toEqual({
      splitType: 'percentage',
      splitValue: 1250n,
      splitCurrency: null,
      feeBearer: 'merchant',
    });
    expect(
      splitRuleInput.parse({ splitType: 'percentage', percentage: 33.33, feeBearer: 'proportional' })
        .splitValue,
    ).toBe(3333n);
    expect(
      splitRuleInput.parse({ splitType: 'percentage', percentage: 0, feeBearer: 'merchant' }).splitValue,
    ).toBe(0n);
    expect(
      splitRuleInput.parse({ splitType: 'percentage', percentage: '100', feeBearer: 'merchant' }).splitValue,
    ).toBe(FULL_BPS);
    expect(
      splitRuleInput.parse({ splitType: 'flat', amount: 50_000, currency: 'NGN', feeBearer: 'sub_account' }),
    ).toEqual({ splitType: 'flat', splitValue: 50_000n, splitCurrency: 'NGN', feeBearer: 'sub_account' });
  });

  it('refuses what is not a split rule with a field error', () => {
    const bad = [
      [{ splitType: 'percentage', percentage: '100.01', feeBearer: 'merchant' }, 'percentage'],
      [{ splitType: 'percentage', percentage: '12.345', feeBearer: 'merchant' }, 'percentage'],
      [{ splitType: 'percentage', percentage: -1, feeBearer: 'merchant' }, 'percentage'],
      [{ splitType: 'percentage', percentage: 'ten', feeBearer: 'merchant' }, 'percentage'],
      [{ splitType: 'percentage', percentage: 10, feeBearer: 'everyone' }, 'feeBearer'],
      [{ splitType: 'flat', amount: 0, currency: 'NGN', feeBearer: 'merchant' }, 'amount'],
      [{ splitType: 'flat', amount: 1.5, currency: 'NGN', feeBearer: 'merchant' }, 'amount'],
      [{ splitType: 'flat', amount: 100, currency: 'XYZ', feeBearer: 'merchant' }, 'currency'],
      [{ splitType: 'half', feeBearer: 'merchant' }, 'splitType'],
    ] as const;
    for (const [input, field] of bad) {
      const r = splitRuleInput.safeParse(input);
      expect(r.success, JSON.stringify(input)).toBe(false);
      expect(r.error?.issues[0]?.path).toEqual([field]);
    }
  });

  it('prints basis points back as the percentage typed', () => {
    fc.assert(
      fc.property(bpsArb, (bps) => percentageToBps(bpsToPercentage(bps)) === bps),
      runs,
    );
    expect(bpsToPercentage(1250n)).toBe('12.5');
    expect(bpsToPercentage(1n)).toBe('0.01');
    expect(bpsToPercentage(FULL_BPS)).toBe('100');
  });
});
