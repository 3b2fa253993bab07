/**
 * The profile form: the server's field errors land on their fields (and the failure toasts, spec
 * 000 §8), success toasts 'Profile updated successfully' and renames the signed-in user; only the
 * owner may edit the business name.
 */
import type { TeamAccess } from '@payrail/contract/account';
import type { Profile } from '@payrail/contract/profile';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { teamKeys } from '#features/team/api/keys.ts';
import { notify } from '#lib/notify.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { useSessionStore } from '#stores/session-store.ts';
import { ProfileForm } from './profile-form';

const profile: Profile = {
  id: 'USR-ABC',
  firstName: 'Amaka',
  lastName: 'Eze',
  email: 'amaka@example.com',
  phone: '+2348031234567',
  businessName: 'Amaka Foods',
  merchantId: 'm-1',
  emailVerified: true,
  twoFactorEnabled: false,
  hasPicture: false,
  createdAt: '2026-11-01T10:00:00Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function show(isOwner: boolean, answer: () => Response) {
  const queryClient = createQueryClient();
  const access: TeamAccess = { isOwner, roles: [], permissions: [], subAccountIds: [] };
  queryClient.setQueryData(teamKeys.userAccess(), access);
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={queryClient}>
      <ProfileForm profile={profile} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  useSessionStore.setState({ user: null });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('a server field error shows on its field, and the failure toasts', async () => {
  const toast = vi.spyOn(notify, 'error');
  show(true, () =>
    json(422, {
      message: 'Some fields are not valid',
      errorCode: 'VALIDATION_ERROR',
      errors: { phone: ['Taken'] },
    }),
  );
  fireEvent.input(screen.getByLabelText('First name'), { target: { value: 'Ngozi' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(screen.getByText('Taken')).toBeTruthy());
  expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
  expect(toast).toHaveBeenCalledWith('Some fields are not valid');
});

test('success toasts and renames the signed-in user', async () => {
  const toast = vi.spyOn(notify, 'success');
  useSessionStore.setState({
    user: { firstName: 'Amaka', lastName: 'Eze', merchantName: 'Amaka Foods' } as never,
  });
  const fetchMock = show(true, () =>
    json(200, { message: 'Profile updated successfully', responseBody: { ...profile, firstName: 'Ngozi' } }),
  );
  fireEvent.input(screen.getByLabelText('First name'), { target: { value: 'Ngozi' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(toast).toHaveBeenCalledWith('Profile updated successfully'));
  expect(useSessionStore.getState().user?.firstName).toBe('Ngozi');
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/v1/settings/update-profile/USR-ABC');
  expect(JSON.parse(init.body as string)).toEqual({
    firstName: 'Ngozi',
    lastName: 'Eze',
    phone: '+2348031234567',
    businessName: 'Amaka Foods',
  });
});

test('a member sees the business name read-only and does not send it', async () => {
  const fetchMock = show(false, () => json(200, { message: '', responseBody: profile }));
  const business = screen.getByLabelText('Business name') as HTMLInputElement;
  expect([business.value, business.disabled]).toEqual(['Amaka Foods', true]);
  fireEvent.input(screen.getByLabelText('Last name'), { target: { value: 'Okafor' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(JSON.parse(init.body as string)).not.toHaveProperty('businessName');
});
