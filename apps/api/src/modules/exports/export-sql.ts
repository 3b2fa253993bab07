/**
 * A queued export's file written inside PostgreSQL: each statement reads a batch of the rows (by
 * keyset, the list's order), makes each row's CSV line in SQL and stores the batch as one chunk of
 * export_chunks, so the rows never travel to the server and the file never travels back to be
 * stored (at a million rows those two trips were most of the export's time). The line is the same
 * text transaction-rows.ts `lineOf` writes for the streamed answer (the queued-export test
 * compares the two files byte for byte).
 */
import { CURRENCIES } from '@payrail/contract/money';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { rawRows } from '#db/client.ts';
import { paymentLinks, transactions as t } from '#db/schema/index.ts';

/** A position in the list's order: created_at to the microsecond (ISO, UTC) and the id. */
export type ChunkKey = { at: string; id: string };

/** The first characters a spreadsheet would execute, as ascii() codes: = + - @ tab CR. */
const LEADS = '(61, 43, 45, 64, 9, 13)';

/**
 * csvCell in SQL, without its quotes (the line's literals carry them): a formula's first
 * character neutralised with an apostrophe, quotes doubled.
 */
const cell = (v: SQL) =>
  sql`case when ascii(${v}) in ${sql.raw(LEADS)} then '''' else '' end || replace(${v}, '"', '""')`;

/** decimalText in SQL: minor units as the currency's decimal (numeric keeps the exponent's scale). */
function decimal(v: SQL): SQL {
  const byExponent = new Map<number, string[]>();
  for (const [code, c] of Object.entries(CURRENCIES)) {
    if (c.exponent > 0) byExponent.set(c.exponent, [...(byExponent.get(c.exponent) ?? []), code]);
  }
  const cases = [...byExponent].map(
    ([e, codes]) =>
      sql`when ${t.currency} in (${sql.raw(codes.map((c) => `'${c}'`).join(', '))}) then (${v} * ${sql.raw(`0.${'0'.repeat(e - 1)}1`)})::text`,
  );
  return sql`case ${sql.join(cases, sql` `)} else ${v}::text end`;
}
/** An amount's cell, unquoted: only a negative one can start a formula (with its minus sign). */
const amount = (v: SQL) => sql`case when ${v} < 0 then '''' else '' end || ${decimal(v)}`;

const at = (v: SQL) => sql`to_char(${v} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One row's CSV line, every cell quoted. `||` over text rather than concat(), which calls each
 * argument's output function (a sixth of the line's cost at a million rows); every column is NOT
 * NULL but the link's ref (no link: an empty cell).
 */
const LINE = sql`'"' || to_char(${t.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  || '","' || ${t.reference} || '","' || ${cell(sql`${t.customerName}`)}
  || '","' || ${cell(sql`${t.customerEmail}`)} || '","' || ${t.channel} || '","' || ${t.status}
  || '","' || ${t.currency} || '","' || ${amount(sql`${t.amount}`)} || '","' || ${amount(sql`${t.fee}`)}
  || '","' || ${amount(sql`${t.net}`)} || '","' || coalesce(${paymentLinks.ref}, '') || ${sql.raw(`E'"\\r\\n'`)}`;

const key = (k: ChunkKey) => sql`(${k.at}::timestamptz, ${k.id}::uuid)`;
const position = sql`(${t.createdAt}, ${t.id})`;

/**
 * `work` in a transaction whose commit does not wait for its WAL to reach the disk: for what the
 * export writes while its file is made (chunks, lease renewals), made durable by the commit that
 * marks it ready, whose flush covers every WAL record before it.
 */
export function unflushed<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    return work(tx);
  });
}

/**
 * Writes the rows of `where` after `after` (at most `limit`, and none at or past `stop`) as chunk
 * `seq` of the export, if the export is still the writer's (running under its `lease`); answers
 * how many rows the chunk held, the key of its last, and whether the lease held. The export's row
 * is share-locked while the chunk is written, so no other runner can take it over meanwhile (the
 * claim skips a locked row), and once one has, a stale writer stores nothing more.
 *
 * A chunk's commit does not wait for a WAL flush (`unflushed`: a flush a chunk was a third of a
 * million-row export's time). Nothing is lost by it: a crash before the export is marked ready
 * leaves it running, and the runner that takes it again on its lapsed lease writes it anew.
 */
export async function writeChunk(
  db: Db,
  o: {
    exportId: string;
    lease: Date;
    seq: number;
    where: SQL;
    after: ChunkKey | null;
    from: ChunkKey | null;
  },
  stop: ChunkKey | null,
  limit: number,
): Promise<{ rows: number; last: ChunkKey | null; held: boolean }> {
  const bounds = [
    o.after ? sql`and ${position} < ${key(o.after)}` : sql``,
    !o.after && o.from ? sql`and ${position} <= ${key(o.from)}` : sql``,
    stop ? sql`and ${position} > ${key(stop)}` : sql``,
  ];
  const statement = sql`with held as (
      select 1 from exports where id = ${o.exportId} and status = 'running'
        and leased_at = ${o.lease.toISOString()}::timestamptz for share
    ), b as (
      select ${t.createdAt} as at, ${t.id} as id, ${LINE} as line
      from ${t} left join ${paymentLinks} on ${paymentLinks.id} = ${t.linkId}
      where ${o.where} ${sql.join(bounds, sql` `)}
      order by ${t.createdAt} desc, ${t.id} desc limit ${limit}
    ), stored as (
      insert into export_chunks (export_id, seq, data)
      select ${o.exportId}, ${o.seq}, convert_to(string_agg(line, '' order by at desc, id desc), 'UTF8')
      from b where exists (select 1 from held) having count(*) > 0 returning 1
    ), last as (select at, id from b order by at, id limit 1)
    select (select count(*) from b)::int as rows, exists (select 1 from held) as held,
      (select ${at(sql`at`)} from last) as at, (select id::text from last) as id`;
  const [r] = await unflushed(db, (tx) =>
    rawRows<{ rows: number; held: boolean; at: string | null; id: string | null }>(tx, statement),
  );
  const rows = Number(r?.rows ?? 0);
  return { rows, last: r?.at && r.id ? { at: r.at, id: r.id } : null, held: r?.held === true };
}

/**
 * Keys that cut the rows of `where` into `parts` runs of about the same size: the first row of
 * each run after the first (newest first); none when the rows are few.
 */
export async function splitKeys(db: Db, where: SQL, parts: number, minRows: number): Promise<ChunkKey[]> {
  if (parts < 2) return [];
  const [c] = await rawRows<{ n: number }>(db, sql`select count(*)::int as n from ${t} where ${where}`);
  const n = Number(c?.n ?? 0);
  if (n < parts * minRows) return [];
  const keys: ChunkKey[] = [];
  for (let i = 1; i < parts; i++) {
    const [k] = await rawRows<ChunkKey>(
      db,
      sql`select ${at(sql`${t.createdAt}`)} as at, ${t.id}::text as id from ${t} where ${where}
        order by ${t.createdAt} desc, ${t.id} desc offset ${Math.floor((n * i) / parts)} limit 1`,
    );
    if (k) keys.push(k);
  }
  return keys;
}
