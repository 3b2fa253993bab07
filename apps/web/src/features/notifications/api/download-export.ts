/**
 * exports.downloadExport: a prepared export (Transactions.csv) from its notification, read with
 * the session. Spec 001 §8: an export failure is only logged; the user sees nothing.
 */
import { DOWNLOAD_FILES } from '@payrail/contract/constants';
import * as exportsApi from '@payrail/contract/routes/exports';
import { saveFile } from '#lib/download.ts';
import { callFile } from '#lib/http.ts';

export async function downloadExport(id: string): Promise<void> {
  try {
    saveFile(await callFile(exportsApi.downloadExport, { params: { id } }), DOWNLOAD_FILES.transactionsCsv);
  } catch (error) {
    console.error('Export download failed', error);
  }
}
