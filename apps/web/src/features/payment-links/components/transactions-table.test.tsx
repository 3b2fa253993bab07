/**
 * The merchant's transactions say what happened: a short transfer kept as a part payment is
 * "Underpaid", never "Successful", with what arrived of what was due beside its price; the
 * customer's answers follow their payment, labelled, as text.
 */
import type { Transaction } from '@payrail/contract/payments';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { TransactionsTable } from './transactions-table';

afterEach(cleanup);

const base: Transaction = {
  reference: 'PRL_PAIDINFULL0001',
  status: 'success',
  channel: 'bank_transfer',
  currency: 'NGN',
  amount: 5_000,
  fee: 75,
  total: 5_000,
  amountPaid: 5_000,
  amountRefunded: 0,
  net: 4_925,
  feeBearer: 'merchant',
  customer: { email: 'ada@example.com', name: 'Ada Obi', phone: null },
  card: null,
  fields: {},
  answers: [],
  failureReason: null,
  paymentLinkRef: 'PL-ABCDEFGHJK',
  paidAt: '2026-11-01T10:00:00Z',
  createdAt: '2026-11-01T09:59:00Z',
};

test('an underpaid transfer shows “Underpaid” with what arrived of what was due; a full one “Successful”', () => {
  const underpaid: Transaction = {
    ...base,
    reference: 'PRL_PARTPAYMENT0001',
    status: 'underpaid',
    fee: 1,
    amountPaid: 1,
    net: 0,
  };
  render(<TransactionsTable label="Payments" transactions={[underpaid, base]} />);
  const [, partRow, fullRow] = screen.getAllByRole('row');
  expect(within(partRow!).getByText('Underpaid')).toBeTruthy();
  expect(within(partRow!).queryByText('Successful')).toBeNull();
  expect(within(partRow!).getByText('Part payment: ₦0.01 of ₦50.00')).toBeTruthy();
  expect(within(fullRow!).getByText('Successful')).toBeTruthy();
  expect(within(fullRow!).queryByText(/Part payment/)).toBeNull();
});

test('the part payment is beside the price, and the answers follow their payment as text', () => {
  const underpaid: Transaction = {
    ...base,
    reference: 'PRL_PARTPAYMENT0002',
    status: 'underpaid',
    amount: 2_500_000,
    total: 2_500_000,
    amountPaid: 2_250_000,
    fields: { company: 'Acme Stores', notes: '<b>gate</b>' },
    answers: [
      { key: 'company', label: 'Company name', value: 'Acme Stores' },
      { key: 'notes', label: 'notes', value: '<b>gate</b>' },
    ],
  };
  const { container } = render(<TransactionsTable label="Payments" transactions={[underpaid, base]} />);
  const [, partRow, answersRow, fullRow] = screen.getAllByRole('row');
  // The amount cell: the price, and what arrived of what was due right under it.
  const price = within(partRow!).getAllByRole('cell')[1]!;
  expect(price.textContent).toBe('₦25,000.00Part payment: ₦22,500.00 of ₦25,000.00');
  expect(within(answersRow!).getByText('Answers · PRL_PARTPAYMENT0002')).toBeTruthy();
  expect(within(answersRow!).getByText('Company name').nextElementSibling?.textContent).toBe('Acme Stores');
  expect(within(answersRow!).getByText('<b>gate</b>')).toBeTruthy();
  expect(container.querySelector('td b')).toBeNull();
  // A payment without answers has no answers row.
  expect(within(fullRow!).getByText('PRL_PAIDINFULL0001')).toBeTruthy();
  expect(screen.getAllByRole('row')).toHaveLength(4);
});
