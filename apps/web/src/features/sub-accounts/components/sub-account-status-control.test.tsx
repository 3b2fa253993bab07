/**
 * The status control: Deactivate asks first, then PATCHes 'inactive' and toasts the server's
 * message; Activate PATCHes 'active' at once; without sub-accounts:update both are disabled with
 * the reason and nothing is sent.
 */
import type { TeamAccess } from '@payrail/contract/account';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { userAccessKey } from '#lib/user-access.ts';
import { SubAccountStatusControl } from './sub-account-status-control';

const toast = vi.hoisted(() => vi.fn());
vi.mock('#lib/notify.ts', () => ({ notify: { success: toast, error: toast, loading: toast } }));

const member = (...permissions: string[]): TeamAccess => ({
  isOwner: false,
  roles: ['Custom'],
  permissions,
  subAccountIds: [],
});

function show(status: 'active' | 'inactive', access: TeamAccess, message = 'Done') {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
    Response.json({ message, responseBody: {} }),
  );
  vi.stubGlobal('fetch', fetch);
  const queryClient = createQueryClient();
  queryClient.setQueryData(userAccessKey, access);
  render(
    <QueryClientProvider client={queryClient}>
      <SubAccountStatusControl slug="ikeja-branch-abc234" name="Ikeja branch" status={status} />
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('<SubAccountStatusControl>', () => {
  test('Deactivate asks first, then sends inactive and toasts the answer', async () => {
    const fetch = show(
      'active',
      member('sub-accounts:read', 'sub-accounts:update'),
      'Sub-account deactivated successfully',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate sub-account' }));
    expect(fetch).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Its payment links stop taking payments');
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/merchant/sub-accounts/ikeja-branch-abc234/status');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ status: 'inactive' });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Sub-account deactivated successfully'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('Activate sends active at once', async () => {
    const fetch = show('inactive', member('sub-accounts:update'));
    fireEvent.click(screen.getByRole('button', { name: 'Activate sub-account' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetch.mock.calls[0]![1].body))).toEqual({ status: 'active' });
  });

  test('without sub-accounts:update it is disabled with the reason', () => {
    const fetch = show('active', member('sub-accounts:read'));
    const button = screen.getByRole('button', { name: /Deactivate sub-account/ });
    expect(button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true').toBe(true);
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
