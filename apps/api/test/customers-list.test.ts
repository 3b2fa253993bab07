/**
 * The customers list (spec 001 §7 "Customers"): filters, paging by keyset behind ?page=, the
 * capped total, a customer's page (totals per currency, payments newest first), and bad input.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { rawRows } from '#db/client.ts';
import { CUSTOMERS, customerItems, listCustomers, paidBy, showCustomer } from './support/customers.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { createLink, merchantWithLink } from './support/payments.ts';
import { signedInUser, signIn } from './support/users.ts';

const database = useDatabase();
const DAY = 86_400_000;

describe('the list and its filters', () => {
  test('most recent payer first; search by name, email or phone; last-paid date range', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t);
    // The harness clock starts on 2026-01-05.
    await paidBy(t, link.ref, { name: 'Ada Obi', email: 'ada@example.com', phone: '08031234567' });
    t.clock.advance(2 * DAY);
    await paidBy(t, link.ref, { name: 'Bola Ade', email: 'bola@shop.ng', phone: '08129990000' });
    t.clock.advance(2 * DAY);
    await paidBy(t, link.ref, { name: 'Chi Eze', email: 'chi@example.com', phone: '07011112222' });
    // Ada pays again: she becomes the most recent payer, once.
    t.clock.advance(DAY);
    await paidBy(t, link.ref, { name: 'Ada Obi', email: 'ADA@example.com', phone: '08031234567' });
    // Days have passed: the session has expired.
    const token = await signIn(t, owner.email, owner.password as string);

    const all = await customerItems(t, token);
    expect(all.items.map((c) => c.email)).toEqual(['ada@example.com', 'chi@example.com', 'bola@shop.ng']);
    expect(all).toMatchObject({ total: 3, totalCapped: false, page: 1, perPage: 20 });
    expect(all.items[0]).toMatchObject({
      name: 'Ada Obi',
      phone: '08031234567',
      paymentCount: 2,
      firstPaidAt: '2026-01-05T09:00:00.000Z',
      lastPaidAt: '2026-01-10T09:00:00.000Z',
      blacklisted: false,
    });

    const emails = async (body: Record<string, unknown>) =>
      (await customerItems(t, token, body)).items.map((c) => c.email);
    expect(await emails({ search: 'bola' })).toEqual(['bola@shop.ng']);
    expect(await emails({ search: 'EXAMPLE.COM' })).toEqual(['ada@example.com', 'chi@example.com']);
    expect(await emails({ search: '0701111' })).toEqual(['chi@example.com']);
    expect(await emails({ search: '%' })).toEqual([]);
    expect(await emails({ from: '2026-01-07', to: '2026-01-09' })).toEqual([
      'chi@example.com',
      'bola@shop.ng',
    ]);
    expect(await emails({ from: '2026-01-09', to: '2026-01-09', search: 'chi' })).toEqual([
      'chi@example.com',
    ]);
    expect(await emails({ to: '2026-01-06' })).toEqual([]);

    // Another merchant sees none of them.
    const other = await signedInUser(t);
    expect((await customerItems(t, other.token)).items).toEqual([]);
  });

  test('pages of 20 with no duplicate and no gap; past the last page is empty', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t);
    for (let i = 0; i < 45; i++) {
      // Two customers share each instant: the id breaks the tie in the order.
      if (i % 2 === 0) t.clock.advance(1_000);
      await paidBy(t, link.ref, { name: `Payer ${i}`, email: `payer${i}@example.com` });
    }
    const pages = await Promise.all([1, 2, 3, 4].map((p) => customerItems(t, owner.token, {}, p)));
    expect(pages.map((p) => p.items.length)).toEqual([20, 20, 5, 0]);
    const ids = pages.flatMap((p) => p.items.map((c) => c.id));
    expect(new Set(ids).size).toBe(45);
    const order = await rawRows<{ id: string }>(
      t.db,
      sql`select id from customers where merchant_id = ${owner.row.merchantId}::uuid order by last_paid_at desc, id desc`,
    );
    expect(ids).toEqual(order.map((r) => r.id));
    expect(pages[2]!.total).toBe(45);
    // A search pages its matches the same way, past its last page too, with the same total.
    const searched = await Promise.all(
      [1, 2, 3, 4].map((p) => customerItems(t, owner.token, { search: 'PAYER' }, p)),
    );
    expect(searched.map((p) => p.items.map((c) => c.id))).toEqual(pages.map((p) => p.items.map((c) => c.id)));
    expect(searched.map((p) => [p.total, p.totalCapped])).toEqual(Array(4).fill([45, false]));
    const narrow = await customerItems(t, owner.token, { search: 'payer4' }, 2);
    expect([narrow.items, narrow.total]).toEqual([[], 6]);
  });

  test('the total counts to 10,000 and says there are more; a deep page still reads in order', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    await t.db.execute(sql`
      insert into customers (merchant_id, email, name, payment_count, first_paid_at, last_paid_at)
      select ${owner.row.merchantId}::uuid, 'bulk' || n || '@example.com', 'Bulk ' || n, 1,
        timestamptz '2025-01-01' + n * interval '1 minute', timestamptz '2025-01-01' + n * interval '1 minute'
      from generate_series(1, 10005) as n`);
    const first = await customerItems(t, owner.token);
    expect([first.total, first.totalCapped]).toEqual([10_000, true]);
    expect(first.items[0]!.email).toBe('bulk10005@example.com');
    const deep = await customerItems(t, owner.token, {}, 501);
    expect(deep.items.map((c) => c.email)).toEqual([
      'bulk5@example.com',
      'bulk4@example.com',
      'bulk3@example.com',
      'bulk2@example.com',
      'bulk1@example.com',
    ]);
    // A search matching past the cap: the same count, the same order, deep pages too.
    const many = await customerItems(t, owner.token, { search: 'BULK' });
    expect([many.total, many.totalCapped, many.items[0]!.email]).toEqual([
      10_000,
      true,
      'bulk10005@example.com',
    ]);
    const deepSearched = await customerItems(t, owner.token, { search: 'bulk' }, 501);
    expect(deepSearched.items.map((c) => c.email)).toEqual(deep.items.map((c) => c.email));
    const few = await customerItems(t, owner.token, { search: 'bulk1000' });
    // bulk1000 and bulk10000 to bulk10005.
    expect([few.total, few.totalCapped]).toEqual([7, false]);
  });
});

describe('a customer’s page', () => {
  test('their totals per currency and their payments, newest first', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t, { amount: 250_000 });
    const usd = await createLink(t, owner.token, { name: 'Dollar hamper', currency: 'USD', amount: 5_000 });
    const first = await paidBy(t, link.ref, { email: 'ada@example.com' });
    t.clock.advance(DAY);
    await paidBy(t, usd.ref, { email: 'ada@example.com' });
    t.clock.advance(DAY);
    const last = await paidBy(t, link.ref, { email: 'ada@example.com' });
    await paidBy(t, link.ref, { email: 'someone@example.com' });
    const token = await signIn(t, owner.email, owner.password as string);

    const [ada] = (await customerItems(t, token, { search: 'ada@' })).items;
    const res = await showCustomer(t, token, ada!.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.responseBody).toMatchObject({
      email: 'ada@example.com',
      paymentCount: 3,
      blacklist: null,
      totals: [
        { currency: 'NGN', amount: 500_000, count: 2 },
        { currency: 'USD', amount: 5_000, count: 1 },
      ],
    });

    const payments = await t.get(`${CUSTOMERS}/transactions/${ada!.id}`, { token });
    expect(payments.status, payments.text).toBe(200);
    const body = payments.body.responseBody;
    expect(body.total).toBe(3);
    expect(body.items.map((p: { reference: string }) => p.reference)[0]).toBe(last.reference);
    expect(body.items.map((p: { reference: string }) => p.reference)[2]).toBe(first.reference);
    expect(body.items.map((p: { currency: string }) => p.currency)).toEqual(['NGN', 'USD', 'NGN']);
    expect(body.items[1].paymentLinkRef).toBe(usd.ref);
    const page2 = await t.get(`${CUSTOMERS}/transactions/${ada!.id}?page=2`, { token });
    expect(page2.body.responseBody.items).toEqual([]);
  });

  test('an unknown id, a malformed one and another merchant’s customer are all 404', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t);
    await paidBy(t, link.ref, { email: 'ada@example.com' });
    const other = await signedInUser(t);
    const [row] = await rawRows<{ id: string }>(
      t.db,
      sql`select c.id from customers c join payment_links l on l.merchant_id = c.merchant_id where l.ref = ${link.ref}`,
    );
    for (const id of [row!.id, crypto.randomUUID(), 'not-an-id', '1']) {
      errorBody(await showCustomer(t, other.token, id), 404, 'NOT_FOUND');
      errorBody(await t.get(`${CUSTOMERS}/transactions/${id}`, { token: other.token }), 404, 'NOT_FOUND');
    }
  });
});

describe('bad input is a 422 on its field', () => {
  test('NUL bytes, broken characters, bad dates, huge and odd page numbers, prototype keys', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const field = async (body: unknown, page?: unknown) =>
      errorBody(await listCustomers(t, owner.token, body, page), 422, 'VALIDATION_ERROR').errors;
    expect((await field({ search: 'a\u0000b' }))?.search).toEqual([
      'Remove the NUL character: it is not allowed',
    ]);
    expect((await field({ search: 'x\ud83d' }))?.search).toEqual([
      'Contains a broken character (half of an emoji): type it again',
    ]);
    expect((await field({ search: 'x'.repeat(101) }))?.search).toEqual([
      'Search must be at most 100 characters',
    ]);
    expect((await field({ from: '2026-02-30' }))?.from).toBeDefined();
    expect((await field({ from: '2026-02-03', to: '2026-02-01' }))?.to).toEqual([
      'from must not be after to',
    ]);
    expect((await field({ search: 12 }))?.search).toBeDefined();
    expect(Object.keys((await field({}, '1e400')) ?? {})).toEqual(['page']);
    expect(Object.keys((await field({}, '99999999999999999999999')) ?? {})).toEqual(['page']);
    expect(Object.keys((await field({}, '-1')) ?? {})).toEqual(['page']);
    const proto = await t.call('POST', CUSTOMERS, {
      raw: '{"__proto__": {"search": "x"}, "constructor": {"prototype": 1}}',
      token: owner.token,
    });
    expect(Object.keys(errorBody(proto, 422, 'VALIDATION_ERROR').errors ?? {}).length).toBeGreaterThan(0);
  });
});
