/**
 * GET merchant/exports/{id}/download: a prepared export's file, its chunks streamed back one at a
 * time. Another merchant's export, one not ready, an expired one, and one wider than what a member
 * limited to sub-accounts may see are all 404.
 */
import { TRANSACTIONS_CSV_NAME } from '@payrail/contract/transactions';
import { and, eq, gt } from 'drizzle-orm';
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
  const { db } = ctx.deps;
  async function* chunks(): AsyncGenerator<Uint8Array> {
    for (let seq = 0; ; seq++) {
      const [c] = await db
        .select({ data: exportChunks.data })
        .from(exportChunks)
        .where(and(eq(exportChunks.exportId, id), eq(exportChunks.seq, seq)));
      if (!c) return;
      yield c.data;
    }
  }
  return fileResponse(chunks(), {
    fileName: TRANSACTIONS_CSV_NAME,
    contentType: 'text/csv; charset=utf-8',
    log: ctx.log,
    what: 'Export download',
  });
}
