/**
 * Writing a queued export (transactions-export.ts) in the background: PostgreSQL reads the rows a
 * batch at a time, writes their CSV lines (the same CSV as the answer's) and keeps each batch as a
 * chunk of export_chunks (export-sql.ts), so neither the job nor the database holds the whole file
 * in one value, and the rows never cross to the server. When it is
 * written, the requester gets a notification with the address to download it from. A failure is
 * logged and marks the export failed (spec 001 §8: export failures are only logged).
 *
 * One run takes the queued exports one at a time (SKIP LOCKED: runners never take the same one),
 * then deletes the expired ones. Each queued export sends a run; a schedule picks up any left.
 */
import { EXPORT_TTL_DAYS } from '@payrail/contract/exports';
import { TRANSACTIONS_CSV_NAME, TransactionFilters } from '@payrail/contract/transactions';
import { and, eq, lt, sql } from 'drizzle-orm';
import pg from 'pg';
import { rawRows, type Tx } from '#db/client.ts';
import { exportChunks, exports } from '#db/schema/index.ts';
import { csvLine } from '#lib/csv.ts';
import type { Deps } from '#lib/deps.ts';
import { notify } from '#modules/notifications/index.ts';
import { type ChunkKey, splitKeys, unflushed, writeChunk } from './export-sql.ts';
import { exportWhere, TRANSACTIONS_CSV_HEADER } from './transaction-rows.ts';
import { DAY_MS } from './transactions-export.ts';

/**
 * Rows a chunk of a queued file (about 1.6 MB of CSV). Twice the streamed answer's batch: the
 * chunks are made and kept inside PostgreSQL, and each costs a transaction, a lease check and an
 * insert besides its lines; at a million rows 10,000 a chunk wrote the file in 2,954 ms against
 * 3,213 ms at 5,000 (bench/src/export-write.ts, median of 7 runs each).
 */
const QUEUED_BATCH = 10_000;

/** Runs a large export is cut into on PostgreSQL (a connection each). */
const EXPORT_PARTS = 2;
/** A run's chunk numbers start at a multiple of this (16M chunks of rows a run at most). */
export const PART_SEQ = 1 << 24;

type ExportRecord = typeof exports.$inferSelect;

/** A running export whose runner has not shown itself alive for this long is taken again. */
export const EXPORT_LEASE_MS = 10 * 60_000;

/**
 * Takes the oldest export waiting to be written, marking it running under a fresh lease: a queued
 * one, or a running one whose runner died (not alive for EXPORT_LEASE_MS, the process killed
 * mid-file); null when none waits.
 */
async function claim(deps: Deps, only?: string): Promise<ExportRecord | null> {
  const now = deps.clock.now();
  const lapsed = new Date(now.getTime() - EXPORT_LEASE_MS).toISOString();
  const rows = await deps.db
    .update(exports)
    .set({ status: 'running', leasedAt: now, aliveAt: now })
    .where(
      sql`${exports.id} = (select id from exports
        where (status = 'queued'
            or (status = 'running' and coalesce(alive_at, leased_at) < ${lapsed}::timestamptz))
          ${only ? sql`and id = ${only}` : sql``}
        order by created_at limit 1 for update skip locked)`,
    )
    .returning();
  return rows[0] ?? null;
}

/** A writer renews its lease once it is this old (a tenth of the lease), not every round. */
const RENEW_AFTER_MS = EXPORT_LEASE_MS / 10;

/**
 * Renews the lease while the file is written, once it is RENEW_AFTER_MS old (without a WAL
 * flush, as the chunks): only the export's `alive_at`, so the runner's mark (`leased_at`), which
 * its runs' chunk writes check, stays as it is and a run never waits for another's renewal. The
 * runs share `e`: the first to find the lease old renews it, the others go on. False once
 * another runner has taken the export.
 */
async function renew(deps: Deps, e: ExportRecord): Promise<boolean> {
  const now = deps.clock.now();
  if (now.getTime() - e.aliveAt!.getTime() < RENEW_AFTER_MS) return true;
  e.aliveAt = now;
  const held = await unflushed(deps.db, (tx) =>
    tx
      .update(exports)
      .set({ aliveAt: now })
      .where(and(eq(exports.id, e.id), eq(exports.status, 'running'), eq(exports.leasedAt, e.leasedAt!)))
      .returning({ id: exports.id }),
  );
  return held.length > 0;
}

class LeaseLost extends Error {}

/** Whether the export is still this runner's, share-locking its row until `tx` ends. */
async function stillHeld(tx: Tx, e: ExportRecord): Promise<boolean> {
  const [row] = await tx
    .select({ id: exports.id })
    .from(exports)
    .where(and(eq(exports.id, e.id), eq(exports.status, 'running'), eq(exports.leasedAt, e.leasedAt!)))
    .for('share');
  return row !== undefined;
}

/** How a queued export is written: rows a chunk, runs side by side (PostgreSQL), only one export. */
export type WriteOptions = { batchRows?: number; parts?: number; only?: string };

/**
 * Writes the file: the byte order mark and header as chunk 0, then the rows, a chunk a batch,
 * made and stored by PostgreSQL (export-sql.ts). On PostgreSQL the rows are cut into `parts` runs
 * written side by side on their own connections (a core each); a run's chunks are numbered from
 * `1 + run * PART_SEQ`, so the download reads them in order. Each write holds the export's row
 * under this runner's lease (export-sql.ts `writeChunk`); the lease is renewed between chunks.
 */
async function writeFile(
  deps: Deps,
  e: ExportRecord,
  o: WriteOptions,
): Promise<{ size: number; rows: number }> {
  const { asOf, ...given } = e.filters;
  const filters = TransactionFilters.parse(given);
  const ctx = { deps, actor: { merchantId: e.merchantId }, access: { subAccountIds: e.subAccountIds } };
  const at = new Date(String(asOf ?? e.createdAt.toISOString()));
  const where = exportWhere(ctx, filters, at);
  const batch = o.batchRows ?? QUEUED_BATCH;
  const header = Buffer.from(`\ufeff${csvLine(TRANSACTIONS_CSV_HEADER)}`);
  // What an earlier runner left is cleared, and the header written, under the lease too.
  const started = await unflushed(deps.db, async (tx) => {
    if (!(await stillHeld(tx, e))) return false;
    await tx.delete(exportChunks).where(eq(exportChunks.exportId, e.id));
    await tx.insert(exportChunks).values({ exportId: e.id, seq: 0, data: header });
    return true;
  });
  if (!started) throw new LeaseLost(`export ${e.id} was taken by another runner`);
  // PGlite runs one statement at a time: runs side by side would only take turns.
  const pooled = (deps.db as unknown as { $client: unknown }).$client instanceof pg.Pool;
  const { currency, channel, from, to } = filters;
  const by = { merchantId: e.merchantId, asOf: at, currency, channel, from, to };
  const cuts = await splitKeys(deps.db, by, o.parts ?? (pooled ? EXPORT_PARTS : 1), batch);
  const runs = [null, ...cuts].map((from, i) => ({
    from,
    stop: cuts[i] ?? null,
    after: null as ChunkKey | null,
    seq: 1 + i * PART_SEQ,
    done: false,
  }));
  let rows = 0;
  let lost = false;
  // Each run goes at its own pace (in step, every round waited for the slower: 8-10 % of a
  // million-row export); a lost lease stops them all.
  await Promise.all(
    runs.map(async (r) => {
      while (!r.done && !lost) {
        const wrote = await writeChunk(
          deps.db,
          { exportId: e.id, lease: e.leasedAt!, seq: r.seq++, where, after: r.after, from: r.from },
          r.stop,
          batch,
        );
        lost ||= !wrote.held || !(await renew(deps, e));
        rows += wrote.rows;
        r.after = wrote.last;
        r.done = wrote.rows < batch;
      }
    }),
  );
  if (lost) throw new LeaseLost(`export ${e.id} was taken by another runner`);
  const [sized] = await rawRows<{ size: string | null }>(
    deps.db,
    sql`select sum(length(data))::text as size from ${exportChunks} where ${exportChunks.exportId} = ${e.id}`,
  );
  return { size: Number(sized?.size ?? 0), rows };
}

async function build(deps: Deps, e: ExportRecord, o: WriteOptions): Promise<void> {
  try {
    const { size, rows } = await writeFile(deps, e, o);
    const now = deps.clock.now();
    const expiresAt = new Date(now.getTime() + EXPORT_TTL_DAYS * DAY_MS);
    await deps.db.transaction(async (tx) => {
      const done = await tx
        .update(exports)
        .set({ status: 'ready', size, rows, finishedAt: now, expiresAt })
        .where(and(eq(exports.id, e.id), eq(exports.leasedAt, e.leasedAt!)))
        .returning({ id: exports.id });
      if (done.length === 0) throw new LeaseLost(`export ${e.id} was taken by another runner`);
      await notify(tx, deps.clock, {
        merchantId: e.merchantId,
        userId: e.requestedBy,
        exportId: e.id,
        kind: 'export.ready',
        title: 'Your export is ready',
        body: `${TRANSACTIONS_CSV_NAME} (${rows.toLocaleString('en-NG')} rows) can be downloaded from this notification for ${EXPORT_TTL_DAYS} days.`,
      });
    });
    deps.log.info({ exportId: e.id, rows, size }, 'export ready');
  } catch (err) {
    // Another runner took it over (this one stalled past its lease): the file is theirs to finish.
    if (err instanceof LeaseLost) {
      deps.log.warn({ exportId: e.id }, err.message);
      return;
    }
    deps.log.error({ err, exportId: e.id }, 'Transactions CSV export failed');
    // Only while it is still this runner's: another one may have taken it over meanwhile.
    await deps.db.transaction(async (tx) => {
      const failed = await tx
        .update(exports)
        .set({ status: 'failed', finishedAt: deps.clock.now() })
        .where(and(eq(exports.id, e.id), eq(exports.status, 'running'), eq(exports.leasedAt, e.leasedAt!)))
        .returning({ id: exports.id });
      if (failed.length) await tx.delete(exportChunks).where(eq(exportChunks.exportId, e.id));
    });
  }
}

/** Writes every queued export, then deletes the expired ones; answers how many were written. */
export async function buildQueuedExports(
  deps: Deps,
  o: WriteOptions = {},
): Promise<{ built: number; expired: number }> {
  let built = 0;
  for (let e = await claim(deps, o.only); e; e = await claim(deps, o.only)) {
    await build(deps, e, o);
    built++;
  }
  const gone = await deps.db
    .delete(exports)
    .where(lt(exports.expiresAt, deps.clock.now()))
    .returning({ id: exports.id });
  return { built, expired: gone.length };
}
