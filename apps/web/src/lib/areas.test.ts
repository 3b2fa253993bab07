import { FEATURES } from '@payrail/contract/permissions';
import { describe, expect, test } from 'vitest';
import { AREAS, landing, navSections, ROUTE_ACCESS } from './areas';

const user = (...permissions: string[]) => ({ isOwner: false, permissions });
const labels = (u: ReturnType<typeof user> | { isOwner: boolean; permissions: string[] }) =>
  navSections(u).map((s) => [s.label, s.areas.map((a) => a.label)]);

describe('the feature → route mapping (spec 001 §2)', () => {
  test('every feature has exactly one shortcut, in its contract group', () => {
    expect(AREAS.map((a) => a.feature).sort()).toEqual(FEATURES.map((f) => f.name).sort());
    for (const a of AREAS) expect(a.group).toBe(FEATURES.find((f) => f.name === a.feature)!.group);
  });

  test.each([
    ['dashboard-metrics', '/home', undefined],
    ['settings-all', '/others/settings', undefined],
    ['settings-api-and-webhook', '/others/settings', { tab: 'apis' }],
    ['team-members', '/others/team-management', undefined],
    ['kyb', '/merchant-onboarding', undefined],
  ])('%s → %s %j', (feature, to, search) => {
    const a = AREAS.find((x) => x.feature === feature)!;
    expect([a.to, a.search]).toEqual([to, search]);
  });

  test('every guarded shortcut is reachable with the permission that shows it', () => {
    for (const a of AREAS) {
      const requirement = ROUTE_ACCESS[a.to as keyof typeof ROUTE_ACCESS];
      if (!requirement) continue; // chargeback: no check (spec 001 §6)
      const needs =
        'permission' in requirement
          ? [requirement.permission]
          : 'all' in requirement
            ? requirement.all
            : requirement.any;
      expect(needs).toContain(`${a.feature}:read`);
    }
  });
});

describe('navigation filtering', () => {
  test('only what the user may read, grouped Payments / Collections / Business / Others', () => {
    expect(labels(user('transactions:read'))).toEqual([['Payments', ['Transactions']]]);
    expect(
      labels(user('dashboard-metrics:read', 'payment-link:read', 'team-members:read', 'support:read')),
    ).toEqual([
      [null, ['Home']],
      ['Collections', ['Payment links']],
      ['Business', ['Team']],
      ['Others', ['Support']],
    ]);
  });

  test('write permissions alone show nothing; an empty role shows nothing', () => {
    expect(labels(user('payout:create', 'team-members:update'))).toEqual([]);
    expect(labels(user())).toEqual([]);
  });

  test('the owner sees every area', () => {
    const all = navSections({ isOwner: true, permissions: [] }).flatMap((s) => s.areas);
    expect(all).toHaveLength(AREAS.length);
    expect(navSections({ isOwner: true, permissions: [] }).map((s) => s.label)).toEqual([
      null,
      'Payments',
      'Collections',
      'Business',
      'Others',
    ]);
  });
});

describe('landing', () => {
  test.each([
    [user('dashboard-metrics:read', 'transactions:read'), { to: '/home', label: 'Home' }],
    [user('customers:read', 'payout:read'), { to: '/payments/payout', label: 'Payouts' }],
    [
      user('settings-api-and-webhook:read'),
      { to: '/others/settings', search: { tab: 'apis' }, label: 'APIs & webhooks' },
    ],
    [user(), { to: '/notifications', label: 'Notifications' }],
  ])('%j → %j', (u, target) => {
    expect(landing(u)).toEqual(target);
  });
});
