/**
 * GET merchant/exports/{id}/download: a prepared export's file, its chunks streamed back in order
 * one at a time. Another merchant's export, one not ready, an expired one, and one wider than what a member
 * limited to sub-accounts may see are all 404.
 */
import { TRANSACTIONS_CSV_NAME } from '@payrail/contract/transactions';
import { and, asc, eq, gt } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '#db/client.ts';
import { exportChunks, exports } from '#db/schema/index.ts';
import type { Ctx } from '#lib/context.ts';
import { fileResponse } from '#lib/csv.ts';
import { notFound } from '#lib/errors.ts';

type DownloadCtx = Pick<Ctx, 'deps' | 'log'> & {
  actor: Pick<Ctx['actor'], 'merchantId'>;
  access: Pick<Ctx['access'], 'subAccountIds'>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function downloadExport(ctx: DownloadCtx, { id }: { id: string }): Promise<Response> {
  if (!UUID.test(id)) throw notFound();
  const [e] = await ctx.deps.db
    .select({ id: exports.id, subAccountIds: exports.subAccountIds })
    .from(exports)
    .where(
      and(
        eq(exports.id, id),
        eq(exports.merchantId, ctx.actor.merchantId),
        eq(exports.status, 'ready'),
        gt(exports.expiresAt, ctx.deps.clock.now()),
      ),
    );
  if (!e) throw notFound();
  const limited = ctx.access.subAccountIds;
  if (limited && (!e.subAccountIds || e.subAccountIds.some((s) => !limited.includes(s)))) throw notFound();
  return fileResponse(exportFile(ctx.deps.db, id), {
    fileName: TRANSACTIONS_CSV_NAME,
    contentType: 'text/csv; charset=utf-8',
    log: ctx.log,
    what: 'Export download',
  });
}

/** Binary answers' parsers: bytea as its bytes (node-postgres has no binary parser for it). */
const BINARY = {
  getTypeParser: (oid: number, format?: string) =>
    oid === 17 ? (v: Buffer) => v : pg.types.getTypeParser(oid, format as 'binary'),
};

type Chunk = { seq: number; data: Uint8Array } | undefined;
const NEXT_CHUNK =
  'select seq, data from export_chunks where export_id = $1 and seq > $2 order by seq limit 1';

/**
 * The chunk after `seq`. On PostgreSQL in binary (the bytes as stored, where text would send them
 * as hex twice their size, decoded again here); PGlite answers bytes either way.
 */
function nextChunk(db: Db, id: string, seq: number): Promise<Chunk> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    // `binary` is a query option of node-postgres its types do not list.
    const query = { text: NEXT_CHUNK, values: [id, seq], binary: true, types: BINARY } as pg.QueryConfig;
    return client.query<{ seq: number; data: Buffer }>(query).then((r) => r.rows[0]);
  }
  return db
    .select({ seq: exportChunks.seq, data: exportChunks.data })
    .from(exportChunks)
    .where(and(eq(exportChunks.exportId, id), gt(exportChunks.seq, seq)))
    .orderBy(asc(exportChunks.seq))
    .limit(1)
    .then((r) => r[0]);
}

/** The file's chunks in order, the next one read while this one is sent. */
async function* exportFile(db: Db, id: string): AsyncGenerator<Uint8Array> {
  let next = nextChunk(db, id, -1);
  for (;;) {
    const c = await next;
    if (!c) return;
    next = nextChunk(db, id, c.seq);
    // Its failure is met where it is awaited; if the reader stops first, it is dropped.
    next.catch(() => {});
    yield c.data;
  }
}
