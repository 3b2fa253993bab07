/** The export buttons: the list's filters sent, the file saved, a queued export's message shown, failures only logged. */
import type { TeamAccess } from '@payrail/contract/account';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { userAccessKey } from '#lib/user-access.ts';
import { TransactionsExport } from './transactions-export';

const saveFile = vi.hoisted(() => vi.fn());
const toast = vi.hoisted(() => vi.fn());
vi.mock('#lib/download.ts', () => ({ saveFile }));
vi.mock('#lib/notify.ts', () => ({ notify: { success: toast, error: toast, loading: toast } }));

const owner: TeamAccess = { isOwner: true, roles: ['Owner'], permissions: [], subAccountIds: [] };

function renderWith(answer: () => Response, props: Parameters<typeof TransactionsExport>[0]) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  const queryClient = createQueryClient();
  queryClient.setQueryData(userAccessKey, owner);
  render(
    <QueryClientProvider client={queryClient}>
      <TransactionsExport {...props} />
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('<TransactionsExport>', () => {
  test('Export CSV sends the current filters and saves Transactions.csv', async () => {
    const fetch = renderWith(() => new Response('"Date"\r\n', { headers: { 'content-type': 'text/csv' } }), {
      scope: 'primary',
      filters: { status: 'success', from: '2026-03-01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/merchant/transactions/export-csv');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ status: 'success', from: '2026-03-01' });
    expect(saveFile.mock.calls[0]![1]).toBe('Transactions.csv');
    expect(toast).not.toHaveBeenCalled();
  });

  test('Export PDF saves Transactions.pdf', async () => {
    const fetch = renderWith(() => new Response('%PDF', { headers: { 'content-type': 'application/pdf' } }), {
      scope: 'primary',
      filters: {},
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export PDF' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/merchant/transactions/export-pdf');
    expect(saveFile.mock.calls[0]![1]).toBe('Transactions.pdf');
  });

  test('a big export queued: its message as a toast, no file', async () => {
    const message = 'Your export is being prepared. We’ll notify you when it’s ready.';
    renderWith(
      () => Response.json({ message, responseBody: { exportId: 'x', status: 'queued' } }, { status: 202 }),
      {
        scope: 'primary',
        filters: {},
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(message));
    expect(saveFile).not.toHaveBeenCalled();
  });

  test('a failure is only logged; the sub-accounts’ tab exports a CSV with the filters as query', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = renderWith(
      () => Response.json({ message: 'Something went wrong', errorCode: 'INTERNAL_ERROR' }, { status: 500 }),
      { scope: 'sub-account', filters: { status: 'failed' } },
    );
    expect(screen.queryByRole('button', { name: 'Export PDF' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Transactions export failed', expect.anything()));
    expect(fetch.mock.calls[0]![0]).toBe(
      '/api/v1/merchant/transactions/primary-and-sub-account-transaction-export-csv?status=failed',
    );
    expect(toast).not.toHaveBeenCalled();
    expect(saveFile).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(false),
    );
  });
});
