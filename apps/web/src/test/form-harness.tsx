/**
 * For tests of one settings form or tab: `renderForm` renders it in a fresh query client holding
 * the member's access and the given cached reads, with `fetch` stubbed to answer every request
 * through `answer` (by default a 500, so a test that did not expect a request sees it fail), and
 * returns the stub. `OWNER` and `settingsReader(role)` are the two members these tests sign in as.
 * Call `cleanUpAfterEach()` once in the file.
 */
import type { TeamAccess } from '@payrail/contract/account';
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { userAccessKey } from '#lib/user-access.ts';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const OWNER: TeamAccess = { isOwner: true, roles: [], permissions: [], subAccountIds: [] };

/** A member who may read every settings tab and change none. */
export const settingsReader = (role = 'Ops'): TeamAccess => ({
  isOwner: false,
  roles: [role],
  permissions: ['settings-all:read'],
  subAccountIds: [],
});

export type Answer = (init: RequestInit | undefined, url: string) => Response;

export function renderForm(
  node: ReactNode,
  access: TeamAccess,
  cached: [QueryKey, unknown][],
  answer: Answer = () => json(500, {}),
) {
  const queryClient = createQueryClient();
  for (const [key, data] of cached) queryClient.setQueryData(key, data);
  queryClient.setQueryData(userAccessKey, access);
  const fetch = vi.fn(async (url: string, init?: RequestInit) => answer(init, url));
  vi.stubGlobal('fetch', fetch);
  render(<QueryClientProvider client={queryClient}>{node}</QueryClientProvider>);
  return fetch;
}

export function cleanUpAfterEach() {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
