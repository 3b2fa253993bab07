/**
 * The balance history's pages (POST merchant/balances/view-all): read by number (`?page=`), forward
 * by each page's `next` (`after`) and back by its `previous` (`before`), with every filter. Each
 * way must give exactly the full list the database holds for the filter, in the list's order
 * (time, entry, posting: many rows here share one instant and one entry), cut into pages of 20.
 * Also: `asOf` keeps later pages still while movements arrive, a cursor is only a position (it
 * shows nothing of another merchant), bad cursors get field errors, and a member limited to
 * sub-accounts sees nothing of the primary account's wallets whichever way they page.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { rawRows } from '#db/client.ts';
import { runSettlement } from '#modules/settlement/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness as makeHarness } from './support/harness.ts';
import { CARDS, card, createLink, merchantWithLink, payer, payOk } from './support/payments.ts';
import { createRole, member, subAccount } from './support/team.ts';
import { signedInUser, signIn } from './support/users.ts';

const database = useDatabase();
const B = '/api/v1/merchant/balances';
const PER = 20;

type Page = {
  items: Array<{ id: string; reference: string }>;
  page: number;
  hasMore: boolean;
  asOf: string;
  next: string | null;
  previous: string | null;
};
type Paging = { page: number; asOf?: string; after?: string; before?: string };

async function read(t: Harness, token: string, filters: object, paging: Paging): Promise<Page> {
  const q = new URLSearchParams(Object.entries(paging).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await t.post(`${B}/view-all?${q}`, filters, { token });
  expect(res.status, res.text).toBe(200);
  return res.body.responseBody as Page;
}

type Row = {
  id: string;
  entry_id: string;
  at: string;
  kind: string;
  reference: string;
  description: string;
  currency: string;
  amount: string;
};
type Filters = {
  type?: string;
  currency?: string;
  amount?: number;
  search?: string;
  start_date?: string;
  end_date?: string;
};

/** Every movement on the merchant's wallets, straight from the tables, in the list's order. */
async function everyMovement(t: Harness, merchantId: string): Promise<Row[]> {
  const rows = await rawRows<Row>(
    t.db,
    sql`select p.id::text, e.id::text as entry_id, to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as at,
      e.kind, e.reference, e.description, p.currency, p.amount::text as amount
    from postings p join journal_entries e on e.id = p.entry_id join ledger_accounts a on a.id = p.account_id
    where a.merchant_id = ${merchantId}`,
  );
  const desc = (x: string, y: string) => (x < y ? 1 : x > y ? -1 : 0);
  return rows.sort((x, y) => desc(x.at, y.at) || desc(x.entry_id, y.entry_id) || desc(x.id, y.id));
}

/** The filters' meaning, written plainly: Africa/Lagos days (UTC+1), exact amounts, references. */
function matches(r: Row, f: Filters): boolean {
  const day = new Date(Date.parse(`${r.at}Z`) + 3_600_000).toISOString().slice(0, 10);
  if (f.type && r.kind !== f.type) return false;
  if (f.currency && r.currency !== f.currency) return false;
  if (f.amount !== undefined && Math.abs(Number(r.amount)) !== f.amount) return false;
  if (f.start_date && day < f.start_date) return false;
  if (f.end_date && day > f.end_date) return false;
  if (f.search) {
    const s = f.search;
    if (/^[A-Z]{2,5}_[0-9A-Z]{8,32}$/i.test(s)) return r.reference === s.toUpperCase();
    return r.description.toLowerCase().includes(s.toLowerCase());
  }
  return true;
}

/**
 * A merchant whose history has 44 movements: twelve ₦1,000 payments on Monday 2 March 2026 (three
 * at each of four instants), four ₦500 and three $10 on Tuesday; the run on Tuesday night settles
 * Monday's twelve at one instant (24 movements sharing a time, two to an entry); one more ₦1,000
 * payment after it.
 */
async function history(t: Harness) {
  t.clock.set('2026-03-02T09:00:00Z');
  const { owner, link, merchantId } = await merchantWithLink(t, { amount: 100_000 });
  const half = await createLink(t, owner.token, { name: 'Half', amount: 50_000 });
  const usd = await createLink(t, owner.token, { name: 'Dollars', amount: 1_000, currency: 'USD' });
  const pay = async (ref: string) =>
    (await payOk(t, ref, payer({ card: card(CARDS.success) }))).reference as string;
  const refs: string[] = [];
  for (let i = 0; i < 12; i++) {
    refs.push(await pay(link.ref));
    if (i % 3 === 2) t.clock.advance(60_000);
  }
  t.clock.set('2026-03-03T09:00:00Z');
  for (let i = 0; i < 4; i++) refs.push(await pay(half.ref));
  for (let i = 0; i < 3; i++) {
    refs.push(await pay(usd.ref));
    t.clock.advance(1_000);
  }
  t.clock.set('2026-03-03T22:30:00Z');
  await runSettlement(t.deps, { merchantId });
  // One more after the run: the pages of 20 then end between the two postings of an entry.
  t.clock.advance(60_000);
  refs.push(await pay(link.ref));
  return { token: await signIn(t, owner.email), merchantId, refs };
}

/** Page 1, then each `next` to the end, then each `previous` back: all equal to the numbered pages. */
async function pageBothWays(t: Harness, token: string, f: Filters, expected: Row[]) {
  const label = JSON.stringify(f);
  const ids = (p: Page) => p.items.map((m) => m.id);
  const want = (n: number) => expected.slice((n - 1) * PER, n * PER).map((r) => r.id);
  const pages = Math.max(1, Math.ceil(expected.length / PER));
  const first = await read(t, token, f, { page: 1 });
  expect(first.previous, label).toBeNull();
  const forward = [first];
  for (let n = 2; n <= pages; n++) {
    const prev = forward.at(-1)!;
    expect(prev.next, label).toBeTruthy();
    forward.push(await read(t, token, f, { page: n, asOf: first.asOf, after: prev.next! }));
  }
  expect(forward.at(-1)!.hasMore, label).toBe(false);
  expect(forward.at(-1)!.next, label).toBeNull();
  for (let n = 1; n <= pages; n++) {
    expect(ids(forward[n - 1]!), `${label} page ${n} by next`).toEqual(want(n));
    const numbered = await read(t, token, f, { page: n, asOf: first.asOf });
    expect(ids(numbered), `${label} page ${n} by number`).toEqual(want(n));
    expect(numbered.next, label).toBe(forward[n - 1]!.next);
    expect(numbered.previous, label).toBe(forward[n - 1]!.previous);
  }
  let at = forward.at(-1)!;
  for (let n = pages - 1; n >= 1; n--) {
    expect(at.previous, label).toBeTruthy();
    at = await read(t, token, f, { page: n, asOf: first.asOf, before: at.previous! });
    expect(ids(at), `${label} page ${n} by previous`).toEqual(want(n));
    expect([at.page, at.hasMore], label).toEqual([n, true]);
  }
  expect(at.previous, label).toBeNull();
  return pages;
}

describe('the balance history’s pages', () => {
  test('by number, by next and by previous: the full list for every filter, ties kept in order', async () => {
    const t = makeHarness(database.db);
    const { token, merchantId, refs } = await history(t);
    const all = await everyMovement(t, merchantId);
    expect(all).toHaveLength(44);
    const ngnNet = Math.abs(Number(all.find((r) => r.kind === 'settlement')!.amount));
    const cases: Filters[] = [
      {},
      { type: 'settlement' },
      { type: 'payment' },
      { type: 'payout' },
      { currency: 'NGN' },
      { currency: 'USD' },
      { amount: ngnNet },
      { search: refs[4]!.toLowerCase() },
      { search: 'Settlement of' },
      { search: 'no such words' },
      { start_date: '2026-03-03' },
      { end_date: '2026-03-02' },
      { start_date: '2026-03-03', end_date: '2026-03-03' },
      { type: 'settlement', currency: 'NGN', start_date: '2026-03-02', amount: ngnNet },
    ];
    const pageCounts: number[] = [];
    for (const f of cases) {
      const expected = all.filter((r) => matches(r, f));
      pageCounts.push(await pageBothWays(t, token, f, expected));
    }
    // The dataset does reach past one page, with and without filters.
    expect(pageCounts.slice(0, 2)).toEqual([3, 2]);
    expect(pageCounts[6]).toBe(2);
    // 20 payments and ~150 page reads: 15 s on PGlite alone, more beside other work.
  }, 120_000);

  test('asOf keeps later pages still while movements arrive; page 1 reads afresh', async () => {
    const t = makeHarness(database.db);
    t.clock.set('2026-04-01T09:00:00Z');
    const { owner, link } = await merchantWithLink(t, { amount: 100_000 });
    for (let i = 0; i < 25; i++) {
      await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
      t.clock.advance(1_000);
    }
    const token = await signIn(t, owner.email);
    const one = await read(t, token, {}, { page: 1 });
    const two = await read(t, token, {}, { page: 2, asOf: one.asOf, after: one.next! });
    t.clock.advance(60_000);
    await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    const again = await read(t, token, {}, { page: 2, asOf: one.asOf, after: one.next! });
    const numbered = await read(t, token, {}, { page: 2, asOf: one.asOf });
    expect(again.items).toEqual(two.items);
    expect(numbered.items).toEqual(two.items);
    const back = await read(t, token, {}, { page: 1, asOf: one.asOf, before: two.previous! });
    expect(back.items).toEqual(one.items);
    // Without asOf the new payment is first and pushes a row onto page 2.
    const fresh = await read(t, token, {}, { page: 1 });
    expect(fresh.items[1]).toEqual(one.items[0]);
    expect((await read(t, token, {}, { page: 2 })).items[0]).toEqual(one.items.at(-1));
  });

  test('a cursor is a position only; bad ones get field errors; sub-account members see nothing', async () => {
    const t = makeHarness(database.db);
    t.clock.set('2026-05-04T09:00:00Z');
    const { owner, link, merchantId } = await merchantWithLink(t, { amount: 100_000 });
    for (let i = 0; i < 22; i++) await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    const token = await signIn(t, owner.email);
    const one = await read(t, token, {}, { page: 1 });
    expect(one.next).toBeTruthy();
    // Another merchant sending this merchant's cursor reads their own (empty) history.
    const other = await signedInUser(t);
    const theirs = await read(t, other.token, {}, { page: 2, after: one.next! });
    expect([theirs.items, theirs.next]).toEqual([[], null]);
    expect((await read(t, other.token, {}, { page: 1, before: one.next! })).items).toEqual([]);
    // A member limited to a sub-account: nothing of the primary account, by number or by cursor.
    const role = await createRole(t, token, ['balances:read']);
    const sub = await subAccount(t, merchantId);
    const limited = await member(t, token, { roleName: role.name, subAccountIds: [sub.id] });
    for (const paging of [
      { page: 1 },
      { page: 2 },
      { page: 2, after: one.next! },
      { page: 1, before: one.next! },
    ]) {
      const seen = await read(t, limited.token, {}, paging);
      expect([seen.items, seen.hasMore, seen.next, seen.previous]).toEqual([[], false, null, null]);
    }
    const bad = async (query: string, field: string) => {
      const res = await t.post(`${B}/view-all?${query}`, {}, { token });
      expect(errorBody(res, 422).errors?.[field], query).toBeTruthy();
    };
    await bad('page=2&after=yesterday', 'after');
    await bad(`page=2&after=${one.next!.replace('Z_', '_')}`, 'after');
    await bad(`page=2&before=${one.next!.slice(0, -1)}x`, 'before');
    await bad(`page=2&after=${one.next}&before=${one.next}`, 'before');
    await bad('page=2&asOf=soon', 'asOf');
    // Times JavaScript takes but PostgreSQL has no such instant for: year 0, 30 February, hour 24.
    const at = (time: string) => `${time}${one.next!.slice(27)}`;
    await bad(`page=2&after=${at('0000-01-01T00:00:00.000000Z')}`, 'after');
    await bad(`page=2&after=${at('2026-02-30T00:00:00.000000Z')}`, 'after');
    await bad(`page=2&before=${at('2026-01-01T24:00:00.000000Z')}`, 'before');
    await bad('page=2&asOf=0000-06-01T00:00:00Z', 'asOf');
  });
});
