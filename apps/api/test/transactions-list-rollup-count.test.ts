/**
 * The transactions list's total is capped from the merchant's day rollup, instead of counted, only
 * for the lists the rollup counts a part of (transactions-list.ts `pastTheCap`): the primary
 * account's, filtered by nothing but status (success, underpaid, failed), channel, currency and an
 * end day, for a merchant without sub-accounts. Here the rollup is made to hold far more than the
 * merchant's three real payments, on one day: a list it may bound says "10,000+", and every other
 * list (a start day, a search, a pending status, a day range before the rollup's day, a merchant
 * with a sub-account) is still counted from its rows. A quieter month is capped from the year's
 * rollup when the month holds over a twelfth of the cap and the year over the cap.
 */
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { useDatabase } from './support/database.ts';
import { type Harness, harness } from './support/harness.ts';
import { CARDS, card, merchantWithLink, payer, payOk } from './support/payments.ts';
import { createSubAccount } from './support/sub-accounts.ts';
import { signIn } from './support/users.ts';

const database = useDatabase();
const TXNS = '/api/v1/merchant/transactions';

async function counted(t: Harness, token: string, filters: Record<string, unknown>, q = '') {
  const res = await t.post(`${TXNS}${q}`, filters, { token });
  expect(res.status, res.text).toBe(200);
  const { total, totalCapped } = res.body.responseBody as { total: number; totalCapped: boolean };
  return [total, totalCapped];
}
const CAPPED = [10_000, true];

test('the rollup caps only the lists it counts; every other list is counted from its rows', async () => {
  const t = harness(database.db);
  t.clock.set('2026-06-10T09:00:00Z');
  const { owner, link, merchantId } = await merchantWithLink(t, { amount: 100_000 });
  await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
  await payOk(t, link.ref, payer({ email: 'bola@example.com', card: card(CARDS.success) }));
  await payOk(t, link.ref, payer({ email: 'chi@example.com', channel: 'ussd', ussdBank: 'gtbank' }));
  // Far more on 11 June than the merchant ever took: card payments in naira, USSD failures in
  // dollars, and naira transfers that were all short (underpaid).
  await t.db.execute(sql`insert into merchant_day_stats (merchant_id, currency, day, channel, shard, paid, failed, underpaid)
    values (${merchantId}, 'NGN', '2026-06-11', 'card', 0, 20001, 0, 0),
           (${merchantId}, 'USD', '2026-06-11', 'ussd', 0, 0, 20001, 0),
           (${merchantId}, 'NGN', '2026-06-11', 'bank_transfer', 0, 20001, 0, 20001)`);
  t.clock.set('2026-06-12T12:00:00Z');
  const token = await signIn(t, owner.email);

  // Lists the rollup counts a part of: capped from it.
  for (const filters of [
    {},
    { status: 'success' },
    { status: 'underpaid' },
    { status: 'failed' },
    { channel: 'card' },
    { currency: 'USD' },
    { channel: 'card', currency: 'NGN' },
    { status: 'success', channel: 'card', currency: 'NGN' },
    { to: '2026-06-11' },
    { to: '2026-06-12' },
  ])
    expect([filters, await counted(t, token, filters)]).toEqual([filters, CAPPED]);
  expect(await counted(t, token, {}, '?page=2')).toEqual(CAPPED);

  // Lists it does not count, or counts none of: the rows are counted (the three payments began on 10 June).
  for (const [filters, total] of [
    [{ status: 'pending' }, 1],
    [{ from: '2026-06-10' }, 3],
    [{ from: '2026-06-10', status: 'success' }, 2],
    [{ search: 'bola@' }, 1],
    [{ customer: 'chi@example.com' }, 1],
    [{ minAmount: 1 }, 3],
    [{ paymentLink: link.ref }, 3],
    [{ to: '2026-06-10' }, 3],
    // The transfers' rows hold success minus underpaid: none; the USSD failures are in dollars.
    [{ status: 'success', channel: 'bank_transfer', currency: 'NGN' }, 0],
    [{ channel: 'ussd', currency: 'NGN' }, 1],
    [{ status: 'failed', currency: 'NGN' }, 0],
  ] as const)
    expect([filters, await counted(t, token, filters)]).toEqual([filters, [total, false]]);
  // As of the day of the rollup's figures, they are not yet before it.
  expect(await counted(t, token, {}, `?asOf=${encodeURIComponent('2026-06-11T20:00:00Z')}`)).toEqual([
    3,
    false,
  ]);

  // A merchant with a sub-account: its rollup counts the sub-accounts' payments too.
  await createSubAccount(t, token, { name: 'Ikeja branch' });
  expect(await counted(t, token, {})).toEqual([3, false]);
  expect(await counted(t, token, { status: 'success' })).toEqual([2, false]);
});

test('a quieter month is capped from the year when the year holds more than the cap', async () => {
  const t = harness(database.db);
  t.clock.set('2026-06-10T09:00:00Z');
  const { owner, link, merchantId } = await merchantWithLink(t, { amount: 100_000 });
  await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
  // Card payments in naira: 900 in the 31 days to 11 June (over a twelfth of the cap), and
  // 9,200 more earlier that year; USSD in naira: 800 in those 31 days and 9,300 earlier; transfers
  // in dollars: 900 in the 31 days, but the rest more than a year before.
  await t.db.execute(sql`insert into merchant_day_stats (merchant_id, currency, day, channel, shard, paid, failed, underpaid)
    values (${merchantId}, 'NGN', '2026-06-01', 'card', 0, 900, 0, 0),
           (${merchantId}, 'NGN', '2025-09-01', 'card', 0, 9200, 0, 0),
           (${merchantId}, 'NGN', '2026-06-01', 'ussd', 0, 800, 0, 0),
           (${merchantId}, 'NGN', '2025-09-01', 'ussd', 0, 9300, 0, 0),
           (${merchantId}, 'USD', '2026-06-01', 'bank_transfer', 0, 900, 0, 0),
           (${merchantId}, 'USD', '2025-06-01', 'bank_transfer', 0, 9200, 0, 0)`);
  t.clock.set('2026-06-12T12:00:00Z');
  const token = await signIn(t, owner.email);
  expect(await counted(t, token, { channel: 'card', currency: 'NGN' })).toEqual(CAPPED);
  expect(await counted(t, token, { channel: 'card' })).toEqual(CAPPED);
  // 800 in the month: the year is not read, and the one real row is counted.
  expect(await counted(t, token, { channel: 'ussd', currency: 'NGN' })).toEqual([0, false]);
  // The rest of the transfers fall outside the year: counted.
  expect(await counted(t, token, { channel: 'bank_transfer', currency: 'USD' })).toEqual([0, false]);
  // The whole merchant: 1,700 + 900 in the month, 20,300 in the year.
  expect(await counted(t, token, {})).toEqual(CAPPED);
});
