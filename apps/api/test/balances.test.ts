/**
 * Balances (spec 001 §7 "Balances, settlement and conversion"): a currency's balances and what
 * settles next, the wallets' history with each filter and its pages, one movement, 401/403/404,
 * bad input, currencies and the settlement fee schedule, and the sandbox's settle-now.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { journalEntries } from '#db/schema/index.ts';
import { runSettlement } from '#modules/settlement/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness as makeHarness } from './support/harness.ts';
import { CARDS, card, createLink, merchantWithLink, payer, payOk } from './support/payments.ts';
import { createRole, member } from './support/team.ts';
import { signedInUser, signIn } from './support/users.ts';

const database = useDatabase();
const harness = () => makeHarness(database.db);
const B = '/api/v1/merchant/balances';

type Movement = {
  id: string;
  ref: string;
  type: string;
  typeLabel: string;
  wallet: string;
  amount: number;
  currency: string;
  reference: string;
};
const history = async (t: Harness, token: string, filters: Record<string, unknown> = {}, page = 1) => {
  const res = await t.post(`${B}/view-all?page=${page}`, filters, { token });
  expect(res.status, res.text).toBe(200);
  return res.body.responseBody as { items: Movement[]; page: number; perPage: number; hasMore: boolean };
};

/**
 * One merchant: ₦10,000 paid on Monday 2 March 2026 (a), ₦5,000 on Tuesday 3 March (b), $100 on
 * Tuesday (c). On Tuesday 23:30 Lagos the run settles a (T+1); b and c are due at midnight.
 */
async function dataset(t: Harness) {
  t.clock.set('2026-03-02T09:00:00Z');
  const { owner, link, merchantId } = await merchantWithLink(t, { amount: 1_000_000 });
  const five = await createLink(t, owner.token, { name: 'Five', amount: 500_000 });
  const usd = await createLink(t, owner.token, { name: 'Dollars', amount: 10_000, currency: 'USD' });
  const pay = async (ref: string) =>
    (await payOk(t, ref, payer({ card: card(CARDS.success) }))).reference as string;
  const a = await pay(link.ref);
  t.clock.set('2026-03-03T09:00:00Z');
  const b = await pay(five.ref);
  t.clock.advance(60_000);
  const c = await pay(usd.ref);
  t.clock.set('2026-03-03T22:30:00Z');
  await runSettlement(t.deps, { merchantId });
  // The clock moved past the session's idle limit: sign in again.
  return { owner: { ...owner, token: await signIn(t, owner.email) }, merchantId, refs: { a, b, c } };
}

describe('a currency’s balances', () => {
  test('available, pending and what settles next; USD apart; 401 and 403', async () => {
    const t = harness();
    const { owner } = await dataset(t);
    const ngn = await t.get(`${B}/NGN`, { token: owner.token });
    expect(ngn.status, ngn.text).toBe(200);
    // a: ₦10,000 − ₦250 settled; b: ₦5,000 − (₦75 + ₦100) pending, due Wednesday 00:00 Lagos.
    expect(ngn.body.responseBody).toEqual({
      currency: 'NGN',
      available: 975_000,
      pending: 482_500,
      nextSettlement: { amount: 482_500, at: '2026-03-03T23:00:00.000Z' },
      settlementDelayDays: 1,
    });
    expect((await t.get(B, { token: owner.token })).body.responseBody).toEqual(ngn.body.responseBody);
    const usd = await t.get(`${B}/USD`, { token: owner.token });
    expect(usd.body.responseBody).toMatchObject({ currency: 'USD', available: 0, pending: 9_560 });
    expect((await t.get(`${B}/XYZ`, { token: owner.token })).status).toBe(422);
    expect((await t.get(`${B}/NGN`)).status).toBe(401);
    const role = await createRole(t, owner.token, ['transactions:read']);
    const clerk = await member(t, owner.token, { roleName: role.name });
    expect(errorBody(await t.get(`${B}/NGN`, { token: clerk.token }), 403).message).toBe('Not authorized');
    expect((await t.post(`${B}/view-all`, {}, { token: clerk.token })).status).toBe(403);
  });
});

describe('the history', () => {
  test('each filter alone; newest first; generic types', async () => {
    const t = harness();
    const { owner, refs } = await dataset(t);
    const all = await history(t, owner.token);
    // Newest first: a's settlement (two movements), then the payments c, b, a.
    expect(all.items).toHaveLength(5);
    expect(all.items.map((m) => m.type)).toEqual([
      'settlement',
      'settlement',
      'payment',
      'payment',
      'payment',
    ]);
    expect(all.items.slice(2).map((m) => m.reference)).toEqual([refs.c, refs.b, refs.a]);
    expect(
      all.items
        .slice(0, 2)
        .map((m) => m.amount)
        .sort((x, y) => x - y),
    ).toEqual([-975_000, 975_000]);
    expect(all.items.at(-1)).toMatchObject({
      type: 'payment',
      typeLabel: 'Payment',
      reference: refs.a,
      amount: 975_000,
    });
    expect(all.hasMore).toBe(false);

    const refsOf = async (f: Record<string, unknown>) =>
      (await history(t, owner.token, f)).items.map(
        (m) => `${m.type}:${Object.entries(refs).find(([, r]) => r === m.reference)?.[0]}`,
      );
    expect(await refsOf({ type: 'payment' })).toEqual(['payment:c', 'payment:b', 'payment:a']);
    expect(await refsOf({ type: 'settlement' })).toEqual(['settlement:a', 'settlement:a']);
    expect(await refsOf({ type: 'payout' })).toEqual([]);
    expect(await refsOf({ currency: 'USD' })).toEqual(['payment:c']);
    expect(await refsOf({ amount: 482_500 })).toEqual(['payment:b']);
    expect(await refsOf({ amount: 975_000 })).toEqual(['settlement:a', 'settlement:a', 'payment:a']);
    expect(await refsOf({ start_date: '2026-03-03' })).toEqual([
      'settlement:a',
      'settlement:a',
      'payment:c',
      'payment:b',
    ]);
    expect(await refsOf({ end_date: '2026-03-02' })).toEqual(['payment:a']);
    expect(await refsOf({ start_date: '2026-03-03', end_date: '2026-03-03' })).toEqual([
      'settlement:a',
      'settlement:a',
      'payment:c',
      'payment:b',
    ]);
    // A day ends at midnight in Lagos: 23:00 UTC on 2 March is 3 March there.
    expect(await refsOf({ end_date: '2026-03-01' })).toEqual([]);
    expect(await refsOf({ search: refs.b.toLowerCase() })).toEqual(['payment:b']);
    expect(await refsOf({ search: 'Settlement of' })).toEqual(['settlement:a', 'settlement:a']);
    expect(await refsOf({ search: '100%_' })).toEqual([]);
    expect(await refsOf({ type: 'payment', currency: 'NGN', start_date: '2026-03-03' })).toEqual([
      'payment:b',
    ]);
  });

  test('pages of 20 that neither repeat nor skip; past the end is empty', async () => {
    const t = harness();
    t.clock.set('2026-04-01T09:00:00Z');
    const { owner, link } = await merchantWithLink(t, { amount: 100_000 });
    for (let i = 0; i < 23; i++) {
      await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
      t.clock.advance(60_000);
    }
    const token = await signIn(t, owner.email);
    const one = await history(t, token, {}, 1);
    const two = await history(t, token, {}, 2);
    const three = await history(t, token, {}, 3);
    expect([one.items.length, one.hasMore, two.items.length, two.hasMore]).toEqual([20, true, 3, false]);
    expect(three.items).toEqual([]);
    const ids = [...one.items, ...two.items].map((m) => m.id);
    expect(new Set(ids).size).toBe(23);
  });

  test('bad filters get field errors', async () => {
    const t = harness();
    const { owner } = await merchantWithLink(t);
    const bad = async (body: unknown, field: string) => {
      const res = await t.post(`${B}/view-all`, body, { token: owner.token });
      expect(errorBody(res, 422).errors?.[field], JSON.stringify(body)).toBeTruthy();
    };
    await bad({ start_date: '2026-02-30' }, 'start_date');
    await bad({ start_date: '2026-03-05', end_date: '2026-03-01' }, 'end_date');
    await bad({ amount: -5 }, 'amount');
    await bad({ amount: 1.5 }, 'amount');
    await bad({ currency: 'XXX' }, 'currency');
    await bad({ type: 'Robert"); drop table' }, 'type');
    await bad({ search: 'x'.repeat(101) }, 'search');
    expect((await t.post(`${B}/view-all?page=0`, {}, { token: owner.token })).status).toBe(422);
  });
});

describe('one movement', () => {
  test('its lines and payment; another merchant’s, an unknown or a malformed ref → 404', async () => {
    const t = harness();
    const { owner, merchantId, refs } = await dataset(t);
    const [settlement] = await t.db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(and(eq(journalEntries.kind, 'settlement'), eq(journalEntries.reference, refs.a)));
    const res = await t.get(`${B}/show/${settlement!.id}`, { token: owner.token });
    expect(res.status, res.text).toBe(200);
    const body = res.body.responseBody;
    expect(body).toMatchObject({
      ref: settlement!.id,
      type: 'settlement',
      typeLabel: 'Settlement',
      reference: refs.a,
    });
    expect(body.lines).toEqual([
      { wallet: 'merchant_pending', walletLabel: 'Pending', amount: -975_000, currency: 'NGN' },
      { wallet: 'merchant_available', walletLabel: 'Available', amount: 975_000, currency: 'NGN' },
    ]);
    expect(body.transaction.reference).toBe(refs.a);
    expect(merchantId).toBeTruthy();

    const other = await signedInUser(t);
    expect(errorBody(await t.get(`${B}/show/${settlement!.id}`, { token: other.token }), 404).errorCode).toBe(
      'NOT_FOUND',
    );
    expect(
      (await t.get(`${B}/show/00000000-0000-4000-8000-000000000000`, { token: owner.token })).status,
    ).toBe(404);
    expect((await t.get(`${B}/show/not-an-id`, { token: owner.token })).status).toBe(404);
    // The other merchant's own history holds none of it.
    expect((await history(t, other.token)).items).toEqual([]);
  });
});

describe('reference data and the sandbox', () => {
  test('currencies, the settlement fee schedule, settle-now', async () => {
    const t = harness();
    t.clock.set('2026-05-04T09:00:00Z');
    const { owner, link, merchantId } = await merchantWithLink(t, { amount: 1_000_000 });
    const currencies = await t.get('/api/v1/currencies', { token: owner.token });
    expect(currencies.body.responseBody).toContainEqual({
      code: 'NGN',
      name: 'Nigerian naira',
      symbol: '₦',
      exponent: 2,
    });
    const charges = await t.get('/api/v1/charges/settlement', { token: owner.token });
    expect(charges.body.responseBody).toEqual({
      pendingToAvailable: 0,
      payout: [
        {
          currency: 'NGN',
          tiers: [
            { upTo: 500_000, fee: 1_000 },
            { upTo: 5_000_000, fee: 2_500 },
            { upTo: null, fee: 5_000 },
          ],
        },
      ],
      settlementDelayDays: 1,
    });
    await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    const now = await t.post(`${B}/simulate-settlement`, undefined, { token: owner.token });
    expect(now.status, now.text).toBe(200);
    expect(now.body).toEqual({ message: 'Pending payments settled (sandbox)', responseBody: { settled: 1 } });
    expect((await t.get(`${B}/NGN`, { token: owner.token })).body.responseBody).toMatchObject({
      available: 975_000,
      pending: 0,
      nextSettlement: null,
    });
    expect(merchantId).toBeTruthy();
    const live = makeHarness(database.db, { config: { mode: 'live' } as never });
    const res = await live.post(`${B}/simulate-settlement`, undefined, { token: owner.token });
    expect(res.status).toBe(404);
  });
});
