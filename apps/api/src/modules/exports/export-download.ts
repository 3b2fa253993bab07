/**
 * GET merchant/exports/{id}/download: a prepared export's file, its chunks streamed back in order
 * one at a time. Another merchant's export, one not ready, an expired one, and one wider than what a member
 * limited to sub-accounts may see are all 404.
 */
import { TRANSACTIONS_CSV_NAME } from '@payrail/contract/transactions';
import { and, asc, eq, gt } from 'drizzle-orm';
import pg from 'pg';
import { copyOut } from '#db/binary-copy.ts';
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

/** The file's chunks in order, the next one read while this one is sent. */
async function* chunksOneByOne(db: Db, id: string): AsyncGenerator<Uint8Array> {
  const next = (seq: number) =>
    db
      .select({ seq: exportChunks.seq, data: exportChunks.data })
      .from(exportChunks)
      .where(and(eq(exportChunks.exportId, id), gt(exportChunks.seq, seq)))
      .orderBy(asc(exportChunks.seq))
      .limit(1)
      .then((r) => r[0]);
  let pending = next(-1);
  for (;;) {
    const c = await pending;
    if (!c) return;
    pending = next(c.seq);
    // Its failure is met where it is awaited; if the reader stops first, it is dropped.
    pending.catch(() => {});
    yield c.data;
  }
}

/**
 * The file: on PostgreSQL one binary COPY of its chunks in order (db/binary-copy.ts: the bytes as
 * stored, never decoded to text and encoded again); PGlite, in one process, answers each chunk's
 * bytes to a query.
 */
async function* exportFile(db: Db, id: string): AsyncGenerator<Uint8Array> {
  const pool = (db as unknown as { $client: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return yield* chunksOneByOne(db, id);
  const client = await pool.connect();
  yield* copyOut(
    client,
    `select data from export_chunks where export_id = ${client.escapeLiteral(id)} order by seq`,
  );
}
