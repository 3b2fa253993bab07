/** A paid link's delete dialog offers no delete the API would refuse: it offers to deactivate. */
import type { TeamAccess } from '@payrail/contract/account';
import type { PaymentLink } from '@payrail/contract/payment-links';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { teamKeys } from '#features/team/api/keys.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { sampleLink } from '../test/sample-link';
import { DeleteLinkDialog, HAS_PAYMENTS_MESSAGE } from './delete-link-dialog';

const link = sampleLink;

const fetchMock = vi.fn(
  async () =>
    new Response(JSON.stringify({ message: 'ok', responseBody: { ...link, status: 'inactive' } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
);

function show(l: PaymentLink & { amountPaid?: number }) {
  const queryClient = createQueryClient();
  vi.stubGlobal('fetch', fetchMock);
  const access: TeamAccess = { isOwner: true, roles: ['Owner'], permissions: [], subAccountIds: [] };
  queryClient.setQueryData(teamKeys.userAccess(), access);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <DeleteLinkDialog link={l} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

test('a link without payments is deleted after a confirmation', () => {
  show(link);
  expect(screen.getByRole('button', { name: 'Delete link' })).toBeTruthy();
  expect(screen.queryByText(HAS_PAYMENTS_MESSAGE)).toBeNull();
});

test.each([
  ['transactions', { hasTransactions: true }],
  ['money paid (a list row)', { amountPaid: 400_000 }],
  ['successful payments', { usageCount: 2 }],
])('a link with %s offers Deactivate, not Delete, and deactivates it', async (_, patch) => {
  const onClose = show({ ...link, ...patch });
  expect(screen.getByText(HAS_PAYMENTS_MESSAGE)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Delete link' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/v1/merchant/payment-links/deactivate/PL-ABCDEFGHJK');
  expect(init.method).toBe('GET');
});

test('an inactive paid link has nothing to offer but closing', () => {
  show({ ...link, hasTransactions: true, status: 'inactive' });
  expect(screen.queryByRole('button', { name: 'Delete link' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
});
