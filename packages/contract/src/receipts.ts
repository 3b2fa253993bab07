/**
 * Receipts (spec 001 §7 "Transactions": generate-receipt-for-transaction-details, a PDF named
 * SingleTransactionReceipt.pdf) and their public verification (beyond the spec): every receipt
 * carries a QR code and an address, /verify/{reference}?t={token}, where anyone holding it can
 * check with the provider that the payment is real. The answer to fake-transfer-alert fraud: a
 * forged or edited receipt does not verify. The token is a keyed hash of the reference, so
 * references cannot be walked; the page shows nothing beyond what the receipt itself shows.
 */
import { z } from 'zod';
import { RECEIPT_FILE_NAME } from './constants.ts';
import { defineEndpoint, needs, publicAccess } from './endpoint.ts';
import { Empty } from './envelope.ts';
import { Channel } from './payments.ts';
import { line } from './text.ts';

export { RECEIPT_FILE_NAME };

export const ReceiptParams = z.object({ id: z.uuid('Unknown transaction') });

/** GET merchant/transactions/generate-receipt-for-transaction-details/{id}: the payment's receipt, a PDF. */
export const transactionReceipt = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/transactions/generate-receipt-for-transaction-details/{id}',
  access: needs('transactions:read'),
  params: ReceiptParams,
  file: ['application/pdf'],
  response: Empty,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const VerifyReceiptParams = z.object({
  reference: line().max(64, 'Unknown receipt'),
});
export const VerifyReceiptQuery = z.object({ t: line().max(64, 'Unknown receipt') });

/** What a genuine receipt's verification shows: what the receipt itself prints, no more. */
export const ReceiptVerification = z
  .object({
    merchantName: z.string(),
    reference: z.string(),
    /** What the customer paid (the amount kept; a part payment's received amount). */
    amount: z.number().int(),
    currency: z.string(),
    /** `underpaid`: a part payment the merchant accepted. */
    status: z.enum(['success', 'underpaid']),
    channel: Channel,
    paidAt: z.string(),
  })
  .meta({ id: 'ReceiptVerification' });
export type ReceiptVerification = z.infer<typeof ReceiptVerification>;

/** GET receipts/verify/{reference}?t=: a genuine receipt's payment; 404 for anything else, alike. */
export const verifyReceipt = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/receipts/verify/{reference}',
  access: publicAccess,
  params: VerifyReceiptParams,
  query: VerifyReceiptQuery,
  response: ReceiptVerification,
  errors: ['NOT_FOUND'],
});
