/** payouts.payoutsReceipt: Payouts.pdf, one payout's receipt (`uuid`) or the filtered list. */
import { DOWNLOAD_FILES } from '@payrail/contract/constants';
import type { PayoutListQuery } from '@payrail/contract/payouts';
import * as payouts from '@payrail/contract/routes/payouts';
import { saveFile } from '#lib/download.ts';
import { callFile } from '#lib/http.ts';

export async function downloadPayouts(
  query: Omit<PayoutListQuery, 'page'> & { uuid?: string },
): Promise<void> {
  saveFile(await callFile(payouts.payoutsReceipt, { query }), DOWNLOAD_FILES.payoutsPdf);
}
