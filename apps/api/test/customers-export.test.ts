/**
 * POST merchant/customers/export-csv/ (Customers.csv): every customer the filters match, in the
 * list's order, streamed in batches; a cell a spreadsheet would run as a formula is neutralised.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { rawRows } from '#db/client.ts';
import { CUSTOMERS, paidBy } from './support/customers.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { createLink, merchantWithLink } from './support/payments.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const EXPORT = `${CUSTOMERS}/export-csv/`;
const HEADER = '"Name","Email","Phone","Payments","First payment","Last payment","Total paid","Blacklisted"';

const exportCsv = (t: Harness, token: string, body: unknown = {}) => t.post(EXPORT, body, { token });
const lines = (text: string) =>
  text
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .filter(Boolean);

describe('the customers CSV', () => {
  test('a file named Customers.csv with every matching customer and their totals', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t, { amount: 250_000 });
    const usd = await createLink(t, owner.token, { name: 'Dollars', currency: 'USD', amount: 5_000 });
    await paidBy(t, link.ref, {
      name: 'Ada "the buyer" Obi',
      email: 'ada@example.com',
      phone: '08031234567',
    });
    await paidBy(t, usd.ref, { name: 'Ada Obi', email: 'ada@example.com', phone: '08031234567' });
    t.clock.advance(1_000);
    await paidBy(t, link.ref, { name: 'Bola Ade', email: 'bola@example.com', phone: '+2348129990000' });

    const res = await exportCsv(t, owner.token);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Customers.csv"');
    expect(lines(res.text)).toEqual([
      HEADER,
      '"Bola Ade","bola@example.com","\'+2348129990000","1","2026-01-05T09:00:01.000Z","2026-01-05T09:00:01.000Z","NGN 2500.00","No"',
      '"Ada Obi","ada@example.com","08031234567","2","2026-01-05T09:00:00.000Z","2026-01-05T09:00:00.000Z","NGN 2500.00; USD 50.00","No"',
    ]);

    const filtered = await exportCsv(t, owner.token, { search: 'bola' });
    expect(lines(filtered.text).map((l) => l.split(',')[1])).toEqual(['"Email"', '"bola@example.com"']);
    const other = await signedInUser(t);
    expect(lines((await exportCsv(t, other.token)).text)).toEqual([HEADER]);
  });

  test('cells starting with = + - @ tab or carriage return are neutralised; quotes are doubled', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t);
    const names = ['=HYPERLINK("http://evil.test","Click")', '+1+2', '-2+3', '@SUM(A1:A9)', 'Plain "quoted"'];
    for (const [i, name] of names.entries()) {
      t.clock.advance(1_000);
      await paidBy(t, link.ref, { name, email: `p${i}@example.com`, phone: '+2348031234567' });
    }
    // Tab and carriage return cannot come through checkout (one-line names): write them directly.
    await t.db.execute(sql`update customers set name = ${'\tcmd'} where email = 'p1@example.com'`);
    await t.db.execute(sql`update customers set name = ${'\r=1+1'} where email = 'p2@example.com'`);
    const res = await exportCsv(t, owner.token);
    const rows = lines(res.text.replace(/\r(?!\n)/g, '<CR>')).slice(1);
    expect(rows.map((l) => l.slice(0, l.indexOf('","p'))).reverse()).toEqual([
      `"'=HYPERLINK(""http://evil.test"",""Click"")`,
      `"'\tcmd`,
      `"'<CR>=1+1`,
      `"'@SUM(A1:A9)`,
      '"Plain ""quoted""',
    ]);
    for (const row of rows) expect(row).toContain(`"'+2348031234567"`);
  });

  test('more customers than one batch: every one once, in order', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    await t.db.execute(sql`
      insert into customers (merchant_id, email, name, payment_count, first_paid_at, last_paid_at)
      select ${owner.row.merchantId}::uuid, 'bulk' || n || '@example.com', 'Bulk ' || n, 1,
        timestamptz '2025-01-01' + (n / 3) * interval '1 minute', timestamptz '2025-01-01' + (n / 3) * interval '1 minute'
      from generate_series(1, 2500) as n`);
    const rows = lines((await exportCsv(t, owner.token)).text).slice(1);
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((r) => r.split(',')[1])).size).toBe(2500);
    // Three customers a minute share an instant: the id orders them, as in the list.
    const order = await rawRows<{ email: string }>(
      t.db,
      sql`select email from customers where merchant_id = ${owner.row.merchantId}::uuid order by last_paid_at desc, id desc`,
    );
    expect(rows.map((r) => r.split(',')[1])).toEqual(order.map((r) => `"${r.email}"`));
  });

  test('bad filters are a 422 before any file', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const res = await exportCsv(t, owner.token, { search: 'a\u0000', from: 'yesterday' });
    expect(Object.keys(errorBody(res, 422, 'VALIDATION_ERROR').errors ?? {}).sort()).toEqual([
      'from',
      'search',
    ]);
  });
});
