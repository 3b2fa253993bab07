/** A record's page: a spinner while it loads, the error with Try again, else the record; always the way back. */
import type { UseQueryResult } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { ApiError } from '#lib/api-error.ts';
import { DetailPage, DetailRow, DetailSection } from './detail-page';

afterEach(cleanup);

type Payout = { reference: string };

async function show(query: Partial<UseQueryResult<Payout>>) {
  const page = () => (
    <DetailPage
      back={{ to: '/payments/payout', label: 'Back to payouts' }}
      query={query as UseQueryResult<Payout>}
      loadingLabel="Loading the payout"
    >
      {(p) => (
        <DetailSection title="Payout">
          <dl>
            <DetailRow label="Reference">{p.reference}</DetailRow>
          </dl>
        </DetailSection>
      )}
    </DetailPage>
  );
  const router = createRouter({
    routeTree: createRootRoute({ component: page }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return screen.findByRole('link', { name: 'Back to payouts' });
}

test('while loading: the spinner, and the way back', async () => {
  const back = await show({ status: 'pending' });
  expect(back.getAttribute('href')).toBe('/payments/payout');
  expect(screen.getByRole('status').textContent).toBe('Loading the payout');
  expect(screen.queryByRole('region', { name: 'Payout' })).toBeNull();
});

test('a failure shows its message and tries again on request', async () => {
  const refetch = vi.fn();
  await show({ status: 'error', error: new ApiError('Payout not found', 404, 'NOT_FOUND'), refetch });
  expect(screen.getByText('Payout not found')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(refetch).toHaveBeenCalledTimes(1);
});

test('the record: its sections by name, its rows as term and value', async () => {
  await show({ status: 'success', data: { reference: 'PO_0001' } });
  const section = screen.getByRole('region', { name: 'Payout' });
  expect(section.querySelector('dt')?.textContent).toBe('Reference');
  expect(section.querySelector('dd')?.textContent).toBe('PO_0001');
});
