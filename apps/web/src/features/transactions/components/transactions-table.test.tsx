/** The transactions table: on the sub-accounts' tab each row names the sub-account that took it. */
import type { TransactionListItem } from '@payrail/contract/transactions';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { TransactionsTable } from './transactions-table';

afterEach(cleanup);

const row = (reference: string, subAccount: TransactionListItem['subAccount']): TransactionListItem => ({
  id: crypto.randomUUID(),
  reference,
  status: 'success',
  channel: 'card',
  currency: 'NGN',
  amount: 1_111_100,
  fee: 15_000,
  total: 1_111_100,
  amountPaid: 1_111_100,
  amountRefunded: 0,
  net: 1_096_100,
  feeBearer: 'merchant',
  customer: { email: 'ada@ikeja.example', name: 'Ada Obi', phone: null },
  card: null,
  fields: {},
  answers: [],
  failureReason: null,
  paymentLinkRef: 'PL-ABCDEFGHJK',
  paidAt: '2026-03-02T09:01:00.000Z',
  createdAt: '2026-03-02T09:01:00.000Z',
  subAccount,
});

async function show(items: TransactionListItem[], withAccount: boolean) {
  const root = createRootRoute({
    component: () => <TransactionsTable items={items} withAccount={withAccount} />,
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  return screen.findByRole('table', { name: 'Transactions' });
}

test('the sub-accounts’ tab shows each row’s account', async () => {
  const table = await show([row('PRL_IKEJA000000001', { slug: 'ikeja', name: 'Ikeja branch' })], true);
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  expect(headers.slice(0, 3)).toEqual(['Reference', 'Account', 'Amount']);
  const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
  expect(cells[1]!.textContent).toBe('Ikeja branch');
});

test('the primary tab has no account column', async () => {
  const table = await show([row('PRL_MAIN0000000001', null)], false);
  expect(within(table).queryByRole('columnheader', { name: 'Account' })).toBeNull();
});
