/** A merchant with a paid card payment (through the real endpoints), ready to refund it with its PIN. */
import { eq } from 'drizzle-orm';
import { journalEntries, ledgerAccounts, postings, refunds } from '#db/schema/index.ts';
import type { Harness } from './harness.ts';
import { CARDS, card, merchantWithLink, payer, payOk, transactionRow } from './payments.ts';
import { PIN, setPin } from './payouts.ts';

export const REFUND = '/api/v1/merchant/transactions/refund';
export const REFUNDS = '/api/v1/merchant/transactions/refunds';

/** Paid ₦10,000 by card (the merchant bears the fee: the net is pending until the run settles it). */
export async function paidPayment(t: Harness, amount = 1_000_000) {
  const { owner, link, merchantId } = await merchantWithLink(t, { amount });
  await setPin(t, owner.token);
  const state = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
  const row = await transactionRow(t, state.reference as string);
  return { owner, token: owner.token, merchantId, transaction: row, id: row.id };
}

export const refund = (
  t: Harness,
  token: string,
  id: string,
  body: Record<string, unknown>,
  key: string = `refund-${crypto.randomUUID()}`,
) =>
  t.post(
    `${REFUND}/${id}`,
    { reason: 'Returned goods', pin: PIN, ...body },
    {
      token,
      headers: { 'Idempotency-Key': key },
    },
  );

export async function refundRows(t: Harness, transactionId: string) {
  return t.db.select().from(refunds).where(eq(refunds.transactionId, transactionId));
}

/** A reference's ledger entries: kind → account kind → signed amount. */
export async function entriesOf(t: Harness, reference: string) {
  const rows = await t.db
    .select({ entry: journalEntries.kind, account: ledgerAccounts.kind, amount: postings.amount })
    .from(journalEntries)
    .innerJoin(postings, eq(postings.entryId, journalEntries.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(eq(journalEntries.reference, reference));
  const out: Record<string, Record<string, bigint>> = {};
  for (const r of rows) out[r.entry] = { ...out[r.entry], [r.account]: r.amount };
  return out;
}
