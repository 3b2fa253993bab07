/**
 * The transactions list's `next` and `previous` (contract transactions.ts): a page reached from
 * either holds exactly the rows `?page=N` gives, with or without a filter and while payments
 * arrive; the first page has no `previous` and the last no `next`; a cursor is a position only
 * (another merchant's reads their own rows); bad cursors get field errors.
 */
import { describe, expect, test } from 'vitest';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { CARDS, card, merchantWithLink, payer, payOk } from './support/payments.ts';
import { signedInUser, signIn } from './support/users.ts';

const database = useDatabase();
const TXNS = '/api/v1/merchant/transactions';

type Page = {
  items: Array<{ reference: string; status: string }>;
  page: number;
  total: number;
  asOf: string;
  next: string | null;
  previous: string | null;
};

async function read(t: Harness, token: string, filters: object, paging: Record<string, string | number>) {
  const q = new URLSearchParams(Object.entries(paging).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await t.post(`${TXNS}?${q}`, filters, { token });
  expect(res.status, res.text).toBe(200);
  return res.body.responseBody as Page;
}
const refs = (p: Page) => p.items.map((i) => i.reference);

/** 50 payments, every fifth declined, three at a time sharing a millisecond (ties go to the id). */
async function history(t: Harness) {
  t.clock.set('2026-06-01T08:00:00Z');
  const { owner, link } = await merchantWithLink(t, { amount: 100_000 });
  for (let i = 0; i < 50; i++) {
    if (i % 3 === 0) t.clock.advance(1_000);
    const c = i % 5 === 4 ? CARDS.declined : CARDS.success;
    await payOk(t, link.ref, payer({ email: `c${i}@example.com`, card: card(c) }));
  }
  return { owner: { ...owner, token: await signIn(t, owner.email) }, link };
}

describe('paging by next and previous', () => {
  test('each page so reached is the page by number, both ways, with a filter, as payments arrive', async () => {
    const t = harness(database.db);
    const { owner, link } = await history(t);
    for (const filters of [{}, { status: 'success' }]) {
      const first = await read(t, owner.token, filters, { page: 1 });
      const pages = Math.ceil(first.total / 20);
      expect(first.previous).toBeNull();
      const asOf = first.asOf;
      let here = first;
      for (let page = 2; page <= pages; page++) {
        // A payment between page reads: left out of this listing by asOf.
        t.clock.advance(1_000);
        await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
        const byCursor = await read(t, owner.token, filters, { page, asOf, after: here.next! });
        const byNumber = await read(t, owner.token, filters, { page, asOf });
        expect(refs(byCursor)).toEqual(refs(byNumber));
        expect([byCursor.page, byCursor.total, byCursor.next]).toEqual([page, first.total, byNumber.next]);
        expect(byCursor.previous).toBe(byNumber.previous);
        here = byCursor;
      }
      expect(here.next).toBeNull();
      expect(here.items.length).toBe(first.total - (pages - 1) * 20);
      if ('status' in filters) expect(here.items.every((i) => i.status === 'success')).toBe(true);
      // Back again, by `previous`, to the first page.
      for (let page = pages - 1; page >= 1; page--) {
        const back = await read(t, owner.token, filters, { page, asOf, before: here.previous! });
        expect(refs(back)).toEqual(refs(await read(t, owner.token, filters, { page, asOf })));
        here = back;
      }
      expect([here.page, here.previous]).toEqual([1, null]);
      expect(refs(here)).toEqual(refs(first));
    }
  });

  test('before a row of the first page reads the first page; past the last row, nothing', async () => {
    const t = harness(database.db);
    const { owner } = await history(t);
    const first = await read(t, owner.token, {}, { page: 1 });
    const second = await read(t, owner.token, {}, { page: 2, asOf: first.asOf, after: first.next! });
    const third = await read(t, owner.token, {}, { page: 3, asOf: first.asOf, after: second.next! });
    expect([third.items.length, third.next]).toEqual([10, null]);
    const backFromThird = await read(
      t,
      owner.token,
      {},
      { page: 2, asOf: first.asOf, before: third.previous! },
    );
    expect(refs(backFromThird)).toEqual(refs(second));
    // Just before page 2: the 20 rows before it are the first page, whatever number was sent.
    const back = await read(t, owner.token, {}, { page: 2, asOf: first.asOf, before: second.previous! });
    expect([back.page, back.previous, refs(back)]).toEqual([1, null, refs(first)]);
    // A position inside the first page (its last row): fewer than a page before it, so the first page.
    const inside = await read(t, owner.token, {}, { page: 2, asOf: first.asOf, before: first.next! });
    expect([inside.page, inside.previous, inside.next, refs(inside)]).toEqual([
      1,
      null,
      first.next,
      refs(first),
    ]);
    // After the last row: no rows, no next, and the total still counted.
    const end = `${third.previous!.slice(0, 8)}01T00:00:00.000000Z_${third.previous!.slice(-36)}`;
    const past = await read(t, owner.token, {}, { page: 4, asOf: first.asOf, after: end });
    expect([past.items, past.next, past.total]).toEqual([[], null, 50]);
  });

  test('a cursor is a position only; bad ones get field errors', async () => {
    const t = harness(database.db);
    const { owner } = await history(t);
    const one = await read(t, owner.token, {}, { page: 1 });
    const other = await signedInUser(t);
    const theirs = await read(t, other.token, {}, { page: 2, after: one.next! });
    expect([theirs.items, theirs.next, theirs.total]).toEqual([[], null, 0]);
    expect((await read(t, other.token, {}, { page: 1, before: one.next! })).items).toEqual([]);
    const bad = async (query: string, field: string) => {
      const res = await t.post(`${TXNS}?${query}`, {}, { token: owner.token });
      expect(errorBody(res, 422).errors?.[field], query).toBeTruthy();
    };
    await bad('page=2&after=yesterday', 'after');
    await bad(`page=2&after=${one.next!.replace('Z_', '_')}`, 'after');
    await bad(`page=2&after=${encodeURIComponent(`${one.next}\u0000`)}`, 'after');
    // A lone surrogate, as its (invalid) UTF-8 bytes.
    await bad(`page=2&after=${one.next!.slice(0, -1)}%ED%A0%80`, 'after');
    await bad(`page=2&before=${'9'.repeat(5000)}`, 'before');
    await bad(`page=2&before=${one.next!.replace(/^\d{4}/, '2026').replace(/-\d{2}-/, '-13-')}`, 'before');
    await bad(`page=2&after=${one.next}&before=${one.next}`, 'before');
    // Times JavaScript takes but PostgreSQL has no such instant for: year 0, 30 February, hour 24.
    const at = (time: string) => `${time}_${one.next!.slice(-36)}`;
    await bad(`page=2&after=${at('0000-01-01T00:00:00.000000Z')}`, 'after');
    await bad(`page=2&after=${at('2026-02-30T00:00:00.000000Z')}`, 'after');
    await bad(`page=2&before=${at('2026-01-01T24:00:00.000000Z')}`, 'before');
    await bad('page=2&asOf=0000-06-01T00:00:00Z', 'asOf');
    // The same query on the GET lists (filters and page as query).
    const res = await t.get(`${TXNS}/primary-accounts?page=2&after=nope`, { token: owner.token });
    expect(errorBody(res, 422).errors?.after).toBeTruthy();
    const ok = await t.get(`${TXNS}/primary-accounts?page=2&after=${one.next}&asOf=${one.asOf}`, {
      token: owner.token,
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.responseBody.items.map((i: { reference: string }) => i.reference)).toEqual(
      refs(await read(t, owner.token, {}, { page: 2, asOf: one.asOf })),
    );
  });
});
