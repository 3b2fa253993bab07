/**
 * Writing a queued export (transactions-export.ts) in the background: the rows stream from the
 * database a batch at a time (the same CSV as the answer's) into chunks of about a megabyte kept in
 * export_chunks, so neither the job nor the database holds the whole file in one value. When it is
 * written, the requester gets a notification with the address to download it from. A failure is
 * logged and marks the export failed (spec 001 §8: export failures are only logged).
 *
 * One run takes the queued exports one at a time (SKIP LOCKED: runners never take the same one),
 * then deletes the expired ones. Each queued export sends a run; a schedule picks up any left.
 */
import { EXPORT_TTL_DAYS } from '@payrail/contract/exports';
import { TRANSACTIONS_CSV_NAME, TransactionFilters } from '@payrail/contract/transactions';
import { and, eq, lt, sql } from 'drizzle-orm';
import { exportChunks, exports } from '#db/schema/index.ts';
import { csvChunks } from '#lib/csv.ts';
import type { Deps } from '#lib/deps.ts';
import { notify } from '#modules/notifications/index.ts';
import { exportWhere, transactionsCsv } from './transaction-rows.ts';
import { DAY_MS } from './transactions-export.ts';

/** A chunk of the file is written once this many bytes have gathered. */
const CHUNK_BYTES = 1 << 20;

type ExportRecord = typeof exports.$inferSelect;

/** A running export whose runner has not shown itself alive for this long is taken again. */
export const EXPORT_LEASE_MS = 10 * 60_000;

/**
 * Takes the oldest export waiting to be written, marking it running under a fresh lease: a queued
 * one, or a running one whose runner died (its lease lapsed, the process killed mid-file); null
 * when none waits.
 */
async function claim(deps: Deps): Promise<ExportRecord | null> {
  const now = deps.clock.now();
  const lapsed = new Date(now.getTime() - EXPORT_LEASE_MS).toISOString();
  const rows = await deps.db
    .update(exports)
    .set({ status: 'running', leasedAt: now })
    .where(
      sql`${exports.id} = (select id from exports
        where status = 'queued' or (status = 'running' and leased_at < ${lapsed}::timestamptz)
        order by created_at limit 1 for update skip locked)`,
    )
    .returning();
  return rows[0] ?? null;
}

/** Renews the lease while the file is written; false once another runner has taken the export. */
async function renew(deps: Deps, e: ExportRecord): Promise<boolean> {
  const now = deps.clock.now();
  const held = await deps.db
    .update(exports)
    .set({ leasedAt: now })
    .where(and(eq(exports.id, e.id), eq(exports.status, 'running'), eq(exports.leasedAt, e.leasedAt!)))
    .returning({ id: exports.id });
  if (held.length === 0) return false;
  e.leasedAt = now;
  return true;
}

class LeaseLost extends Error {}

/** Writes the file's chunks; answers its size and rows. */
async function writeFile(deps: Deps, e: ExportRecord): Promise<{ size: number; rows: number }> {
  const { asOf, ...given } = e.filters;
  const filters = TransactionFilters.parse(given);
  const ctx = { deps, actor: { merchantId: e.merchantId }, access: { subAccountIds: e.subAccountIds } };
  const where = exportWhere(ctx, filters, new Date(String(asOf ?? e.createdAt.toISOString())));
  const source = transactionsCsv(ctx, where);
  let rows = 0;
  const lines = source.lines;
  source.lines = (batch) => {
    rows += batch.length;
    return lines(batch);
  };
  await deps.db.delete(exportChunks).where(eq(exportChunks.exportId, e.id));
  let seq = 0;
  let size = 0;
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    if (!(await renew(deps, e))) throw new LeaseLost(`export ${e.id} was taken by another runner`);
    await deps.db.insert(exportChunks).values({ exportId: e.id, seq: seq++, data: Buffer.concat(pending) });
    size += pendingBytes;
    pending = [];
    pendingBytes = 0;
  };
  for await (const chunk of csvChunks(source)) {
    pending.push(chunk);
    pendingBytes += chunk.byteLength;
    if (pendingBytes >= CHUNK_BYTES) await flush();
  }
  await flush();
  return { size, rows };
}

async function build(deps: Deps, e: ExportRecord): Promise<void> {
  try {
    const { size, rows } = await writeFile(deps, e);
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
    await deps.db.delete(exportChunks).where(eq(exportChunks.exportId, e.id));
    await deps.db
      .update(exports)
      .set({ status: 'failed', finishedAt: deps.clock.now() })
      .where(eq(exports.id, e.id));
  }
}

/** Writes every queued export, then deletes the expired ones; answers how many were written. */
export async function buildQueuedExports(deps: Deps): Promise<{ built: number; expired: number }> {
  let built = 0;
  for (let e = await claim(deps); e; e = await claim(deps)) {
    await build(deps, e);
    built++;
  }
  const gone = await deps.db
    .delete(exports)
    .where(lt(exports.expiresAt, deps.clock.now()))
    .returning({ id: exports.id });
  return { built, expired: gone.length };
}
