/**
 * The Charges, Checkout channels and Limits tabs need settings-all:read (spec 001 §6): a member
 * with only the APIs permissions is told why instead of seeing a failed request; a reader sees the
 * tab.
 */
import type { TeamAccess } from '@payrail/contract/account';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { settingsKeys } from '#features/settings/api/keys.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { userAccessKey } from '#lib/user-access.ts';
import { ChannelsTab } from './payment-settings-tabs';

const ALL = ['card', 'bank_transfer', 'ussd'] as const;
const member = (permissions: string[]): TeamAccess => ({
  isOwner: false,
  roles: ['Developer'],
  permissions,
  subAccountIds: [],
});

function show(access: TeamAccess) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userAccessKey, access);
  queryClient.setQueryData(settingsKeys.channels(), { channels: [...ALL], available: [...ALL] });
  const fetch = vi.fn(async () => new Response('{}', { status: 403 }));
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={queryClient}>
      <ChannelsTab />
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test('a member with only the APIs permissions is told why, and nothing is fetched', () => {
  const fetch = show(member(['settings-api-and-webhook:read', 'settings-api-and-webhook:update']));
  expect(screen.getByText(/^Only members who can/)).toBeTruthy();
  expect(screen.queryByRole('checkbox')).toBeNull();
  expect(fetch).not.toHaveBeenCalled();
});

test('a reader sees the channels', () => {
  show(member(['settings-all:read']));
  expect(screen.getAllByRole('checkbox')).toHaveLength(3);
});
