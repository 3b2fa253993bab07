/**
 * Route permission guards (spec 001 §2, §6) through the real route tree: the API is a fetch stub
 * answering get-user-access with the access under test; pages are loaded, not rendered.
 */
import type { TeamAccess } from '@payrail/contract/account';
import type { Permission } from '@payrail/contract/permissions';
import { describe, expect, test, vi } from 'vitest';
import { isNotAuthorized } from '#lib/route-guard.ts';
import { useSessionStore } from '#stores/session-store.ts';
import { loadRouter, OWNER_ACCESS, withSignedInApi } from '#test/router-harness.ts';

const member = (...permissions: Permission[]): TeamAccess => ({
  isOwner: false,
  roles: ['Custom'],
  permissions,
  subAccountIds: [],
});
const OWNER = OWNER_ACCESS;

let access: TeamAccess;
const fetchMock = withSignedInApi((url) => (url.includes('get-user-access') ? access : {}));
const accessCalls = () => fetchMock.mock.calls.filter(([url]) => url.includes('get-user-access')).length;

async function open(url: string, as: TeamAccess) {
  access = as;
  const router = await loadRouter(url);
  const leaf = router.state.matches.at(-1)!;
  return { router, pathname: router.state.location.pathname, leaf };
}

describe('guarded routes', () => {
  test.each([
    ['/home', member('dashboard-metrics:read')],
    ['/payments/transactions', member('transactions:read')],
    ['/payments/payout', member('payout:read')],
    ['/payments/balances', member('balances:read')],
    ['/collections/payment-link', member('payment-link:read')],
    ['/collections/payment-link/create', member('payment-link:create')],
    ['/collections/payment-link/edit?ref=PL-1', member('payment-link:update', 'payment-link:read')],
    ['/others/customers', member('customers:read')],
    ['/others/settings', member('settings-all:read')],
    ['/others/settings?tab=apis', member('settings-api-and-webhook:read')],
    ['/others/sub-accounts', member('sub-accounts:read')],
    ['/account/support', member('support:read')],
    ['/others/team-management', member('team-members:read')],
    ['/merchant-onboarding/get-started', member('kyb:read')],
    ['/payments/chargeback', member()],
    ['/notifications', member()],
    ['/others/team-management', OWNER],
  ])('%s opens with the permission it needs', async (url, as) => {
    const page = await open(url, as);
    expect(page.leaf.status).toBe('success');
    expect(page.pathname).toBe(new URL(url, 'http://x').pathname);
  });

  test.each([
    ['/home', member('transactions:read')],
    ['/others/team-management', member('transactions:read')],
    ['/collections/payment-link/edit?ref=PL-1', member('payment-link:update')],
    ['/collections/payment-link/edit?ref=PL-1', member('payment-link:read')],
    ['/others/settings', member('settings-all:update')],
    ['/collections/payment-link/create', member('payment-link:read')],
  ])('%s without it → Not authorized, still signed in, on the same URL', async (url, as) => {
    const page = await open(url, as);
    expect(page.leaf.status).toBe('error');
    expect(isNotAuthorized(page.leaf.error)).toBe(true);
    expect(page.pathname).toBe(new URL(url, 'http://x').pathname);
    expect(useSessionStore.getState().status).toBe('authenticated');
  });

  test('Not authorized offers the first area the user may use', async () => {
    const page = await open('/others/team-management', member('payout:read', 'transactions:read'));
    expect(isNotAuthorized(page.leaf.error) && page.leaf.error.fallback).toEqual({
      to: '/payments/transactions',
      label: 'Transactions',
    });
  });
});

describe('landing', () => {
  test.each([
    [OWNER, '/home'],
    [member('transactions:read'), '/payments/transactions'],
    [member('team-members:read', 'support:read'), '/others/team-management'],
    [member(), '/notifications'],
  ])('/ for %j → %s', async (as, path) => {
    expect((await open('/', as)).pathname).toBe(path);
  });

  test('the APIs shortcut holder lands on settings with the APIs tab', async () => {
    const page = await open('/', member('settings-api-and-webhook:read'));
    expect(page.pathname).toBe('/others/settings');
    expect(page.router.state.location.search).toEqual({ tab: 'apis' });
  });
});

describe('access is revalidated on navigation', () => {
  test('each navigation refetches it; a changed answer opens what was refused', async () => {
    const page = await open('/payments/transactions', member('transactions:read'));
    const before = accessCalls();
    access = member('transactions:read', 'team-members:read');
    await page.router.navigate({ to: '/payments/payout' });
    await vi.waitFor(() => expect(accessCalls()).toBe(before + 1));
    await page.router.navigate({ to: '/others/team-management' });
    expect(page.router.state.matches.at(-1)!.status).toBe('success');
  });

  test('preloading (hovering a link) reads the cache without a request', async () => {
    const page = await open('/payments/transactions', member('transactions:read'));
    const before = accessCalls();
    await page.router.preloadRoute({ to: '/payments/transactions' });
    expect(accessCalls()).toBe(before);
  });
});
