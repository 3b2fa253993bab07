/**
 * A queued export's file is written by PostgreSQL (export-sql.ts), the streamed answer's by the
 * server (transaction-rows.ts): the two must be the same bytes, whatever the cells hold (formula
 * triggers, quotes, commas, line breaks, letters outside ASCII, negative amounts, a currency
 * without minor units, rows made in the same microsecond) and however the rows are cut into
 * chunks and runs written side by side.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { rawRows } from '#db/client.ts';
import { exports, transactions } from '#db/schema/index.ts';
import { splitKeys } from '#modules/exports/export-sql.ts';
import { buildQueuedExports } from '#modules/exports/index.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { CARDS, card, merchantWithLink, payer, payOk } from './support/payments.ts';

const database = useDatabase();
const TXNS = '/api/v1/merchant/transactions';

const NAMES = [
  '=HYPERLINK("x")',
  '+2348031234567',
  '-1',
  '@SUM(A1)',
  'Plain "quoted", with a comma',
  'Adéyẹmí Ọlọ́run ₦',
  'Seven',
];

describe('a queued export written in the database', () => {
  test('is byte for byte the streamed export, across chunks and runs', async () => {
    const t = harness(database.db, { config: { exportQueueRows: 0 } });
    const { owner, link } = await merchantWithLink(t);
    for (const [i, name] of NAMES.entries()) {
      t.clock.advance(1_000);
      await payOk(t, link.ref, payer({ name, email: `f${i}@example.com`, card: card(CARDS.success) }));
    }
    // What the API would not take, but a row may hold: written straight into the table.
    const ofLink = sql`${transactions.linkId} = (select id from payment_links where ref = ${link.ref})`;
    const mine = sql`${transactions.customerEmail} like 'f%@example.com' and ${ofLink}`;
    // A day apart (the rollup follows), so the split, which cuts at the start of a day, has days.
    await t.db.execute(sql`update ${transactions} set
      created_at = created_at - (6 - substr(customer_email, 2, 1)::int) * interval '1 day',
      paid_at = paid_at - (6 - substr(customer_email, 2, 1)::int) * interval '1 day' where ${mine}`);
    await t.db.execute(sql`update ${transactions} set customer_name = ${'\tcmd'}, customer_email = ${'-x@example.com'},
      net = -5, fee = 7 where ${mine} and customer_email = 'f0@example.com'`);
    await t.db.execute(sql`update ${transactions} set customer_name = ${'\rcr'}, currency = 'XOF', amount = 1500,
      net = -1200 where ${mine} and customer_email = 'f1@example.com'`);
    await t.db.execute(
      sql`update ${transactions} set customer_name = ${'Two\r\nlines'} where ${mine} and customer_email = 'f6@example.com'`,
    );
    // Two rows at the same instant: the order (and the keyset) falls to their ids.
    await t.db.execute(sql`update ${transactions} set created_at = (select created_at from ${transactions}
      where ${mine} and customer_email = 'f3@example.com') where ${mine} and customer_email = 'f2@example.com'`);
    await t.db.execute(sql`update ${transactions} set created_at = created_at + interval '123.456 milliseconds'
      + interval '7 microseconds' where ${mine} and customer_email = 'f4@example.com'`);

    const streamed = await t.app.request(`${TXNS}/export-csv`, {
      method: 'POST',
      body: '{}',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    });
    // Under the threshold the same request streams: raise it for this one answer.
    expect(streamed.status).toBe(202);
    const direct = harness(database.db, { clock: t.clock });
    const file = await direct.app.request(`${TXNS}/export-csv`, {
      method: 'POST',
      body: '{}',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    });
    expect(file.status).toBe(200);
    const expected = Buffer.from(await file.arrayBuffer());
    const text = expected.toString('utf8');
    expect(text).toContain(`"'\tcmd","'-x@example.com"`);
    expect(text).toContain(`"XOF","1500"`);
    expect(text).toContain(`"'-1200"`);
    expect(text).toContain(`"'-0.05"`);
    expect(text).toContain('"Plain ""quoted"", with a comma"');
    expect(text).toContain('"Two\r\nlines"');

    const id = ((await streamed.json()) as { responseBody: { exportId: string } }).responseBody.exportId;
    // The rollup's seven days cut into three runs of two, three and two rows (newest first).
    const merchantId = String((await t.db.select().from(exports).where(eq(exports.id, id)))[0]?.merchantId);
    const cuts = await splitKeys(t.db, { merchantId, asOf: t.clock.now() }, 3, 2);
    expect(cuts).toHaveLength(2);
    const runs = [null, ...cuts].map(async (from, i) => {
      const stop = cuts[i];
      const [r] = await rawRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from ${transactions} where ${ofLink}
          ${from ? sql`and (created_at, id) <= (${from.at}::timestamptz, ${from.id}::uuid)` : sql``}
          ${stop ? sql`and (created_at, id) > (${stop.at}::timestamptz, ${stop.id}::uuid)` : sql``}`,
      );
      return Number(r?.n);
    });
    expect(await Promise.all(runs)).toEqual([2, 3, 2]);
    // Chunks of 2 rows in 3 runs, then in one run of one chunk: the same file both times.
    for (const o of [
      { batchRows: 2, parts: 3 },
      { batchRows: 1000, parts: 1 },
    ]) {
      await t.db.update(exports).set({ status: 'queued' }).where(eq(exports.id, id));
      await buildQueuedExports(t.deps, { ...o, only: id });
      const [row] = await t.db.select().from(exports).where(eq(exports.id, id));
      expect(row).toMatchObject({ status: 'ready', rows: NAMES.length, size: expected.byteLength });
      const got = await t.app.request(`/api/v1/merchant/exports/${id}/download`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(got.status).toBe(200);
      const bytes = Buffer.from(await got.arrayBuffer());
      expect(bytes.toString('utf8')).toBe(text);
      expect(bytes.equals(expected)).toBe(true);
    }
  });
});
