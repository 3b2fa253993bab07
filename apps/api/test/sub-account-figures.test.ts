/**
 * A member limited to sub-account A reads A's part of the figures (issue 15's gaps): the home's
 * `net` and the sub-account page's are A's share of each split payment (what the ledger credited
 * A), not the payment's whole net; the customers list and its export count only what a customer
 * paid on A, even when the same customer also paid the primary account.
 */

import { toDecimal } from '@payrail/contract/money';
import { allocateSplit } from '@payrail/contract/split';
import { beforeAll, describe, expect, test } from 'vitest';
import { useDatabase } from './support/database.ts';
import { type Harness, harness } from './support/harness.ts';
import { CARDS, card, payer, paymentPostings, payOk, transactionRow } from './support/payments.ts';
import { type ScopingWorld, scopingWorld } from './support/sub-account-scoping.ts';

const database = useDatabase();
const V = '/api/v1';
let t: Harness;
let w: ScopingWorld;
let again: Date;

beforeAll(async () => {
  t = harness(database.db);
  w = await scopingWorld(t);
  // A's customer pays the primary account too, later.
  t.clock.advance(60_000);
  again = t.clock.now();
  await payOk(t, w.onPrimary.linkRef, payer({ email: w.onA.email, card: card(CARDS.success) }));
}, 120_000);

describe('a member limited to sub-account A', () => {
  test('the home’s net and the sub-account page’s are A’s share, not the payment’s net', async () => {
    const row = await transactionRow(t, w.onA.reference);
    const share = (await paymentPostings(t, w.onA.reference)).sub_account_pending!;
    // The world's split: 12.5 %, the fee borne by the main merchant.
    expect(share).toBe(
      allocateSplit(row.amountPaid, row.fee, {
        splitType: 'percentage',
        splitValue: 1250n,
        feeBearer: 'merchant',
      }).subAccount,
    );
    expect(share).toBeLessThan(row.net);

    const stats = `${V}/merchant/dashboard/transactions/stats/NGN?from=2026-03-01&to=2026-03-02`;
    const mine = await t.get(stats, { token: w.limited.token });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.responseBody.totals).toMatchObject({
      paid: 1,
      volume: w.onA.amount,
      net: Number(share),
    });
    const day = mine.body.responseBody.days.find((d: { date: string }) => d.date === '2026-03-02');
    expect(day).toMatchObject({ paid: 1, net: Number(share) });
    expect(mine.body.responseBody.channels).toMatchObject([{ channel: 'card', net: Number(share) }]);
    // The owner's home still counts the merchant's nets in full.
    const owner = await t.get(stats, { token: w.owner.token });
    expect(owner.body.responseBody.totals.net).toBeGreaterThan(Number(row.net));

    for (const token of [w.limited.token, w.owner.token]) {
      const page = await t.get(`${V}/merchant/sub-accounts/${w.a.slug}?currency=NGN`, { token });
      expect(page.status, page.text).toBe(200);
      expect(page.body.responseBody.stats).toMatchObject({
        payments: 1,
        volume: w.onA.amount,
        net: Number(share),
      });
    }
  });

  test('the customers list and export count only what a customer paid on A', async () => {
    const onA = await transactionRow(t, w.onA.reference);
    const list = await t.post(`${V}/merchant/customers`, {}, { token: w.limited.token });
    expect(list.status, list.text).toBe(200);
    expect(list.body.responseBody.items).toMatchObject([
      {
        email: w.onA.email,
        paymentCount: 1,
        firstPaidAt: onA.paidAt!.toISOString(),
        lastPaidAt: onA.paidAt!.toISOString(),
      },
    ]);
    const owner = await t.post(`${V}/merchant/customers`, {}, { token: w.owner.token });
    const whole = owner.body.responseBody.items.find((c: { email: string }) => c.email === w.onA.email);
    expect(whole).toMatchObject({ paymentCount: 2, lastPaidAt: again.toISOString() });

    const csv = await t.post(`${V}/merchant/customers/export-csv/`, {}, { token: w.limited.token });
    expect(csv.status, csv.text).toBe(200);
    const line = csv.text.split('\n').find((l) => l.includes(w.onA.email))!;
    expect(line).toContain(`"NGN ${toDecimal(BigInt(w.onA.amount), 'NGN')}"`);
    expect(line).toContain(`"${onA.paidAt!.toISOString()}"`);
    expect(line).not.toContain(again.toISOString());
    expect(line).not.toContain(toDecimal(BigInt(w.onA.amount + w.onPrimary.amount), 'NGN'));
  });
});
