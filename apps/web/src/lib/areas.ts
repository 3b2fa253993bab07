/**
 * The dashboard's areas (spec 001 §2): the route permission table, the feature → route mapping of
 * the navigation shortcuts, and their groups (payments, collections, business, others). Route
 * guards, the sidebar and the landing after sign-in all read these, so they cannot disagree.
 *
 * Decisions the spec leaves open:
 *   - an area shows in the navigation when the user may read its feature (chargeback included,
 *     although its route has no check); notifications are not a feature and sit in the header;
 *   - settings-api-and-webhook is its own shortcut to the settings' APIs tab;
 *   - Home (dashboard-metrics) sits above the groups, as the dashboard's front page;
 *   - the landing is the first area the user may use, in navigation order; a user with no
 *     permission at all lands on /notifications, which needs none.
 */
import { needs } from '@payrail/contract/endpoint';
import { FEATURES, type FeatureName, GROUPS } from '@payrail/contract/permissions';
import {
  createPaymentLink,
  editPaymentLink,
  listPaymentLinks,
  showPaymentLink,
} from '@payrail/contract/routes/payment-links';
import { listMembers } from '@payrail/contract/routes/team';
import { type AccessHolder, can, type Requirement } from './permissions';

/**
 * Spec 001 §2: what each guarded dashboard route needs. A page served by an endpoint needs that
 * endpoint's access (the team page: the members list's; the link editor: both of its endpoints').
 * Areas without endpoints yet, and onboarding (whose answers any session may read, while the page
 * needs kyb:read), name their permission. Chargeback and notifications: none.
 */
export const ROUTE_ACCESS = {
  '/home': needs('dashboard-metrics:read'),
  '/payments/transactions': needs('transactions:read'),
  '/payments/payout': needs('payout:read'),
  '/payments/balances': needs('balances:read'),
  '/collections/payment-link': listPaymentLinks.access,
  '/collections/payment-link/create': createPaymentLink.access,
  '/collections/payment-link/edit': {
    all: [editPaymentLink.access.permission, showPaymentLink.access.permission],
  },
  '/others/customers': needs('customers:read'),
  '/others/settings': { any: ['settings-all:read', 'settings-api-and-webhook:read'] },
  '/others/sub-accounts': needs('sub-accounts:read'),
  '/account/support': needs('support:read'),
  '/others/team-management': listMembers.access,
  '/merchant-onboarding': needs('kyb:read'),
} as const satisfies Record<string, Requirement>;
export type GuardedPath = keyof typeof ROUTE_ACCESS;

export type AreaGroup = (typeof GROUPS)[number];
export const GROUP_LABELS: Record<AreaGroup, string> = {
  payments: 'Payments',
  collections: 'Collections',
  business: 'Business',
  others: 'Others',
};

export type AreaPath = GuardedPath | '/payments/chargeback';
/** Where an area lives: a path, and for the APIs shortcut the settings tab. */
export type AreaTarget = { to: AreaPath | '/notifications'; search?: { tab: 'apis' } };
export type Area = AreaTarget & { feature: FeatureName; label: string; group: AreaGroup };

const area = (feature: FeatureName, label: string, target: AreaTarget): Area => ({
  feature,
  label,
  ...target,
  group: FEATURES.find((f) => f.name === feature)!.group,
});

/** The navigation shortcuts, in navigation order. */
export const AREAS: readonly Area[] = [
  area('dashboard-metrics', 'Home', { to: '/home' }),
  area('transactions', 'Transactions', { to: '/payments/transactions' }),
  area('payout', 'Payouts', { to: '/payments/payout' }),
  area('balances', 'Balances', { to: '/payments/balances' }),
  area('chargeback', 'Chargebacks', { to: '/payments/chargeback' }),
  area('payment-link', 'Payment links', { to: '/collections/payment-link' }),
  area('customers', 'Customers', { to: '/others/customers' }),
  area('sub-accounts', 'Sub-accounts', { to: '/others/sub-accounts' }),
  area('team-members', 'Team', { to: '/others/team-management' }),
  area('kyb', 'Onboarding', { to: '/merchant-onboarding' }),
  area('settings-all', 'Settings', { to: '/others/settings' }),
  area('settings-api-and-webhook', 'APIs & webhooks', { to: '/others/settings', search: { tab: 'apis' } }),
  area('support', 'Support', { to: '/account/support' }),
];

/** The feature shown above the groups. */
export const FRONT_PAGE_FEATURE: FeatureName = 'dashboard-metrics';

/** An area is shown when its feature may be read. */
export const mayOpen = (user: AccessHolder, a: Area): boolean =>
  can(user, `${a.feature}:read` as Parameters<typeof can>[1]);

export const permittedAreas = (user: AccessHolder): Area[] => AREAS.filter((a) => mayOpen(user, a));

export type NavSection = { group: AreaGroup | null; label: string | null; areas: Area[] };

/** The navigation for this user: the front page, then each group with what they may read. */
export function navSections(user: AccessHolder): NavSection[] {
  const allowed = permittedAreas(user);
  const front = allowed.filter((a) => a.feature === FRONT_PAGE_FEATURE);
  const sections: NavSection[] = front.length ? [{ group: null, label: null, areas: front }] : [];
  for (const group of GROUPS) {
    const areas = allowed.filter((a) => a.group === group && a.feature !== FRONT_PAGE_FEATURE);
    if (areas.length) sections.push({ group, label: GROUP_LABELS[group], areas });
  }
  return sections;
}

export const NO_PERMISSION_LANDING: AreaTarget = { to: '/notifications' };

/** Where signing in (or '/') leads: the first area this user may use. */
export function landing(user: AccessHolder): AreaTarget & { label: string } {
  const first = permittedAreas(user)[0];
  if (!first) return { ...NO_PERMISSION_LANDING, label: 'Notifications' };
  return { to: first.to, ...(first.search ? { search: first.search } : {}), label: first.label };
}
