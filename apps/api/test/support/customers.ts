/** Customers made by real payments, and the calls of the customers screens. */
import { expect } from 'vitest';
import type { Harness } from './harness.ts';
import { CARDS, card, payer, payOk } from './payments.ts';

export const CUSTOMERS = '/api/v1/merchant/customers';

export const listCustomers = (t: Harness, token: string, body: unknown = {}, page?: unknown) =>
  t.post(page === undefined ? CUSTOMERS : `${CUSTOMERS}?page=${page}`, body, { token });

export const showCustomer = (t: Harness, token: string, id: string) =>
  t.get(`${CUSTOMERS}/show/${id}`, { token });

/** A successful card payment on the link by this payer (name, email, phone). */
export async function paidBy(t: Harness, ref: string, who: Record<string, unknown>) {
  return payOk(t, ref, payer({ card: card(CARDS.success), ...who }));
}

/** The list's items (asserting a 200). */
export async function customerItems(t: Harness, token: string, body: unknown = {}, page?: unknown) {
  const res = await listCustomers(t, token, body, page);
  expect(res.status, res.text).toBe(200);
  return res.body.responseBody as {
    items: { id: string; email: string; name: string; phone: string | null; [k: string]: unknown }[];
    total: number;
    totalCapped: boolean;
    page: number;
    perPage: number;
  };
}
