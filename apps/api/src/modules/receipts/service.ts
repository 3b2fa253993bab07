/** Receipts: the PDF of a merchant's received payment, and the public check of a receipt. */
import { RECEIPT_FILE_NAME, type ReceiptVerification } from '@payrail/contract/receipts';
import type { Ctx } from '#lib/context.ts';
import type { Deps } from '#lib/deps.ts';
import { conflict, notFound } from '#lib/errors.ts';
import { jsonAmount, visibleTransactions } from '#modules/transactions/index.ts';
import { merchantReceipt, paidByReference } from './receipt-facts.ts';
import { receiptPdf } from './receipt-pdf.ts';
import { tokenMatches, verificationUrl } from './verification.ts';

export async function transactionReceipt(
  { deps, actor, access }: Pick<Ctx, 'deps' | 'actor' | 'access'>,
  { id }: { id: string },
): Promise<Response> {
  // A member limited to sub-accounts reads only their payments: any other is as another merchant's.
  const facts = await merchantReceipt(deps.db, visibleTransactions({ actor, access }), id);
  if (!facts) throw notFound('Transaction not found');
  if (facts === 'unpaid') throw conflict('Only a payment that was received has a receipt');
  const pdf = await receiptPdf(facts, verificationUrl(deps.config, facts.reference));
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.length),
      'Content-Disposition': `attachment; filename="${RECEIPT_FILE_NAME}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** The payment a genuine receipt shows; undefined for any receipt that is not (no oracle). */
export async function verifyReceipt(
  deps: Pick<Deps, 'db' | 'config'>,
  { reference, t }: { reference: string; t: string },
): Promise<ReceiptVerification | undefined> {
  if (!tokenMatches(deps.config, reference, t)) return undefined;
  const facts = await paidByReference(deps.db, reference);
  if (!facts) return undefined;
  return {
    merchantName: facts.merchantName,
    reference: facts.reference,
    amount: jsonAmount(facts.paid),
    currency: facts.currency,
    status: facts.status,
    channel: facts.channel,
    paidAt: facts.paidAt.toISOString(),
  };
}
