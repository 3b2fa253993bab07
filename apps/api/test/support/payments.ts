/** Payment links and checkouts made through the real endpoints, and what they wrote to the ledger. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { journalEntries, ledgerAccounts, postings, transactions } from '#db/schema/index.ts';
import type { Harness } from './harness.ts';
import { signedInUser } from './users.ts';

export const LINKS = '/api/v1/merchant/payment-links';
export const PAY = '/api/v1/payment-links';

export const CARDS = {
  success: '4084084084084081',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
  otp: '5060666666666666666',
  expired: '4000000000000069',
} as const;

export const card = (number: string, expiry = '12/30') => ({ number, expiry, cvv: '123' });

export function payer(overrides: Record<string, unknown> = {}) {
  return { email: 'ada@example.com', name: 'Ada Obi', phone: '08031234567', channel: 'card', ...overrides };
}

export async function createLink(t: Harness, token: string, body: Record<string, unknown> = {}) {
  const res = await t.post(`${LINKS}/create`, { name: 'Hamper', amount: 1_000_000, ...body }, { token });
  if (res.status !== 201) throw new Error(`create link: ${res.status} ${res.text}`);
  return res.body.responseBody as { ref: string; slug: string; [k: string]: unknown };
}

/** A fresh merchant (owner signed in) with one link. */
export async function merchantWithLink(t: Harness, body: Record<string, unknown> = {}) {
  const owner = await signedInUser(t);
  const link = await createLink(t, owner.token, body);
  return { owner, link, merchantId: owner.row.merchantId };
}

export async function pay(
  t: Harness,
  ref: string,
  body: Record<string, unknown>,
  o: { key?: string; ip?: string } = {},
) {
  return t.call('POST', `${PAY}/${ref}`, {
    body,
    ...(o.ip ? { ip: o.ip } : {}),
    ...(o.key ? { headers: { 'idempotency-key': o.key } } : {}),
  });
}

/** Pays and asserts the checkout was created; returns its state. */
export async function payOk(
  t: Harness,
  ref: string,
  body: Record<string, unknown>,
  o: { key?: string; ip?: string } = {},
) {
  const res = await pay(t, ref, body, o);
  expect(res.status, res.text).toBe(201);
  // biome-ignore lint/suspicious/noExplicitAny: states are asserted field by field in the tests
  return res.body.responseBody as Record<string, any>;
}

/** The postings of a transaction's payment entry, by account kind (signed minor units). */
export async function paymentPostings(t: Harness, reference: string): Promise<Record<string, bigint>> {
  const rows = await t.db
    .select({ kind: ledgerAccounts.kind, amount: postings.amount })
    .from(journalEntries)
    .innerJoin(postings, eq(postings.entryId, journalEntries.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(eq(journalEntries.reference, reference));
  return Object.fromEntries(rows.map((r) => [r.kind, r.amount]));
}

export async function transactionRow(t: Harness, reference: string) {
  const [row] = await t.db.select().from(transactions).where(eq(transactions.reference, reference));
  if (!row) throw new Error(`no transaction ${reference}`);
  return row;
}
