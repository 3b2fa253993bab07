/**
 * txns.exportTransactionsCsv and txns.exportTransactionsPdf (the primary account: filters in the
 * body) and txns.exportSubAccountTransactionsCsv (the sub-accounts: filters as query): the list's
 * current filters as Transactions.csv or Transactions.pdf, saved as a download. A CSV too big for
 * a page's patience is prepared in the background: the API then answers JSON instead of the file,
 * and its message says so (the caller shows it). Spec 001 §8: an export failure is only logged.
 */
import { DOWNLOAD_FILES } from '@payrail/contract/constants';
import * as txns from '@payrail/contract/routes/transactions';
import type { TransactionFilters } from '@payrail/contract/transactions';
import { saveFile } from '#lib/download.ts';
import { callFile } from '#lib/http.ts';

export type ExportFormat = 'csv' | 'pdf';
/** What became of an export: saved, queued (with the message to show), or failed (logged). */
export type ExportOutcome = { kind: 'saved' } | { kind: 'queued'; message: string } | { kind: 'failed' };

function fetchExport(format: ExportFormat, scope: 'primary' | 'sub-account', filters: TransactionFilters) {
  if (format === 'pdf') return callFile(txns.exportTransactionsPdf, { body: filters });
  if (scope === 'sub-account') return callFile(txns.exportSubAccountTransactionsCsv, { query: filters });
  return callFile(txns.exportTransactionsCsv, { body: filters });
}

async function queuedMessage(blob: Blob): Promise<string | null> {
  if (!blob.type.startsWith('application/json')) return null;
  const json = JSON.parse(await blob.text()) as { message?: unknown };
  return typeof json.message === 'string' ? json.message : null;
}

export async function exportTransactions(
  format: ExportFormat,
  scope: 'primary' | 'sub-account',
  filters: TransactionFilters,
): Promise<ExportOutcome> {
  try {
    const blob = await fetchExport(format, scope, filters);
    const message = await queuedMessage(blob);
    if (message) return { kind: 'queued', message };
    saveFile(blob, format === 'pdf' ? DOWNLOAD_FILES.transactionsPdf : DOWNLOAD_FILES.transactionsCsv);
    return { kind: 'saved' };
  } catch (error) {
    console.error('Transactions export failed', error);
    return { kind: 'failed' };
  }
}
