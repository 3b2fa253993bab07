/** A ready export's notification downloads it: the export's own address, saved as Transactions.csv; a failure is only logged. */
import type { TeamAccess } from '@payrail/contract/account';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { userAccessKey } from '#lib/user-access.ts';
import { ExportDownload } from './export-download';

const saveFile = vi.hoisted(() => vi.fn());
vi.mock('#lib/download.ts', () => ({ saveFile }));

const viewer: TeamAccess = {
  isOwner: false,
  roles: ['Viewer'],
  permissions: ['transactions:read'],
  subAccountIds: [],
};
const ID = '6b1f4c2e-8a51-4d7e-9c0b-2f3e4a5b6c7d';

function renderWith(answer: () => Response, access: TeamAccess = viewer) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  const queryClient = createQueryClient();
  queryClient.setQueryData(userAccessKey, access);
  render(
    <QueryClientProvider client={queryClient}>
      <ExportDownload id={ID} />
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

describe('<ExportDownload>', () => {
  test('downloads the export and saves it as Transactions.csv', async () => {
    const fetch = renderWith(() => new Response('"Date"\r\n', { headers: { 'content-type': 'text/csv' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Download Transactions.csv' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]![0]).toBe(`/api/v1/merchant/exports/${ID}/download`);
    expect(saveFile.mock.calls[0]![1]).toBe('Transactions.csv');
  });

  test('an expired one is only logged; a member who cannot read transactions may not', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWith(() => Response.json({ message: 'Export not found', errorCode: 'NOT_FOUND' }, { status: 404 }));
    fireEvent.click(screen.getByRole('button', { name: 'Download Transactions.csv' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Export download failed', expect.anything()));
    expect(saveFile).not.toHaveBeenCalled();
    cleanup();
    renderWith(() => new Response(''), { ...viewer, permissions: [] });
    expect(
      screen.getByRole('button', { name: 'Download Transactions.csv' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });
});
