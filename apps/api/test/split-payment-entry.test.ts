/**
 * The split payment's ledger entry (settlement/payment-entry.ts), property-tested without a
 * database: for any payment, fee, rule and fee payer, the entry balances, no line is zero or on
 * the wrong side, and the two pending credits add up to the net.
 */
import { DEFAULT_PAY_IN_PRICING, quoteCharge, settleReceived } from '@payrail/contract/money';
import { SPLIT_FEE_BEARERS, type SplitRule } from '@payrail/contract/split';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { assertBalanced } from '#modules/ledger/ledger.ts';
import { paymentEntry } from '#modules/settlement/payment-entry.ts';

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
console.log(`split payment entry: fast-check seed ${seed} (FC_SEED=${seed} to replay)`);

const rule: fc.Arbitrary<SplitRule & { splitCurrency: string | null }> = fc.oneof(
  fc.record({
    splitType: fc.constant('percentage' as const),
    splitValue: fc.oneof(fc.constantFrom(0n, 1n, 3333n, 10_000n), fc.bigInt({ min: 0n, max: 10_000n })),
    feeBearer: fc.constantFrom(...SPLIT_FEE_BEARERS),
    splitCurrency: fc.constant(null),
  }),
  fc.record({
    splitType: fc.constant('flat' as const),
    splitValue: fc.bigInt({ min: 0n, max: 10n ** 13n }),
    feeBearer: fc.constantFrom(...SPLIT_FEE_BEARERS),
    splitCurrency: fc.constantFrom('NGN', 'USD'),
  }),
);

describe('a split payment entry', () => {
  test('balances, credits both pending balances the net between them, never a negative line', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(1n, 100n, 10_007n, 10n ** 12n), fc.bigInt({ min: 1n, max: 10n ** 12n })),
        fc.constantFrom('NGN' as const, 'USD' as const),
        fc.constantFrom('merchant' as const, 'customer' as const),
        rule,
        (amount, currency, payer, r) => {
          const quote = quoteCharge(amount, DEFAULT_PAY_IN_PRICING[currency], payer);
          const s = settleReceived(quote, quote.total, 'merchant');
          const entry = paymentEntry('m', 'PRL_X', currency, s, {
            subAccountId: 's',
            rule: r,
            splitCurrency: r.splitCurrency,
            customerPaysFee: payer === 'customer',
          });
          if (entry.lines.length >= 2) assertBalanced(entry.lines);
          const of = (kind: string) => entry.lines.find((l) => l.account.kind === kind)?.amount ?? 0n;
          expect(of('merchant_pending') + of('sub_account_pending')).toBe(s.net);
          expect(of('platform_fees')).toBe(s.fee);
          expect(of('platform_clearing')).toBe(-s.paid);
          for (const l of entry.lines) {
            expect(l.amount).not.toBe(0n);
            expect(l.amount < 0n).toBe(l.account.kind === 'platform_clearing');
          }
          if (r.splitType === 'flat' && r.splitCurrency !== currency)
            expect(of('sub_account_pending')).toBe(0n);
          // The customer paid the fee on top: the split shares the price, the fee is neither side's.
          if (payer === 'customer' && r.splitType === 'percentage')
            expect(of('sub_account_pending')).toBe((s.net * r.splitValue) / 10_000n);
        },
      ),
      { numRuns: 2000, seed },
    );
  });
});
