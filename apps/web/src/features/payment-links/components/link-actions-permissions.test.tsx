/** Actions the user may not take stay visible, disabled with the reason (spec 001 §6). */
import type { TeamAccess } from '@payrail/contract/account';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { teamKeys } from '#features/team/api/keys.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { LinkReasons } from '../lib/permissions';
import { sampleLink } from '../test/sample-link';
import { EditLinkButton } from './link-row-actions';
import { StatusToggle } from './status-toggle';

const link = sampleLink;

const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
function withPermissions(permissions: string[], ui: ReactNode) {
  const queryClient = createQueryClient();
  vi.stubGlobal('fetch', fetchMock);
  const access: TeamAccess = { isOwner: false, roles: ['Custom'], permissions, subAccountIds: [] };
  queryClient.setQueryData(teamKeys.userAccess(), access);
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

test('a reader: Deactivate and Edit are disabled with the reason, and clicking does nothing', () => {
  withPermissions(
    ['payment-link:read'],
    <>
      <StatusToggle link={link} />
      <EditLinkButton link={link} />
    </>,
  );
  const toggle = screen.getByRole('button', { name: 'Deactivate Ankara' });
  expect(toggle.getAttribute('aria-disabled')).toBe('true');
  expect(toggle.getAttribute('title')).toBe(LinkReasons.status);
  fireEvent.click(toggle);
  expect(fetchMock).not.toHaveBeenCalled();
  const edit = screen.getByRole('button', { name: 'Edit Ankara' });
  expect(edit.getAttribute('title')).toBe(LinkReasons.edit);
});

test('update without read still may not edit (both are needed)', () => {
  withPermissions(['payment-link:update'], <EditLinkButton link={link} />);
  expect(screen.getByRole('button', { name: 'Edit Ankara' }).getAttribute('aria-disabled')).toBe('true');
});

test('with update, Deactivate calls GET deactivate/{ref}', async () => {
  withPermissions(['payment-link:read', 'payment-link:update'], <StatusToggle link={link} />);
  fireEvent.click(screen.getByRole('button', { name: 'Deactivate Ankara' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/v1/merchant/payment-links/deactivate/PL-ABCDEFGHJK');
  expect(init.method).toBe('GET');
});
