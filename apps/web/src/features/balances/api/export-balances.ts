/**
 * balances.exportBalancesCsv and balances.exportBalancesPdf: a currency's movements with the
 * history's filters as Balances.csv or Balances.pdf, saved as a download. Spec 001 §8: an export
 * failure is only logged.
 */
import type { BalanceHistoryFilters } from '@payrail/contract/balance-history';
import { BALANCES_CSV_NAME, BALANCES_PDF_NAME } from '@payrail/contract/balances';
import type { Currency } from '@payrail/contract/money';
import * as balances from '@payrail/contract/routes/balances';
import { saveFile } from '#lib/download.ts';
import { callFile } from '#lib/http.ts';

export type ExportFormat = 'csv' | 'pdf';

export async function exportBalances(
  format: ExportFormat,
  currency: Currency,
  filters: BalanceHistoryFilters,
): Promise<boolean> {
  try {
    const endpoint = format === 'pdf' ? balances.exportBalancesPdf : balances.exportBalancesCsv;
    const blob = await callFile(endpoint, { params: { currency }, body: filters });
    saveFile(blob, format === 'pdf' ? BALANCES_PDF_NAME : BALANCES_CSV_NAME);
    return true;
  } catch (error) {
    console.error('Balances export failed', error);
    return false;
  }
}
