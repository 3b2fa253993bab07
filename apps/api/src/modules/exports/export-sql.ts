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
import { merchantDayStats, paymentLinks, transactions as t } from '#db/schema/index.ts';

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

/** What the split reads of an export's filters: the day rollup's dimensions and the days. */
export type SplitBy = {
  merchantId: string;
  asOf: Date;
  currency?: string | undefined;
  channel?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** The id below every other: a cut at a day's first instant leaves that instant's rows in the newer run. */
const LOWEST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Keys that cut the rows into `parts` runs of about the same size, newest first: each the first
 * instant of a Lagos day, chosen from the merchant's day rollup (payments by the day they were
 * paid, failures by the day they began; the currency, channel and days of the filters applied),
 * none when it counts fewer than `parts * minRows`. The rollup is a few hundred rows where a count
 * of the rows and an offset into them took a third of a second at a million rows before the runs
 * could start. It is an estimate of the rows (it leaves out checkouts still pending or abandoned,
 * and filters it does not hold): an uneven cut makes one run longer, never a row lost or written
 * twice, since the runs' bounds meet at each key whatever it is.
 */
export async function splitKeys(db: Db, by: SplitBy, parts: number, minRows: number): Promise<ChunkKey[]> {
  if (parts < 2) return [];
  const s = merchantDayStats;
  const last = sql`lagos_day(${by.asOf.toISOString()}::timestamptz)`;
  const days = await rawRows<{ start: string; n: string }>(
    db,
    sql`select ${at(sql`((${s.day}::timestamp - interval '1 hour') at time zone 'UTC')`)} as start,
        sum(${s.paid} + ${s.failed})::text as n
      from ${s} where ${s.merchantId} = ${by.merchantId}::uuid and ${s.day} <= ${last}
        ${by.to ? sql`and ${s.day} <= ${by.to}::date` : sql``}
        ${by.from ? sql`and ${s.day} >= ${by.from}::date` : sql``}
        ${by.currency ? sql`and ${s.currency} = ${by.currency}` : sql``}
        ${by.channel ? sql`and ${s.channel} = ${by.channel}` : sql``}
      group by ${s.day} order by ${s.day} desc`,
  );
  const counts = days.map((d) => Number(d.n));
  const total = counts.reduce((a, b) => a + b, 0);
  if (total < parts * minRows) return [];
  const keys: ChunkKey[] = [];
  let seen = 0;
  let next = 1;
  for (const [i, d] of days.entries()) {
    const before = seen;
    seen += counts[i] ?? 0;
    // The day that takes the newer runs past a share: cut at its start, or at its end (the start
    // of the day before it in the list) when that is nearer the share.
    while (next < parts && seen >= (total * next) / parts) {
      const share = (total * next) / parts;
      const cut = i > 0 && share - before < seen - share ? days[i - 1]!.start : d.start;
      if (keys.at(-1)?.at !== cut) keys.push({ at: cut, id: LOWEST_ID });
      next++;
    }
  }
  return keys;
}
