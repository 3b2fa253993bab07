/**
 * Property: for any price, pricing, fee bearer, wrong-transfer rule and amount received, the
 * ledger entry of a payment balances and the merchant never receives more than the customer paid.
 * 1,000 runs on the entry itself, then a sample posted to the real database and verified.
 * fast-check prints the seed on failure; FC_SEED replays a run.
 */
import { randomBytes } from 'node:crypto';
import { type Pricing, quoteCharge, settleReceived } from '@payrail/contract/money';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ManualClock } from '#lib/clock.ts';
import { assertBalanced, merchantBalances, post } from '#modules/ledger/ledger.ts';
import { verifyLedger } from '#modules/ledger/verify.ts';
import { paymentEntry } from '#modules/settlement/payment-entry.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
console.log(`payment ledger property: fast-check seed ${seed} (FC_SEED=${seed} to replay)`);

const pricing: fc.Arbitrary<Pricing> = fc.record({
  percentBps: fc.bigInt({ min: 0n, max: 2_000n }),
  flat: fc.bigInt({ min: 0n, max: 100_000n }),
  cap: fc.option(fc.bigInt({ min: 0n, max: 1_000_000n }), { nil: null }),
  flatWaivedBelow: fc.option(fc.bigInt({ min: 0n, max: 1_000_000n }), { nil: null }),
});
const bearer = fc.constantFrom('merchant' as const, 'customer' as const);
const payment = fc.record({
  amount: fc.bigInt({ min: 1n, max: BigInt(Number.MAX_SAFE_INTEGER) / 4n }),
  pricing,
  feeBearer: bearer,
  wrong: bearer,
  /** How far the transfer is off the total, as a fraction of it (−100 % … +100 %); 0 is a card. */
  offBps: fc.oneof(fc.constant(0n), fc.bigInt({ min: -9_999n, max: 10_000n })),
});

type Payment = typeof payment extends fc.Arbitrary<infer T> ? T : never;

function settle(p: Payment) {
  const quote = quoteCharge(p.amount, p.pricing, p.feeBearer);
  const received = quote.total + (quote.total * p.offBps) / 10_000n;
  return { quote, received: received > 0n ? received : 1n };
}

describe('payment ledger entries', () => {
  test('balance, and never give the merchant more than the customer paid (1,000 runs)', () => {
    fc.assert(
      fc.property(payment, fc.uuid(), (p, merchantId) => {
        const { quote, received } = settle(p);
        const s = settleReceived(quote, received, p.wrong);
        if (s.outcome === 'refused') {
          expect(s.refund).toBe(received);
          return;
        }
        const entry = paymentEntry(merchantId, 'PRL_PROPERTY', 'NGN', s);
        assertBalanced(entry.lines);
        const line = (kind: string) => entry.lines.find((l) => l.account.kind === kind)?.amount ?? 0n;
        const paid = -line('platform_clearing');
        expect(paid).toBe(s.paid);
        expect(paid <= received).toBe(true);
        expect(line('merchant_pending') >= 0n).toBe(true);
        expect(line('merchant_pending') <= paid).toBe(true);
        expect(line('platform_fees') >= 0n).toBe(true);
        if (p.offBps === 0n) {
          expect(line('platform_fees')).toBe(quote.fee);
          expect(line('merchant_pending')).toBe(
            p.feeBearer === 'customer' ? quote.amount : quote.amount - quote.fee,
          );
        }
      }),
      { numRuns: 1000, seed },
    );
  });

  test('a sample posted to the database keeps the ledger sound', async () => {
    const t = harness(database.db);
    const merchantId = (await signedInUser(t)).row.merchantId;
    const clock = new ManualClock();
    let expected = 0n;
    await fc.assert(
      fc.asyncProperty(payment, async (p) => {
        const { quote, received } = settle(p);
        const s = settleReceived(quote, received, p.wrong);
        if (s.outcome === 'refused') return;
        const reference = `PRL_P${randomBytes(8).toString('hex')}`;
        await database.db.transaction((tx) => post(tx, clock, paymentEntry(merchantId, reference, 'NGN', s)));
        expected += s.net;
      }),
      { numRuns: 40, seed },
    );
    expect((await merchantBalances(database.db, merchantId)).get('NGN')?.pending ?? 0n).toBe(expected);
    expect(await verifyLedger(database.db)).toEqual([]);
  });
});
