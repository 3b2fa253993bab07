/** The sandbox review simulator: only for the owner in sandbox mode; its decisions go to the API. */
import type { TeamAccess } from '@payrail/contract/account';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { teamKeys } from '#features/team/api/keys.ts';
import { apiModeQueryOptions } from '#lib/api-mode.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { SandboxReview } from './sandbox-review';

const OWNER: TeamAccess = { isOwner: true, roles: ['Owner'], permissions: [], subAccountIds: [] };
const MEMBER: TeamAccess = {
  isOwner: false,
  roles: ['Custom'],
  permissions: ['kyb:read'],
  subAccountIds: [],
};
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
  Response.json({ message: 'KYB approved (sandbox)', responseBody: { status: 'approved' } }),
);
const decisions = () =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes('/kyb/sandbox/decision'))
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockClear();
  vi.unstubAllGlobals();
});

function renderAs(access: TeamAccess, mode: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(teamKeys.userAccess(), access);
  queryClient.setQueryData(apiModeQueryOptions().queryKey, mode);
  render(
    <QueryClientProvider client={queryClient}>
      <SandboxReview />
    </QueryClientProvider>,
  );
}

test('the owner in sandbox mode approves', async () => {
  renderAs(OWNER, 'sandbox');
  expect(screen.getByRole('heading', { name: 'Sandbox: approve / reject' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Approve (sandbox)' }));
  await waitFor(() => expect(decisions()).toEqual([{ decision: 'approve' }]));
});

test('rejecting needs a reason, then sends it', async () => {
  renderAs(OWNER, 'sandbox');
  fireEvent.click(screen.getByRole('button', { name: 'Reject (sandbox)' }));
  expect(screen.getByText('Give a reason')).toBeTruthy();
  expect(decisions()).toEqual([]);
  fireEvent.change(screen.getByLabelText('Reason for rejecting'), {
    target: { value: 'Blurred certificate' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Reject (sandbox)' }));
  await waitFor(() => expect(decisions()).toEqual([{ decision: 'reject', reason: 'Blurred certificate' }]));
});

test.each([
  ['a member', MEMBER, 'sandbox'],
  ['live mode', OWNER, 'live'],
])('hidden for %s', (_name, access, mode) => {
  renderAs(access, mode);
  expect(screen.queryByRole('heading', { name: 'Sandbox: approve / reject' })).toBeNull();
});
