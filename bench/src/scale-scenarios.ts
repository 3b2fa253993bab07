/**
 * The merchant-scale bench's reads, each its own autocannon scenario with the owner's bearer token:
 * the transactions list (first and page 500, by number and from page 499's `next`, filtered or
 * not, an exact reference), one transaction, every home call, the customers list and a receipt
 * PDF; issue 14's balance history (first page, page 50 by its number and from page 49's `next`, a
 * type, a reference, one day, an amount).
 */
import { api } from './api-client.ts';
import type { Scenario } from './scenarios.ts';

export type Known = {
  reference: string;
  transactionId: string;
  customerSearch: string;
  year: number;
  movementReference: string;
  movementAmount: number;
  movementDay: string;
  /** The queries of the transactions' page 500 reached from page 499's `next`: no filter, success. */
  transactionsPage500: string;
  successPage500: string;
  /** The query of the history's page 50 reached from page 49's `next` (page, asOf, after). */
  movementPage50: string;
};

/**
 * The deep pages as the web reaches them, from the page before's `next` with its `asOf`: the
 * transactions' page 500 (no filter, and success) and the balance history's page 50.
 */
export async function pagesFromNext(base: string, token: string) {
  const after = async (path: string, page: number, filters: object) => {
    const p = await api<{ asOf: string; next: string | null }>(
      base,
      'POST',
      `${path}?page=${page - 1}`,
      filters,
      token,
    );
    // A history too short for the page has no `next`: the page is then read by its number.
    const q = { page: String(page), asOf: p.asOf, ...(p.next ? { after: p.next } : {}) };
    return new URLSearchParams(q).toString();
  };
  return {
    transactionsPage500: await after('/api/v1/merchant/transactions', 500, {}),
    successPage500: await after('/api/v1/merchant/transactions', 500, { status: 'success' }),
    movementPage50: await after('/api/v1/merchant/balances/view-all', 50, {}),
  };
}

function json(name: string, method: 'GET' | 'POST', path: string, token: string, body?: unknown): Scenario {
  return {
    name,
    method,
    path,
    options: {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
  };
}

/** Each scenario, built when it runs (the token may have been renewed in between). */
export function scaleScenarios(k: Known): Array<(token: string) => Scenario> {
  const list = '/api/v1/merchant/transactions';
  const home = '/api/v1/merchant/dashboard';
  return [
    (t) => json('transactions page 1 {}', 'POST', `${list}?page=1`, t, {}),
    (t) => json('transactions page 500 {}', 'POST', `${list}?page=500`, t, {}),
    (t) =>
      json(
        "transactions page 500 {} after page 499's next",
        'POST',
        `${list}?${k.transactionsPage500}`,
        t,
        {},
      ),
    (t) => json("transactions page 1 {status:'success'}", 'POST', `${list}?page=1`, t, { status: 'success' }),
    (t) =>
      json("transactions page 500 {status:'success'}", 'POST', `${list}?page=500`, t, { status: 'success' }),
    (t) =>
      json(
        "transactions page 500 {status:'success'} after page 499's next",
        'POST',
        `${list}?${k.successPage500}`,
        t,
        { status: 'success' },
      ),
    (t) =>
      json("transactions page 1 {channel:'bank_transfer', currency:'USD'}", 'POST', `${list}?page=1`, t, {
        channel: 'bank_transfer',
        currency: 'USD',
      }),
    (t) => json('transactions search by reference', 'POST', `${list}?page=1`, t, { search: k.reference }),
    (t) => json('transaction details/{id}', 'GET', `${list}/details/${k.transactionId}`, t),
    (t) => json('home balances/NGN', 'GET', `${home}/balances/NGN`, t),
    (t) => json('home transactions/stats/NGN (30 days)', 'GET', `${home}/transactions/stats/NGN`, t),
    (t) => {
      const to = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
      const from = new Date(Date.parse(to) - 365 * 86_400_000).toISOString().slice(0, 10);
      return json(
        'home transactions/stats/NGN (a year)',
        'GET',
        `${home}/transactions/stats/NGN?from=${from}&to=${to}`,
        t,
      );
    },
    (t) =>
      json(`home customers/stats {year:${k.year}}`, 'POST', `${home}/customers/stats/`, t, { year: k.year }),
    (t) => json('home transactions/recent', 'GET', `${home}/transactions/recent/`, t),
    (t) => json('customers page 1 {}', 'POST', '/api/v1/merchant/customers?page=1', t, {}),
    (t) =>
      json(
        `customers page 1 {search:'${k.customerSearch}'}`,
        'POST',
        '/api/v1/merchant/customers?page=1',
        t,
        {
          search: k.customerSearch,
        },
      ),
    (t) =>
      json(
        'receipt PDF of a paid transaction',
        'GET',
        `${list}/generate-receipt-for-transaction-details/${k.transactionId}`,
        t,
      ),
    ...balanceScenarios(k),
  ];
}

function balanceScenarios(k: Known): Array<(token: string) => Scenario> {
  const history = '/api/v1/merchant/balances/view-all';
  const read = (name: string, page: number, body: object) => (t: string) =>
    json(`balances view-all page ${page} ${name}`, 'POST', `${history}?page=${page}`, t, body);
  return [
    read('{}', 1, {}),
    read('{}', 50, {}),
    (t) =>
      json(
        "balances view-all page 50 {} after page 49's next",
        'POST',
        `${history}?${k.movementPage50}`,
        t,
        {},
      ),
    read("{type:'settlement'}", 1, { type: 'settlement' }),
    read('{search: a reference}', 1, { search: k.movementReference }),
    read('{start_date = end_date: one day}', 1, { start_date: k.movementDay, end_date: k.movementDay }),
    read('{amount}', 1, { amount: k.movementAmount }),
  ];
}
