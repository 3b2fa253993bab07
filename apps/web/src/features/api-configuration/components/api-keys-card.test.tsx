/**
 * The API keys on the APIs tab: public keys in full, secret keys only masked; Send credentials
 * with the spec's failure words; the roll dialog sends the grace and the PIN; the allow-list is
 * checked line by line before sending; readers may send but not roll. And the reveal page.
 */
import type { TeamAccess } from '@payrail/contract/account';
import type { ApiConfiguration } from '@payrail/contract/api-configuration';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { notify } from '#lib/notify.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { userAccessKey } from '#lib/user-access.ts';
import { apiConfigurationKeys } from '../api/keys';
import { ApiConfigurationTab } from './api-configuration-tab';
import { RevealKeysPage } from './reveal-keys-page';

vi.mock('@tanstack/react-router', () => ({
  Link: (p: { children: unknown }) => p.children,
  getRouteApi: () => ({ useSearch: () => ({ token: '' }) }),
}));

const PUBLIC = `pk_test_${'P'.repeat(43)}`;
const CONFIG: ApiConfiguration = {
  webhookUrl: null,
  callbackUrl: null,
  webhookSecret: null,
  updatedAt: null,
  keys: {
    test: [
      {
        mode: 'test',
        publicKey: PUBLIC,
        secretKey: 'sk_test_••••••••Ab9z',
        createdAt: '2026-11-26T10:00:00Z',
        expiresAt: null,
      },
    ],
    live: [],
  },
  ipAllowList: ['203.0.113.7'],
};
const OWNER: TeamAccess = { isOwner: true, roles: [], permissions: [], subAccountIds: [] };
const READER: TeamAccess = {
  isOwner: false,
  roles: ['Developer'],
  permissions: ['settings-api-and-webhook:read'],
  subAccountIds: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function show(node: React.ReactNode, access: TeamAccess, answer: (url: string) => Response) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(apiConfigurationKeys.current(), CONFIG);
  queryClient.setQueryData(userAccessKey, access);
  // No replays yet (the replay section's list; its own tests are webhook-replay-*.test.tsx).
  queryClient.setQueryData(apiConfigurationKeys.replays(), { items: [] });
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => answer(url));
  vi.stubGlobal('fetch', fetch);
  render(<QueryClientProvider client={queryClient}>{node}</QueryClientProvider>);
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('the public key shows in full with Copy; the secret only masked', () => {
  show(<ApiConfigurationTab />, OWNER, () => json(500, {}));
  expect(screen.getByText(PUBLIC)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Copy public key' })).toBeTruthy();
  expect(screen.getByText('sk_test_••••••••Ab9z')).toBeTruthy();
});

test('Send credentials calls send-api-key; a failure says Failed to request credentials', async () => {
  const error = vi.spyOn(notify, 'error');
  const fetch = show(<ApiConfigurationTab />, READER, () =>
    json(503, { message: 'Failed to request credentials', errorCode: 'CREDENTIALS_NOT_SENT' }),
  );
  expect(screen.getByRole('button', { name: 'Roll secret keys' }).getAttribute('aria-disabled')).toBe('true');
  fireEvent.click(screen.getByRole('button', { name: 'Send credentials' }));
  await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to request credentials'));
  expect(String(fetch.mock.calls[0]![0])).toContain('/api/v1/settings/send-api-key');
});

test('the roll dialog sends the chosen grace and the PIN', async () => {
  // The roll's answer, then the configuration it refetches.
  const fetch = show(<ApiConfigurationTab />, OWNER, (url) =>
    url.includes('/roll')
      ? json(200, { message: 'rolled', responseBody: { test: [], live: [] } })
      : json(200, { message: 'ok', responseBody: CONFIG }),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Roll secret keys' }));
  fireEvent.change(screen.getByLabelText('The current secret keys stop working'), {
    target: { value: '7d' },
  });
  fireEvent.input(screen.getByLabelText('Transaction PIN'), { target: { value: '2580' } });
  fireEvent.click(screen.getByRole('button', { name: 'Roll keys' }));
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  const [url, init] = fetch.mock.calls[0]!;
  expect(String(url)).toContain('/api/v2/settings/api-keys/roll');
  expect(JSON.parse(String(init!.body))).toEqual({ grace: '7d', pin: '2580' });
});

test('a bad allow-list line is named before anything is sent', async () => {
  const fetch = show(<ApiConfigurationTab />, OWNER, () => json(500, {}));
  fireEvent.change(screen.getByLabelText('Allowed IP addresses'), {
    target: { value: '203.0.113.7\nexample.com' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Update allow-list' }));
  await waitFor(() => expect(screen.getByText(/^Line 2: Enter an IP address/)).toBeTruthy());
  expect(fetch).not.toHaveBeenCalled();
});

test('the reveal page asks first, then shows the keys once; a used link says so', async () => {
  const secret = `sk_test_${'S'.repeat(43)}`;
  let answer = json(200, {
    message: 'ok',
    responseBody: { keys: [{ mode: 'test', publicKey: PUBLIC, secretKey: secret }] },
  });
  const fetch = show(<RevealKeysPage token="tok" />, OWNER, () => answer);
  expect(fetch).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Show my API keys' }));
  await waitFor(() => expect(screen.getByText(secret)).toBeTruthy());
  cleanup();
  answer = json(409, { message: 'This link has already been used.', errorCode: 'API_KEY_REVEAL_USED' });
  show(<RevealKeysPage token="tok" />, OWNER, () => answer);
  fireEvent.click(screen.getByRole('button', { name: 'Show my API keys' }));
  await waitFor(() => expect(screen.getByText('This link was already used')).toBeTruthy());
  expect(screen.queryByText(secret)).toBeNull();
});
