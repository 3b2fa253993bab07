/**
 * For tests that drive the real route tree: a signed-in session and a fetch stub that answers every
 * API call with `answer(url)` in the API's envelope (installed before each test, undone after), and
 * the router loaded at a URL (guards, redirects and loaders run; nothing is rendered).
 */
import type { TeamAccess } from '@payrail/contract/account';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { createAppRouter } from '#src/router.tsx';
import { clearSession, useSessionStore } from '#stores/session-store.ts';

export const OWNER_ACCESS: TeamAccess = {
  isOwner: true,
  roles: ['Owner'],
  permissions: [],
  subAccountIds: [],
};

export function withSignedInApi(answer: (url: string) => unknown) {
  const fetchMock = vi.fn(async (url: string) => Response.json({ message: 'ok', responseBody: answer(url) }));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useSessionStore.getState().signIn('t', {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      roles: [],
      idNumber: 'USR-0000000000',
      merchantName: 'M',
    });
  });
  afterEach(() => {
    clearSession();
    fetchMock.mockClear();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

export async function loadRouter(url: string) {
  const router = createAppRouter(createQueryClient());
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  return router;
}
