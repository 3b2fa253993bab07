/**
 * Chargeback tests' shared steps: a merchant with one paid card payment (₦10,000; ₦9,750 to the
 * merchant, pending until the run), raising a dispute on it, the decline form, and a payment's or
 * chargeback's ledger entries by kind.
 */
import { eq } from 'drizzle-orm';
import { journalEntries, ledgerAccounts, postings } from '#db/schema/index.ts';
import { raiseChargeback } from '#modules/chargebacks/index.ts';
import type { Harness } from './harness.ts';
import { pdf } from './kyb.ts';
import { CARDS, card, merchantWithLink, payer, payOk } from './payments.ts';

export const CB = '/api/v1/merchant/charge-backs';

export async function paidMerchant(t: Harness) {
  const { owner, link, merchantId } = await merchantWithLink(t, { amount: 1_000_000 });
  const paid = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
  return { owner, merchantId, payment: paid.reference as string };
}

export const raise = (t: Harness, payment: string, amount?: bigint) =>
  raiseChargeback(t.deps, { transactionReference: payment, amount, reason: 'Goods not received' });

/** A chargeback's (or any reference's) entries: entry kind → account kind → signed amount. */
export async function entries(t: Harness, reference: string) {
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

/** POST decline/{id} as multipart: the reason and files (name, bytes, declared type). */
export async function decline(
  t: Harness,
  token: string,
  id: string,
  reason: string,
  files: { field?: string; name: string; bytes: Uint8Array; type: string }[] = [
    { name: 'receipt.pdf', bytes: pdf(), type: 'application/pdf' },
  ],
) {
  const form = new FormData();
  form.set('reason', reason);
  files.forEach((f, i) => {
    form.set(f.field ?? `evidence${i + 1}`, new File([new Uint8Array(f.bytes)], f.name, { type: f.type }));
  });
  const res = await t.app.request(`${CB}/decline/${id}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': t.ip },
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  // biome-ignore lint/suspicious/noExplicitAny: answers are asserted field by field in the tests
  return { status: res.status, body: body as any, text };
}

export const accept = (t: Harness, token: string, id: string) => t.post(`${CB}/accept/${id}`, {}, { token });
