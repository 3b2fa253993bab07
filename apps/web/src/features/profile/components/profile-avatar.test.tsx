/**
 * The header's avatar asks for the picture only when the profile says there is one: a user
 * without a picture makes no failing request on every page.
 */
import type { Profile } from '@payrail/contract/profile';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { useSessionStore } from '#stores/session-store.ts';
import { profileKeys } from '../api/keys';
import { ProfileAvatar } from './profile-avatar';

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

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

function show(hasPicture: boolean) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(profileKeys.detail(), { ...profile, hasPicture });
  useSessionStore.setState({
    user: {
      firstName: 'Amaka',
      lastName: 'Eze',
      email: profile.email,
      roles: ['Owner'],
      idNumber: profile.id,
      merchantName: profile.businessName,
    },
  });
  const fetchMock = vi.fn(
    async (_url: string) => new Response(PNG, { status: 200, headers: { 'content-type': 'image/png' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:me');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ProfileAvatar />
    </QueryClientProvider>,
  );
  return { fetchMock, view };
}

const pictureCalls = (fetchMock: ReturnType<typeof show>['fetchMock']) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/settings/profile-picture'));

afterEach(() => {
  cleanup();
  useSessionStore.setState({ user: null });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('without a picture: initials, and no request for the picture', async () => {
  const { fetchMock } = show(false);
  expect(screen.getByText('AE')).toBeTruthy();
  await new Promise((r) => setTimeout(r, 50));
  expect(pictureCalls(fetchMock)).toHaveLength(0);
});

test('with a picture: it is fetched once and shown', async () => {
  const { fetchMock, view } = show(true);
  await waitFor(() => expect(view.container.querySelector('img')?.getAttribute('src')).toBe('blob:me'));
  expect(pictureCalls(fetchMock)).toHaveLength(1);
});
