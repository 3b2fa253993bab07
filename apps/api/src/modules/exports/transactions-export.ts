/**
 * The transactions CSV (POST merchant/transactions/export-csv): the rows the list's filters
 * select, in its order. Up to a page's patience (EXPORT_QUEUE_ROWS, counted with a cap) the file streams in the
 * answer; past it an export is queued (export-job.ts writes it in the background and notifies the
 * requester) and the answer says so.
 */
import { EXPORT_QUEUE_ROWS, EXPORT_QUEUED_MESSAGE, EXPORT_TTL_DAYS } from '@payrail/contract/exports';
import { TRANSACTIONS_CSV_NAME, type TransactionFilters } from '@payrail/contract/transactions';
import { exports } from '#db/schema/index.ts';
import { JOB, sendJob } from '#jobs/queue.ts';
import type { Actor } from '#lib/context.ts';
import { csvResponse } from '#lib/csv.ts';
import type { Logger } from '#lib/logger.ts';
import type { TransactionReadCtx } from '#modules/transactions/index.ts';
import { countUpTo, EXPORT_BATCH, exportWhere, transactionsCsv } from './transaction-rows.ts';

export type ExportCtx = TransactionReadCtx & { actor: Pick<Actor, 'merchantId' | 'userId'>; log: Logger };

export const DAY_MS = 86_400_000;

export async function exportTransactionsCsv(
  ctx: ExportCtx,
  { filters }: { filters: TransactionFilters },
): Promise<Response> {
  const now = ctx.deps.clock.now();
  const where = exportWhere(ctx, filters, now);
  const cap = ctx.deps.config.exportQueueRows ?? EXPORT_QUEUE_ROWS;
  if ((await countUpTo(ctx, where, cap)) <= cap) {
    return csvResponse(transactionsCsv(ctx, where), {
      fileName: TRANSACTIONS_CSV_NAME,
      log: ctx.log,
      what: 'Transactions CSV export',
    });
  }
  const exportId = await ctx.deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(exports)
      .values({
        merchantId: ctx.actor.merchantId,
        requestedBy: ctx.actor.userId,
        kind: 'transactions-csv',
        filters: { ...filters, asOf: now.toISOString() },
        subAccountIds: ctx.access.subAccountIds ? [...ctx.access.subAccountIds] : null,
        status: 'queued',
        createdAt: now,
        expiresAt: new Date(now.getTime() + EXPORT_TTL_DAYS * DAY_MS),
      })
      .returning({ id: exports.id });
    await sendJob(tx, JOB.buildExports, { exportId: row!.id });
    return row!.id;
  });
  ctx.log.info({ exportId }, 'transactions export queued');
  return Response.json(
    { message: EXPORT_QUEUED_MESSAGE, responseBody: { exportId, status: 'queued' } },
    { status: 202 },
  );
}

/**
 * The combined export (GET merchant/transactions/primary-and-sub-account-transaction-export-csv):
 * the primary account's and the sub-accounts' transactions the filters select, newest first, the
 * last column naming each row's account. A member limited to sub-accounts gets only theirs.
 */
export function exportSubAccountTransactionsCsv(
  ctx: ExportCtx,
  { filters }: { filters: TransactionFilters },
): Response {
  const where = exportWhere(ctx, filters, ctx.deps.clock.now(), 'all');
  return csvResponse(transactionsCsv(ctx, where, EXPORT_BATCH, true), {
    fileName: TRANSACTIONS_CSV_NAME,
    log: ctx.log,
    what: 'Primary and sub-account transactions CSV export',
  });
}
