/**
 * The charge bearers: choosing the customer sends PUT settings/charge-payer with `person` and
 * shows the saved choice; a member who may only read sees the choices disabled with the reason;
 * a failed read says so.
 */
import type { TeamAccess } from '@payrail/contract/account';
import type { ChargePayer } from '@payrail/contract/settings';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { userAccessKey } from '#lib/user-access.ts';
import { settingsKeys } from '../api/keys';
import { ChargeBearers } from './charge-bearers';

const SAVED: ChargePayer = { person: 'merchant', wrong_transfer_bearer: 'merchant' };
const OWNER: TeamAccess = { isOwner: true, roles: [], permissions: [], subAccountIds: [] };
const READER: TeamAccess = {
  isOwner: false,
  roles: ['Ops'],
  permissions: ['settings-all:read'],
  subAccountIds: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function show(access: TeamAccess, saved: ChargePayer | null, answer: (init?: RequestInit) => Response) {
  const queryClient = createQueryClient();
  if (saved) queryClient.setQueryData(settingsKeys.chargePayer(), saved);
  queryClient.setQueryData(userAccessKey, access);
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => answer(init));
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={queryClient}>
      <ChargeBearers />
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const fee = () => screen.getByRole('group', { name: 'Processing fee' });
const radio = (group: HTMLElement, name: RegExp) =>
  [...group.querySelectorAll('input[type=radio]')].find((r) =>
    name.test(r.closest('label')?.textContent ?? ''),
  ) as HTMLInputElement;

test('choosing the customer saves it with `person`', async () => {
  const fetch = show(OWNER, SAVED, () =>
    json(200, { message: 'Charge bearer updated!', responseBody: { ...SAVED, person: 'customer' } }),
  );
  fireEvent.click(radio(fee(), /^The customer/));
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  const [url, init] = fetch.mock.calls[0]!;
  expect(url).toMatch(/\/api\/v1\/settings\/charge-payer$/);
  expect(init?.method).toBe('PUT');
  expect(JSON.parse(String(init?.body))).toEqual({ person: 'customer' });
  await waitFor(() => expect(radio(fee(), /^The customer/).checked).toBe(true));
});

test('a member who may only read cannot change either bearer, and is told why', () => {
  const fetch = show(READER, SAVED, () => json(500, {}));
  expect(radio(fee(), /^The customer/).disabled).toBe(true);
  expect(screen.getAllByText(/^Only members who can/)).toHaveLength(2);
  expect(fetch).not.toHaveBeenCalled();
});

test('a failed read says so', async () => {
  show(OWNER, null, () => json(500, { message: 'Something went wrong', errorCode: 'INTERNAL_ERROR' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong'));
});
