/**
 * The transactions exports (spec 001 §7 "Transactions": export-csv, export-pdf and the
 * primary-and-sub-account CSV, file names of §9) and the download of an export prepared in the
 * background (beyond the spec). Each needs transactions:read.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as exportsApi from '@payrail/contract/exports';
import * as txns from '@payrail/contract/transactions';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import { downloadExport } from './export-download.ts';
import { exportSubAccountTransactionsCsv, exportTransactionsCsv } from './transactions-export.ts';
import { exportTransactionsPdf } from './transactions-pdf.ts';

const tag = 'Transactions';
const FILTERS =
  'The filters of the transactions list (`from`/`to` Africa/Lagos days, `status`, `channel`, `currency`, `minAmount`/`maxAmount`, `paymentLink`, `customer`, `search`), newest first.';
const CSV = `${FILTERS} Streamed as \`text/csv\` (UTF-8 with a byte order mark). Cells a spreadsheet would run as a formula (starting with \`=\`, \`+\`, \`-\`, \`@\`, a tab or a carriage return) start with an apostrophe. Past 50,000 rows the file is prepared in the background: the answer is then 202 with JSON (\`QueuedExport\`, message “${exportsApi.EXPORT_QUEUED_MESSAGE}”), and the requester gets a notification with the address of GET merchant/exports/{id}/download.`;

export function exportRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    txns.exportTransactionsCsv,
    {
      tag,
      summary: 'Export the transactions as CSV (Transactions.csv)',
      description: `Filters in the body. ${CSV}`,
    },
    async (ctx, { body }) => exportTransactionsCsv(ctx, { filters: body }),
  );

  endpoint(
    app,
    txns.exportTransactionsPdf,
    {
      tag,
      summary: 'Export the transactions as PDF (Transactions.pdf)',
      description: `Filters in the body. ${FILTERS} At most 5,000 rows (a line then says to export a CSV for more), dates in Africa/Lagos, totals per currency of every matching transaction, the filters printed at the top.`,
    },
    async (ctx, { body }) => exportTransactionsPdf(ctx, { filters: body }),
  );

  endpoint(
    app,
    txns.exportSubAccountTransactionsCsv,
    {
      tag,
      summary: 'Export the primary and sub-accounts’ transactions as CSV (Transactions.csv)',
      description: `Filters as query, the same as the list’s: the primary account’s and the sub-accounts’ transactions in one file, its last column (\`Account\`) the sub-account’s name or “Primary account”. A member limited to sub-accounts gets only theirs. Streamed as \`text/csv\` (UTF-8 with a byte order mark), its cells neutralised as in POST merchant/transactions/export-csv.`,
    },
    async (ctx, { query }) => exportSubAccountTransactionsCsv(ctx, { filters: query }),
  );

  endpoint(
    app,
    exportsApi.downloadExport,
    {
      tag,
      summary: 'Download an export prepared in the background',
      description:
        'The file of an export the notification announced, for 7 days. Another merchant’s export, one still being prepared and an expired one are 404.',
    },
    async (ctx, { params }) => downloadExport(ctx, { id: params.id }),
  );
}
