/** The balances export buttons: one currency's path, the history's filters, the file's name; failures only logged. */
import type { TeamAccess } from '@payrail/contract/account';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { userAccessKey } from '#lib/user-access.ts';
import { BalancesExport } from './balances-export';
import { SettlementFees } from './settlement-fees';

const saveFile = vi.hoisted(() => vi.fn());
vi.mock('#lib/download.ts', () => ({ saveFile }));

const owner: TeamAccess = { isOwner: true, roles: ['Owner'], permissions: [], subAccountIds: [] };

function renderWith(answer: () => Response, ui: React.ReactNode) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  const queryClient = createQueryClient();
  queryClient.setQueryData(userAccessKey, owner);
  render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('<BalancesExport>', () => {
  test('the filter’s currency in the path, the filters in the body, Balances.csv saved', async () => {
    const fetch = renderWith(
      () => new Response('"Date"\r\n', { headers: { 'content-type': 'text/csv' } }),
      <BalancesExport filters={{ currency: 'USD', type: 'settlement' }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV (USD)' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/merchant/balances/export-csv/USD');
    expect(JSON.parse(String(init.body))).toEqual({ currency: 'USD', type: 'settlement' });
    expect(saveFile.mock.calls[0]![1]).toBe('Balances.csv');
  });

  test('NGN when no currency is chosen; Balances.pdf; a failure is only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = renderWith(
      () => new Response('%PDF', { headers: { 'content-type': 'application/pdf' } }),
      <BalancesExport filters={{}} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export PDF (NGN)' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/merchant/balances/export-pdf/NGN');
    expect(saveFile.mock.calls[0]![1]).toBe('Balances.pdf');

    fetch.mockImplementation(
      async () =>
        new Response(JSON.stringify({ message: 'Boom', errorCode: 'INTERNAL_ERROR' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV (NGN)' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(saveFile).toHaveBeenCalledTimes(1);
  });
});

describe('<SettlementFees>', () => {
  test('the tiers in one line', async () => {
    renderWith(
      () =>
        Response.json({
          message: 'Settlement charges',
          responseBody: {
            pendingToAvailable: 0,
            payout: [
              {
                currency: 'NGN',
                tiers: [
                  { upTo: 500_000, fee: 1_000 },
                  { upTo: 5_000_000, fee: 2_500 },
                  { upTo: null, fee: 5_000 },
                ],
              },
            ],
            settlementDelayDays: 1,
          },
        }),
      <SettlementFees />,
    );
    expect(
      await screen.findByText(
        'Settling to your available balance is free. A payout to your bank costs ₦10.00 up to ₦5,000.00 · ₦25.00 up to ₦50,000.00 · ₦50.00 above ₦50,000.00.',
      ),
    ).toBeTruthy();
  });
});
