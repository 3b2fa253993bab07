/**
 * Permissions are 'feature:action' strings (spec 001 §2, §6). The features are the navigation
 * areas of spec 001 §2; each has the actions that make sense for it. The merchant's owner holds
 * every permission; everyone else holds the union of their roles' permissions.
 */
export const FEATURES = [
  { id: 1, name: 'dashboard-metrics', label: 'Dashboard', group: 'payments', actions: ['read'] },
  { id: 2, name: 'transactions', label: 'Transactions', group: 'payments', actions: ['read', 'update'] },
  { id: 3, name: 'payout', label: 'Payouts', group: 'payments', actions: ['read', 'create'] },
  { id: 4, name: 'balances', label: 'Balances', group: 'payments', actions: ['read', 'create'] },
  { id: 5, name: 'chargeback', label: 'Chargebacks', group: 'payments', actions: ['read', 'update'] },
  {
    id: 6,
    name: 'payment-link',
    label: 'Payment links',
    group: 'collections',
    actions: ['read', 'create', 'update', 'delete'],
  },
  { id: 7, name: 'customers', label: 'Customers', group: 'business', actions: ['read'] },
  {
    id: 8,
    name: 'sub-accounts',
    label: 'Sub-accounts',
    group: 'business',
    actions: ['read', 'create', 'update'],
  },
  {
    id: 9,
    name: 'team-members',
    label: 'Team',
    group: 'business',
    actions: ['read', 'create', 'update', 'delete'],
  },
  { id: 10, name: 'kyb', label: 'Onboarding (KYB)', group: 'business', actions: ['read', 'update'] },
  { id: 11, name: 'settings-all', label: 'Settings', group: 'others', actions: ['read', 'update'] },
  {
    id: 12,
    name: 'settings-api-and-webhook',
    label: 'API keys and webhooks',
    group: 'others',
    actions: ['read', 'update'],
  },
  { id: 13, name: 'support', label: 'Support', group: 'others', actions: ['read', 'create'] },
] as const;

export type Feature = (typeof FEATURES)[number];
export type FeatureName = Feature['name'];
export type Permission = {
  [F in Feature as F['name']]: `${F['name']}:${F['actions'][number]}`;
}[FeatureName];

export const ALL_PERMISSIONS: readonly Permission[] = FEATURES.flatMap((f) =>
  f.actions.map((a) => `${f.name}:${a}` as Permission),
);
const permissionSet: ReadonlySet<string> = new Set(ALL_PERMISSIONS);
export const isPermission = (p: string): p is Permission => permissionSet.has(p);

/** Shortcut groups of spec 001 §2. */
export const GROUPS = ['payments', 'collections', 'business', 'others'] as const;

/** Permissions grouped by feature: the map shape of spec 001 §3. */
export function groupPermissions(perms: readonly string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const p of perms) {
    const feature = p.split(':')[0]!;
    out[feature] = [...(out[feature] ?? []), p];
  }
  return out;
}

/** Does a holder of `held` have `needed`? (The owner is given ALL_PERMISSIONS.) */
export function can(held: readonly string[] | ReadonlySet<string>, needed: Permission): boolean {
  return held instanceof Set ? held.has(needed) : (held as readonly string[]).includes(needed);
}

/** Every one of `needed` (payment-link edit needs update and read). */
export const canAll = (held: readonly string[] | ReadonlySet<string>, needed: readonly Permission[]) =>
  needed.every((p) => can(held, p));
/** Any one of `needed` (settings need settings-all:read or settings-api-and-webhook:read). */
export const canAny = (held: readonly string[] | ReadonlySet<string>, needed: readonly Permission[]) =>
  needed.some((p) => can(held, p));

const reads = ALL_PERMISSIONS.filter((p) => p.endsWith(':read'));

/**
 * System roles, the same for every merchant (ids 1–5; custom roles get random ids above them).
 * Admins may do everything the owner can except what only the owner may (transfer ownership).
 */
export const SYSTEM_ROLES: readonly {
  id: number;
  name: string;
  description: string;
  permissions: readonly Permission[];
}[] = [
  {
    id: 1,
    name: 'Admin',
    description: 'Everything, including team and settings',
    permissions: ALL_PERMISSIONS,
  },
  {
    id: 2,
    name: 'Finance',
    description: 'Money in and out: balances, payouts, transactions, chargebacks',
    permissions: [
      'dashboard-metrics:read',
      'transactions:read',
      'payout:read',
      'payout:create',
      'balances:read',
      'balances:create',
      'chargeback:read',
      'chargeback:update',
      'customers:read',
      'sub-accounts:read',
      'settings-all:read',
    ],
  },
  {
    id: 3,
    name: 'Developer',
    description: 'API keys, webhooks and test integrations',
    permissions: [
      'dashboard-metrics:read',
      'transactions:read',
      'transactions:update',
      'payment-link:read',
      'settings-api-and-webhook:read',
      'settings-api-and-webhook:update',
      'support:read',
      'support:create',
    ],
  },
  {
    id: 4,
    name: 'Support',
    description: 'Help customers: transactions, customers, chargebacks, payment links',
    permissions: [
      'dashboard-metrics:read',
      'transactions:read',
      'customers:read',
      'chargeback:read',
      'chargeback:update',
      'payment-link:read',
      'support:read',
      'support:create',
    ],
  },
  { id: 5, name: 'Viewer', description: 'Read-only access to every area', permissions: reads },
];
