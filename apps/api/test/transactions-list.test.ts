/**
 * The merchant's transactions list (spec 001 §7 "Transactions"): each filter alone and together
 * against a known set of payments, Lagos days, the capped total, and pages that neither repeat nor
 * skip a row while new payments arrive.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { useDatabase } from './support/database.ts';
import { type Harness, harness as makeHarness } from './support/harness.ts';
import { CARDS, card, createLink, merchantWithLink, PAY, payer, payOk } from './support/payments.ts';
import { signedInUser, signIn } from './support/users.ts';

const database = useDatabase();
const TXNS = '/api/v1/merchant/transactions';

type Item = { id: string; reference: string; status: string; createdAt: string };
const list = async (t: Harness, token: string, filters: Record<string, unknown> = {}, q = '') => {
  const res = await t.post(`${TXNS}${q}`, filters, { token });
  expect(res.status, res.text).toBe(200);
  return res.body.responseBody as {
    items: Item[];
    page: number;
    total: number;
    totalCapped: boolean;
    asOf: string;
  };
};

/**
 * One merchant's payments, oldest first:
 * a: card, paid, NGN 2,500 (link A), ada, 2026-03-01 10:00 Lagos
 * b: card, declined, NGN 2,500 (link A), bola, 2026-03-01 23:30 UTC = 2 March in Lagos
 * c: transfer, underpaid, NGN 5,000 (link B), chi, 2026-03-02
 * d: USSD, pending, NGN 5,000 (link B), ada, 2026-03-03
 * e: card, paid, USD 100 (link C), Dele@Example.com, 2026-03-03
 */
async function dataset(t: Harness) {
  t.clock.set('2026-03-01T09:00:00Z');
  const { owner, link: a } = await merchantWithLink(t, { amount: 250_000 });
  const b = await createLink(t, owner.token, { name: 'Shoes', amount: 500_000 });
  const c = await createLink(t, owner.token, { name: 'Course', amount: 10_000, currency: 'USD' });
  const refs: Record<string, string> = {};
  refs.a = (await payOk(t, a.ref, payer({ card: card(CARDS.success) }))).reference;
  t.clock.set('2026-03-01T23:30:00Z');
  refs.b = (
    await payOk(t, a.ref, payer({ email: 'bola@example.com', card: card(CARDS.declined) }))
  ).reference;
  t.clock.set('2026-03-02T12:00:00Z');
  refs.c = (await payOk(t, b.ref, payer({ email: 'chi@example.com', channel: 'bank_transfer' }))).reference;
  await t.post(`${PAY}/checkout/${refs.c}/simulate-transfer`, { amount: 400_000 });
  t.clock.set('2026-03-03T12:00:00Z');
  refs.d = (await payOk(t, b.ref, payer({ channel: 'ussd', ussdBank: 'gtbank' }))).reference;
  t.clock.advance(60_000);
  refs.e = (await payOk(t, c.ref, payer({ email: 'Dele@Example.com', card: card(CARDS.success) }))).reference;
  t.clock.set('2026-03-04T12:00:00Z');
  const token = await signIn(t, owner.email);
  return { owner: { ...owner, token }, links: { a: a.ref, b: b.ref, c: c.ref }, refs };
}

describe('filters against a known set of payments', () => {
  test('each filter alone, then together; newest first; unknown values match nothing', async () => {
    const t = harness();
    const { owner, links, refs } = await dataset(t);
    const names = Object.fromEntries(Object.entries(refs).map(([k, v]) => [v, k]));
    const found = async (filters: Record<string, unknown>) =>
      (await list(t, owner.token, filters)).items.map((i) => names[i.reference]).join('');

    const all = await list(t, owner.token);
    expect(all.items.map((i) => names[i.reference]).join('')).toBe('edcba');
    expect([all.total, all.totalCapped, all.page]).toEqual([5, false, 1]);
    expect(all.items.find((i) => names[i.reference] === 'c')?.status).toBe('underpaid');

    expect(await found({ from: '2026-03-02', to: '2026-03-02' })).toBe('cb');
    expect(await found({ to: '2026-03-01' })).toBe('a');
    expect(await found({ from: '2026-03-03' })).toBe('ed');
    expect(await found({ status: 'success' })).toBe('ea');
    expect(await found({ status: 'underpaid' })).toBe('c');
    expect(await found({ status: 'failed' })).toBe('b');
    expect(await found({ channel: 'card' })).toBe('eba');
    expect(await found({ channel: 'ussd' })).toBe('d');
    expect(await found({ currency: 'USD' })).toBe('e');
    expect(await found({ currency: 'EUR' })).toBe('');
    expect(await found({ minAmount: 500_000 })).toBe('dc');
    expect(await found({ maxAmount: 250_000 })).toBe('eba');
    expect(await found({ minAmount: 250_000, maxAmount: 250_000 })).toBe('ba');
    expect(await found({ paymentLink: links.b })).toBe('dc');
    expect(await found({ paymentLink: 'PL-0000000000' })).toBe('');
    expect(await found({ customer: 'ADA@example.com' })).toBe('da');
    expect(await found({ customer: 'dele@example.com' })).toBe('e');
    expect(await found({ search: refs.c!.toLowerCase() })).toBe('c');
    expect(await found({ search: 'bo' })).toBe('b');
    expect(await found({ search: 'DELE@' })).toBe('e');
    expect(await found({ search: '%' })).toBe('');
    expect(await found({ search: 'a_a' })).toBe('');

    expect(await found({ channel: 'card', currency: 'NGN', status: 'success' })).toBe('a');
    expect(await found({ paymentLink: links.a, from: '2026-03-02' })).toBe('b');
    expect(await found({ customer: 'ada@example.com', minAmount: 300_000, channel: 'ussd' })).toBe('d');
    expect(await found({ search: refs.a, status: 'failed' })).toBe('');

    const get = await t.get(`${TXNS}/primary-accounts?status=success&minAmount=100000&currency=NGN`, {
      token: owner.token,
    });
    expect(get.body.responseBody.items.map((i: Item) => names[i.reference])).toEqual(['a']);
    const subs = await t.get(`${TXNS}/sub-accounts?page=2`, { token: owner.token });
    expect(subs.body.responseBody).toMatchObject({ items: [], page: 2, total: 0, totalCapped: false });
  });

  test('another merchant’s payments and links are never listed', async () => {
    const t = harness();
    const { links } = await dataset(t);
    const { owner: other } = await merchantWithLink(t);
    expect((await list(t, other.token)).items).toEqual([]);
    expect((await list(t, other.token, { paymentLink: links.a })).items).toEqual([]);
  });
});

describe('pages', () => {
  test('while payments arrive, the pages of one listing hold every row once', async () => {
    const t = harness();
    t.clock.set('2026-04-01T08:00:00Z');
    const { owner, link } = await merchantWithLink(t, { amount: 100_000 });
    const made: string[] = [];
    for (let i = 0; i < 45; i++) {
      // Payments three at a time share a time: ties are ordered by id.
      if (i % 3 === 0) t.clock.advance(1_000);
      made.push(
        (await payOk(t, link.ref, payer({ email: `p${i}@example.com`, card: card(CARDS.success) })))
          .reference,
      );
    }
    const first = await list(t, owner.token);
    expect([first.total, first.items.length]).toEqual([45, 20]);
    const seen = [...first.items];
    for (let page = 2; page <= 3; page++) {
      // New payments between page reads.
      t.clock.advance(1_000);
      await payOk(t, link.ref, payer({ email: `new${page}@example.com`, card: card(CARDS.success) }));
      await payOk(t, link.ref, payer({ email: `later${page}@example.com`, card: card(CARDS.success) }));
      const next = await list(t, owner.token, {}, `?page=${page}&asOf=${encodeURIComponent(first.asOf)}`);
      expect(next.total).toBe(45);
      seen.push(...next.items);
    }
    expect(seen).toHaveLength(45);
    expect(new Set(seen.map((i) => i.reference))).toEqual(new Set(made));
    // Newest first: times never go up down the pages.
    const times = seen.map((i) => i.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await list(t, owner.token, {}, `?page=4&asOf=${encodeURIComponent(first.asOf)}`)).items).toEqual(
      [],
    );
    expect((await list(t, owner.token)).total).toBe(49);
  });
});

describe('counts on a long history', () => {
  test('capped at 10,000; a rare channel past the newest 20,000 rows is "at least", a rare pair exact', async () => {
    const t = harness();
    const owner = await signedInUser(t);
    const merchantId = owner.row.merchantId;
    // Written straight to the table, as an import would: 3 USSD checkouts, then 20,005 card ones.
    await t.db.execute(sql`insert into transactions (reference, merchant_id, customer_email, customer_name,
        channel, status, currency, amount, fee, total, fee_bearer, created_at, updated_at)
      select 'PRL_' || upper(substr(md5(${merchantId} || g::text), 1, 16)), ${merchantId}::uuid,
        'p' || g || '@example.com', 'Payer', case when g <= 3 then 'ussd' else 'card' end, 'pending', 'NGN',
        1000, 0, 1000, 'merchant', ${'2025-06-01T00:00:00Z'}::timestamptz + make_interval(secs => g),
        ${'2025-06-01T00:00:00Z'}::timestamptz + make_interval(secs => g)
      from generate_series(1, 20008) g`);
    const all = await list(t, owner.token);
    expect([all.total, all.totalCapped]).toEqual([10_000, true]);
    const pending = await list(t, owner.token, { status: 'pending', from: '2025-06-01' });
    expect([pending.total, pending.totalCapped]).toEqual([10_000, true]);
    const rare = await list(t, owner.token, { channel: 'ussd' });
    expect(rare.items).toHaveLength(3);
    expect([rare.total, rare.totalCapped]).toEqual([3, true]);
    const none = await list(t, owner.token, { currency: 'USD' });
    expect([none.items.length, none.total, none.totalCapped]).toEqual([0, 0, true]);
    // Channel and currency together have their own index: counted exactly, however old the rows.
    const pair = await list(t, owner.token, { channel: 'ussd', currency: 'NGN' });
    expect([pair.items.length, pair.total, pair.totalCapped]).toEqual([3, 3, false]);
    const nonePair = await list(t, owner.token, { channel: 'bank_transfer', currency: 'USD' });
    expect([nonePair.items.length, nonePair.total, nonePair.totalCapped]).toEqual([0, 0, false]);
    const pastTheEnd = await list(t, owner.token, { channel: 'ussd', currency: 'NGN' }, '?page=2');
    expect([pastTheEnd.items.length, pastTheEnd.total, pastTheEnd.totalCapped]).toEqual([0, 3, false]);
    const deep = await list(t, owner.token, {}, '?page=1000');
    expect(deep.items).toHaveLength(20);
    expect(deep.items.at(-1)?.reference).toBe(
      (await list(t, owner.token, { channel: 'card', maxAmount: 1000 }, '?page=1000')).items.at(-1)
        ?.reference,
    );
  }, 120_000);
});

describe('the whole list of a busy merchant', () => {
  test('is capped from the day rollups, and a quieter list is still counted exactly', async () => {
    const t = harness();
    t.clock.set('2026-05-20T12:00:00Z');
    const owner = await signedInUser(t);
    const merchantId = owner.row.merchantId;
    // 10,050 payments over the 20 days before today, written as an import would (the rollup
    // triggers count them), and 7 failures today, which the rollups of past days do not hold.
    await t.db.execute(sql`insert into transactions (reference, merchant_id, customer_email, customer_name,
        channel, status, currency, amount, fee, total, amount_paid, net, fee_bearer, paid_at, created_at, updated_at)
      select 'PRL_' || upper(substr(md5(${merchantId} || g::text), 1, 16)), ${merchantId}::uuid,
        'p' || g || '@example.com', 'Payer', 'card', case when g <= 10050 then 'success' else 'failed' end, 'NGN',
        1000, 15, 1000, case when g <= 10050 then 1000 else 0 end, case when g <= 10050 then 985 else 0 end,
        'merchant', case when g <= 10050 then at end, at, at
      from generate_series(1, 10057) g,
        lateral (select case when g <= 10050 then ${'2026-04-30T12:00:00Z'}::timestamptz + make_interval(secs => g * 150)
                             else ${'2026-05-20T08:00:00Z'}::timestamptz + make_interval(secs => g) end as at) a`);
    const all = await list(t, owner.token);
    expect([all.items.length, all.total, all.totalCapped]).toEqual([20, 10_000, true]);
    const failed = await list(t, owner.token, { status: 'failed' });
    expect([failed.total, failed.totalCapped]).toEqual([7, false]);
    // As of yesterday morning, the rollups of the month before hold fewer than the cap: counted.
    const before = await list(t, owner.token, {}, `?asOf=${encodeURIComponent('2026-05-02T00:00:00Z')}`);
    expect([before.total, before.totalCapped]).toEqual([864, false]);
  }, 120_000);
});

function harness() {
  return makeHarness(database.db);
}
