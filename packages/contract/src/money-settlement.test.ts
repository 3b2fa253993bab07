import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAY_IN_PRICING, type Pricing, quoteCharge, settleReceived } from './money.ts';

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
const runs = { numRuns: 1000, seed };
console.log(`settlement property tests: fast-check seed ${seed} (FC_SEED=${seed} to replay)`);

const pricing: fc.Arbitrary<Pricing> = fc.record({
  percentBps: fc.bigInt({ min: 0n, max: 2000n }),
  flat: fc.bigInt({ min: 0n, max: 50_000n }),
  cap: fc.option(fc.bigInt({ min: 0n, max: 1_000_000n }), { nil: null }),
  flatWaivedBelow: fc.option(fc.bigInt({ min: 0n, max: 1_000_000n }), { nil: null }),
});
const bearer = fc.constantFrom('merchant' as const, 'customer' as const);

describe('charges and settlement', () => {
  it('quotes the default NGN and USD pricing', () => {
    const ngn = DEFAULT_PAY_IN_PRICING.NGN;
    expect(quoteCharge(100_000n, ngn, 'merchant')).toEqual({
      amount: 100_000n,
      fee: 1_500n,
      total: 100_000n,
      bearer: 'merchant',
    });
    expect(quoteCharge(1_000_000n, ngn, 'customer')).toMatchObject({ fee: 25_000n, total: 1_025_000n });
    expect(quoteCharge(100_000_000n, ngn, 'customer').fee).toBe(200_000n);
    expect(quoteCharge(10_000n, DEFAULT_PAY_IN_PRICING.USD, 'merchant').fee).toBe(440n);
    expect(quoteCharge(1n, ngn, 'merchant')).toMatchObject({ fee: 1n, total: 1n });
  });

  it('follows the wrong-amount rule for short and excess transfers', () => {
    const q = quoteCharge(1_000_000n, DEFAULT_PAY_IN_PRICING.NGN, 'customer');
    expect(settleReceived(q, q.total, 'customer')).toEqual({
      outcome: 'paid',
      paid: q.total,
      fee: q.fee,
      net: 1_000_000n,
      refund: 0n,
    });
    expect(settleReceived(q, 500_000n, 'customer')).toMatchObject({ outcome: 'refused', refund: 500_000n });
    expect(settleReceived(q, 500_000n, 'merchant')).toMatchObject({
      outcome: 'paid',
      paid: 500_000n,
      net: 500_000n - q.fee,
    });
    expect(settleReceived(q, q.total + 7n, 'customer')).toMatchObject({ paid: q.total, refund: 7n });
    expect(settleReceived(q, q.total + 7n, 'merchant')).toMatchObject({ paid: q.total + 7n, refund: 0n });
    expect(settleReceived(q, 10n, 'merchant')).toEqual({
      outcome: 'paid',
      paid: 10n,
      fee: 10n,
      net: 0n,
      refund: 0n,
    });
  });

  it('keeps an excess only up to the per-payment limit, and always the total', () => {
    const q = quoteCharge(1_000_000n, DEFAULT_PAY_IN_PRICING.NGN, 'customer');
    const limit = 2_000_000n;
    expect(settleReceived(q, 5_000_000n, 'merchant', limit)).toMatchObject({
      paid: limit,
      refund: 3_000_000n,
    });
    expect(settleReceived(q, 1_500_000n, 'merchant', limit)).toMatchObject({ paid: 1_500_000n, refund: 0n });
    // A limit lowered below the total after the checkout opened: the total is still kept, the rest goes back.
    expect(settleReceived(q, q.total + 9n, 'merchant', 1n)).toMatchObject({ paid: q.total, refund: 9n });
    expect(settleReceived(q, 500_000n, 'merchant', 1n)).toMatchObject({ paid: 500_000n, refund: 0n });
    expect(settleReceived(q, 5_000_000n, 'customer', limit)).toMatchObject({ paid: q.total });
  });

  it('always adds up, and the merchant never gets more than was paid', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        pricing,
        bearer,
        bearer,
        fc.bigInt({ min: 1n, max: 2n * 10n ** 15n }),
        fc.option(fc.bigInt({ min: 0n, max: 2n * 10n ** 15n }), { nil: undefined }),
        (amount, p, feeBearer, wrong, received, keepAtMost) => {
          const q = quoteCharge(amount, p, feeBearer);
          expect(q.fee >= 0n && q.total >= q.amount).toBe(true);
          for (const r of [received, q.total]) {
            const s = settleReceived(q, r, wrong, keepAtMost);
            expect(s.paid + s.refund).toBe(r);
            if (keepAtMost !== undefined && s.paid > q.total) expect(s.paid <= keepAtMost).toBe(true);
            expect(s.fee + s.net).toBe(s.paid);
            expect(s.fee >= 0n && s.net >= 0n && s.refund >= 0n).toBe(true);
            expect(s.net <= r).toBe(true);
            if (r === q.total) expect(s).toMatchObject({ outcome: 'paid', fee: q.fee, refund: 0n });
          }
        },
      ),
      runs,
    );
  });
});
