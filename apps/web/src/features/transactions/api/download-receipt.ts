/**
 * receipts.transactionReceipt: a received payment's receipt, SingleTransactionReceipt.pdf, as a
 * download. Spec 001 §8: a receipt failure is only logged; the user sees nothing.
 */
import { RECEIPT_FILE_NAME } from '@payrail/contract/constants';
import * as receipts from '@payrail/contract/routes/receipts';
import { saveFile } from '#lib/download.ts';
import { callFile } from '#lib/http.ts';

export async function downloadReceipt(id: string): Promise<void> {
  try {
    saveFile(await callFile(receipts.transactionReceipt, { params: { id } }), RECEIPT_FILE_NAME);
  } catch (error) {
    console.error('Receipt download failed', error);
  }
}
