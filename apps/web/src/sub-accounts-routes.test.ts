/**
 * The sub-account routes (spec 001 §2, §5) through the real route tree: each needs
 * sub-accounts:read; statsCurrency is NGN or USD, anything else falls back to NGN and the stats are
 * asked in NGN. The API is a fetch stub; pages are loaded, not rendered.
 */
import type { TeamAccess } from '@payrail/contract/account';
import type { Permission } from '@payrail/contract/permissions';
import { describe, expect, test } from 'vitest';
import { isNotAuthorized } from '#lib/route-guard.ts';
import { loadRouter, withSignedInApi } from '#test/router-harness.ts';

const member = (...permissions: Permission[]): TeamAccess => ({
  isOwner: false,
  roles: ['Custom'],
  permissions,
  subAccountIds: [],
});

let access: TeamAccess;
const fetchMock = withSignedInApi((url) => (url.includes('get-user-access') ? access : {}));
const calls = (part: string) => fetchMock.mock.calls.map(([url]) => url).filter((url) => url.includes(part));

async function open(url: string, as: TeamAccess) {
  access = as;
  const router = await loadRouter(url);
  return { router, leaf: router.state.matches.at(-1)! };
}

const PAGES = [
  '/others/sub-accounts?search=ikeja&page=2',
  '/others/sub-accounts/ikeja-k3m9q2?statsCurrency=USD',
  '/others/sub-accounts/payment-link-transactions?reference=PL-ABCDEFGHJK',
];

describe('sub-account routes', () => {
  test.each(PAGES)('%s opens with sub-accounts:read', async (url) => {
    const { leaf, router } = await open(url, member('sub-accounts:read'));
    expect(leaf.status).toBe('success');
    expect(router.state.location.pathname).toBe(new URL(url, 'http://x').pathname);
  });

  test.each(PAGES)('%s without it → Not authorized', async (url) => {
    const { leaf } = await open(url, member('payment-link:read', 'payment-link:create'));
    expect(leaf.status).toBe('error');
    expect(isNotAuthorized(leaf.error)).toBe(true);
  });

  test('the list and the details fetch ahead what they show, in the URL’s currency', async () => {
    await open('/others/sub-accounts?search=ikeja&page=2', member('sub-accounts:read'));
    expect(calls('/merchant/sub-accounts/?')).toContainEqual(expect.stringContaining('page=2'));
    expect(calls('/merchant/sub-accounts/?')).toContainEqual(expect.stringContaining('search=ikeja'));
    await open('/others/sub-accounts/ikeja-k3m9q2?statsCurrency=USD', member('sub-accounts:read'));
    expect(calls('/merchant/sub-accounts/ikeja-k3m9q2?')).toEqual([
      '/api/v1/merchant/sub-accounts/ikeja-k3m9q2?currency=USD',
    ]);
    expect(calls('/payment-links/ikeja-k3m9q2/list')).toHaveLength(1);
  });

  test('a stats currency other than NGN or USD is NGN', async () => {
    const { leaf } = await open(
      '/others/sub-accounts/lekki-a2b3c4?statsCurrency=EUR',
      member('sub-accounts:read'),
    );
    expect(leaf.search).toMatchObject({ statsCurrency: undefined });
    expect(calls('/merchant/sub-accounts/lekki-a2b3c4?')).toEqual([
      '/api/v1/merchant/sub-accounts/lekki-a2b3c4?currency=NGN',
    ]);
  });

  test('the edit route with isSubAccount and a slug does not ask the merchant links’ show', async () => {
    const url = '/collections/payment-link/edit?ref=PL-ABCDEFGHJK&isSubAccount=true&slug=ikeja-k3m9q2';
    const { leaf } = await open(url, member('payment-link:read', 'payment-link:update', 'sub-accounts:read'));
    expect(leaf.status).toBe('success');
    expect(calls('/merchant/payment-links/show/')).toEqual([]);
    await open(
      '/collections/payment-link/edit?ref=PL-ABCDEFGHJK',
      member('payment-link:read', 'payment-link:update'),
    );
    expect(calls('/merchant/payment-links/show/')).toEqual([
      '/api/v1/merchant/payment-links/show/PL-ABCDEFGHJK',
    ]);
  });
});
