/** The payouts section: each payout's date (Lagos), amount, fee, status (with a failure's reason) and bank. */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { SubAccountPayouts } from './sub-account-payouts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const payout = {
  reference: 'SAP_ONE',
  amount: 997_500,
  fee: 2_500,
  currency: 'NGN',
  status: 'paid',
  bankName: 'Guaranty Trust Bank',
  accountNumber: '******6785',
  accountName: 'IKEJA BRANCH',
  failureReason: null,
  createdAt: '2026-03-02T09:00:00.000Z',
  paidAt: '2026-03-02T09:01:00.000Z',
};

test('lists its payouts from the endpoint, a failed one with its reason', async () => {
  const fetch = vi.fn(async (_url: string) =>
    Response.json({
      message: 'Sub-account payouts',
      responseBody: {
        items: [
          payout,
          {
            ...payout,
            reference: 'SAP_TWO',
            status: 'failed',
            failureReason: 'Account dormant',
            paidAt: null,
          },
        ],
        page: 1,
        perPage: 20,
        total: 2,
      },
    }),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SubAccountPayouts slug="ikeja-branch-abc234" />
    </QueryClientProvider>,
  );
  const table = await screen.findByRole('table', { name: 'Payouts' });
  expect(fetch.mock.calls[0]![0]).toBe('/api/v1/merchant/sub-accounts/ikeja-branch-abc234/payouts?page=1');
  const [, paid, failed] = within(table).getAllByRole('row');
  expect(paid!.textContent).toContain('2 Mar 2026, 10:00');
  expect(paid!.textContent).toContain('₦9,975.00');
  expect(paid!.textContent).toContain('₦25.00');
  expect(paid!.textContent).toContain('Paid');
  expect(paid!.textContent).toContain('Guaranty Trust Bank');
  expect(paid!.textContent).toContain('******6785');
  expect(failed!.textContent).toContain('Failed');
  expect(failed!.textContent).toContain('Account dormant');
});
