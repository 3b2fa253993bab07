/** A payment notice shows the payment: what arrived of what was due, and the customer's answers as text. */
import type { NotificationPayment as Payment } from '@payrail/contract/notifications';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { answersLine } from '../lib/format';
import { NotificationPayment } from './notification-payment';

afterEach(cleanup);

const paid: Payment = {
  reference: 'PRL_ANSWERS0000001',
  status: 'success',
  channel: 'card',
  currency: 'NGN',
  total: 2_500_000,
  amountPaid: 2_500_000,
  paymentLinkRef: 'PL-ABCDEFGHJK',
  answers: [
    { key: 'company', label: 'Company name', value: 'Acme Stores' },
    { key: 'notes', label: 'notes', value: '<img src=x onerror=alert(1)> at the gate' },
  ],
};

async function show(payment: Payment) {
  const root = createRootRoute({ component: () => <NotificationPayment payment={payment} /> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  const view = render(<RouterProvider router={router} />);
  return { view, section: await screen.findByRole('region', { name: 'Payment' }) };
}

test('a payment in full: its amount, reference, the answers by label, and the way to the link’s transactions', async () => {
  const { view, section } = await show(paid);
  expect(within(section).getByText('Amount').nextElementSibling?.textContent).toBe('₦25,000.00');
  expect(within(section).getByText('PRL_ANSWERS0000001')).toBeTruthy();
  expect(section.querySelector('dl[aria-label="Customer’s answers"]')).not.toBeNull();
  expect(within(section).getByText('Company name').nextElementSibling?.textContent).toBe('Acme Stores');
  // Customer input is text: the markup is shown, never made into an element.
  expect(within(section).getByText('<img src=x onerror=alert(1)> at the gate')).toBeTruthy();
  expect(view.container.querySelector('img')).toBeNull();
  const link = within(section).getByRole('link', { name: 'See the link’s transactions' });
  expect(link.getAttribute('href')).toBe('/collections/payment-link/transactions?reference=PL-ABCDEFGHJK');
});

test('a part payment says what arrived of what was due', async () => {
  const { section } = await show({ ...paid, status: 'underpaid', amountPaid: 2_250_000, answers: [] });
  expect(within(section).getByText('Received').nextElementSibling?.textContent).toBe(
    '₦22,500.00 of ₦25,000.00',
  );
  expect(within(section).queryByText('Customer’s answers')).toBeNull();
});

test('the list shows the answers on one line', () => {
  expect(answersLine(paid.answers)).toBe(
    'Company name: Acme Stores · notes: <img src=x onerror=alert(1)> at the gate',
  );
});
