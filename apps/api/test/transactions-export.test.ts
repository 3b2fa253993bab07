/**
 * POST merchant/transactions/export-csv (Transactions.csv): the rows the list shows for the same
 * filters, in its order, every one once across batches; the combined export (GET merchant/
 * transactions/primary-and-sub-account-transaction-export-csv) the same rows with an Account column;
 * cells a spreadsheet would run are neutralised; bad filters are field errors.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { transactions } from '#db/schema/index.ts';
import { csvChunks } from '#lib/csv.ts';
import { transactionsCsv } from '#modules/exports/transaction-rows.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { CARDS, card, createLink, merchantWithLink, payer, payOk } from './support/payments.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const TXNS = '/api/v1/merchant/transactions';
const HEADER =
  '"Date","Reference","Customer","Email","Channel","Status","Currency","Amount","Fee","Net","Payment link"';

const lines = (text: string) =>
  text
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .filter(Boolean);
const cells = (line: string) => line.slice(1, -1).split('","');

async function listed(t: Harness, token: string, filters: Record<string, unknown> = {}) {
  const refs: string[] = [];
  for (let page = 1; ; page++) {
    const res = await t.post(`${TXNS}?page=${page}`, filters, { token });
    expect(res.status, res.text).toBe(200);
    const items = res.body.responseBody.items as { reference: string }[];
    if (items.length === 0) return refs;
    refs.push(...items.map((i) => i.reference));
  }
}

/** A merchant with payments in two currencies, card and transfer, paid and declined. */
async function payments(t: Harness) {
  t.clock.set('2026-03-01T09:00:00Z');
  const { owner, link } = await merchantWithLink(t, { amount: 250_000 });
  const usd = await createLink(t, owner.token, { name: 'Course', amount: 10_000, currency: 'USD' });
  const refs: string[] = [];
  for (const [i, body] of [
    payer({ card: card(CARDS.success) }),
    payer({ email: 'bola@example.com', name: 'Bola Ade', card: card(CARDS.declined) }),
    payer({ email: 'chi@example.com', name: 'Chi Eze', channel: 'bank_transfer' }),
  ].entries()) {
    t.clock.advance(1_000 * (i + 1));
    refs.push((await payOk(t, link.ref, body)).reference);
  }
  t.clock.advance(1_000);
  refs.push(
    (await payOk(t, usd.ref, payer({ email: 'dele@example.com', card: card(CARDS.success) }))).reference,
  );
  return { owner, link, refs };
}

describe('the transactions CSV', () => {
  test('Transactions.csv holds the list’s rows for the same filters, in its order', async () => {
    const t = harness(database.db);
    const { owner, link, refs } = await payments(t);
    const res = await t.post(`${TXNS}/export-csv`, {}, { token: owner.token });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Transactions.csv"');
    const rows = lines(res.text);
    expect(rows[0]).toBe(HEADER);
    expect(rows.slice(1).map((l) => cells(l)[1])).toEqual([...refs].reverse());
    expect(rows.slice(1).map((l) => cells(l)[1])).toEqual(await listed(t, owner.token));
    const first = cells(rows[4]!);
    expect(first).toEqual([
      '2026-03-01T09:00:01.000Z',
      refs[0],
      'Ada Obi',
      'ada@example.com',
      'card',
      'success',
      'NGN',
      '2500.00',
      first[8],
      first[9],
      link.ref,
    ]);
    expect(cells(rows[1]!).slice(6, 8)).toEqual(['USD', '100.00']);

    for (const filters of [{ status: 'success' }, { currency: 'NGN', channel: 'card' }, { search: 'bola' }]) {
      const csv = await t.post(`${TXNS}/export-csv`, filters, { token: owner.token });
      const got = lines(csv.text)
        .slice(1)
        .map((l) => cells(l)[1]);
      expect(got, JSON.stringify(filters)).toEqual(await listed(t, owner.token, filters));
      expect(got.length).toBeGreaterThan(0);
    }

    const query = await t.get(
      `${TXNS}/primary-and-sub-account-transaction-export-csv?status=success&minAmount=5000`,
      {
        token: owner.token,
      },
    );
    expect(query.status, query.text).toBe(200);
    expect(query.headers.get('content-disposition')).toBe('attachment; filename="Transactions.csv"');
    // The combined file: the same rows as the list for those filters (this merchant has no
    // sub-account), each naming its account in the last column.
    const combined = lines(query.text);
    expect(combined[0]).toBe(`${HEADER},"Account"`);
    expect(combined.slice(1).map((l) => cells(l)[1])).toEqual(
      await listed(t, owner.token, { status: 'success', minAmount: 5000 }),
    );
    expect(combined.slice(1).every((l) => l.endsWith('"Primary account"'))).toBe(true);

    const other = await signedInUser(t);
    expect(lines((await t.post(`${TXNS}/export-csv`, {}, { token: other.token })).text)).toEqual([HEADER]);
  });

  test('cells starting with = + - @ tab or carriage return are neutralised', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t);
    const names = ['=HYPERLINK("x")', '+2348031234567', '-1', '@SUM', 'Plain "quoted"'];
    for (const [i, name] of names.entries()) {
      t.clock.advance(1_000);
      await payOk(t, link.ref, payer({ name, email: `p${i}@example.com`, card: card(CARDS.success) }));
    }
    await t.db.execute(
      sql`update ${transactions} set customer_name = ${'\tcmd'} where customer_email = 'p4@example.com'`,
    );
    const res = await t.post(`${TXNS}/export-csv`, {}, { token: owner.token });
    const rows = lines(res.text).slice(1);
    expect(rows.map((l) => l.split('","')[2]).reverse()).toEqual([
      `'=HYPERLINK(""x"")`,
      `'+2348031234567`,
      `'-1`,
      `'@SUM`,
      `'\tcmd`,
    ]);
    // A negative amount starts with - too: neutralised, its decimals as the list writes them.
    await t.db.execute(sql`update ${transactions} set net = -5 where customer_email = 'p0@example.com'`);
    const negative = lines((await t.post(`${TXNS}/export-csv`, {}, { token: owner.token })).text).at(-1)!;
    expect(negative.split('","')[9]).toBe(`'-0.05`);
  });

  test('more rows than a batch: every one once, in the list’s order', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t);
    for (let i = 0; i < 7; i++) {
      t.clock.advance(i % 3 === 0 ? 0 : 1_000);
      await payOk(t, link.ref, payer({ email: `b${i}@example.com`, card: card(CARDS.success) }));
    }
    const ctx = {
      deps: t.deps,
      actor: { merchantId: owner.row.merchantId },
      access: { subAccountIds: null },
    };
    const where = sql`${transactions.merchantId} = ${owner.row.merchantId}`;
    let text = '';
    for await (const chunk of csvChunks(transactionsCsv(ctx, where, 2)))
      text += new TextDecoder().decode(chunk);
    const refs = lines(text)
      .slice(1)
      .map((l) => cells(l)[1]);
    expect(refs).toHaveLength(7);
    expect(refs).toEqual(await listed(t, owner.token));
  });

  test('bad filters are field errors; no session is 401', async () => {
    const t = harness(database.db);
    const { owner } = await merchantWithLink(t);
    const bad = await t.post(
      `${TXNS}/export-csv`,
      { from: '2026-13-01', status: 'paid', minAmount: -1 },
      { token: owner.token },
    );
    expect(Object.keys(errorBody(bad, 422).errors ?? {}).sort()).toEqual(['from', 'minAmount', 'status']);
    const ranges = await t.post(`${TXNS}/export-csv`, { minAmount: 5, maxAmount: 1 }, { token: owner.token });
    expect(Object.keys(errorBody(ranges, 422).errors ?? {})).toEqual(['maxAmount']);
    const pdf = await t.post(`${TXNS}/export-pdf`, { currency: 'XYZ' }, { token: owner.token });
    expect(Object.keys(errorBody(pdf, 422).errors ?? {})).toEqual(['currency']);
    const query = await t.get(`${TXNS}/primary-and-sub-account-transaction-export-csv?minAmount=abc`, {
      token: owner.token,
    });
    expect(Object.keys(errorBody(query, 422).errors ?? {})).toEqual(['minAmount']);
    expect((await t.post(`${TXNS}/export-csv`, {})).status).toBe(401);
  });
});
