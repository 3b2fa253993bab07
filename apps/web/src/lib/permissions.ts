/**
 * The one permission check of the web app (spec 001 §6). A requirement is what the API itself
 * checks: an endpoint descriptor's `access` (packages/contract endpoint.ts: `needs('payout:read')`,
 * the owner, any session), or, where a screen needs several permissions, every one or any one of
 * a list. Route guards, navigation, `<Can>` and `PermissionButton` all read it here, so a button
 * and the endpoint it calls cannot disagree. `user` is the signed-in user's team access
 * (account.getUserAccess). The owner may do everything (the API lists every permission for them;
 * `isOwner` is honoured as well).
 */
import type { TeamAccess } from '@payrail/contract/account';
import { type Access, needs } from '@payrail/contract/endpoint';
import {
  FEATURES,
  type FeatureName,
  canAll as holdsAll,
  canAny as holdsAny,
  can as holdsOne,
  type Permission,
} from '@payrail/contract/permissions';

export type { Access, Permission };
export type AccessHolder = Pick<TeamAccess, 'isOwner' | 'permissions'> | null | undefined;

/** What an area or action needs: an endpoint's access, every one of a list, or any one of a list. */
export type Requirement =
  | Access
  | { readonly all: readonly Permission[] }
  | { readonly any: readonly Permission[] };

export function can(user: AccessHolder, permission: Permission): boolean {
  return !!user && (user.isOwner || holdsOne(user.permissions, permission));
}

export function canAll(user: AccessHolder, permissions: readonly Permission[]): boolean {
  return !!user && (user.isOwner || holdsAll(user.permissions, permissions));
}

export function canAny(user: AccessHolder, permissions: readonly Permission[]): boolean {
  return !!user && (user.isOwner || holdsAny(user.permissions, permissions));
}

export function meets(user: AccessHolder, requirement: Requirement): boolean {
  if ('all' in requirement) return canAll(user, requirement.all);
  if ('any' in requirement) return canAny(user, requirement.any);
  switch (requirement.kind) {
    case 'public':
      return true;
    case 'session':
      return !!user;
    case 'owner':
      return !!user?.isOwner;
    case 'permission':
      return can(user, requirement.permission);
    case 'any':
      return canAny(user, requirement.permissions);
  }
}

/** How an action reads in a sentence: 'members who can <verb> payment links'. */
const VERBS: Record<string, string> = { read: 'view', create: 'create', update: 'change', delete: 'delete' };
/** Where a feature's label does not read as the object of a verb, or a verb reads better. */
const OBJECTS: Partial<Record<FeatureName, string>> = {
  'dashboard-metrics': 'the dashboard',
  'team-members': 'team members',
  kyb: 'business verification',
};
const TEAM_VERBS: Record<string, string> = { create: 'add', delete: 'remove' };

/** 'Payment links' → 'payment links'; 'API keys and webhooks' keeps its capitals. */
const lowerLabel = (label: string) =>
  /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;

/** A permission in words, from its feature's label and action: 'payment-link:create' → 'create payment links'. */
export function permissionWords(permission: Permission): string {
  const [name, action = ''] = permission.split(':') as [FeatureName, string];
  const feature = FEATURES.find((f) => f.name === name);
  const object = OBJECTS[name] ?? lowerLabel(feature?.label ?? name);
  const verb = (name === 'team-members' ? TEAM_VERBS[action] : undefined) ?? VERBS[action] ?? action;
  return `${verb} ${object}`;
}

/** A permission as a label: 'payment-link:create' → 'Create payment links'. */
export function permissionLabel(permission: Permission): string {
  const words = permissionWords(permission);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Several permissions in words; actions on one feature share it ('change and view payment links'). */
function joinWords(permissions: readonly Permission[], conjunction: 'and' | 'or'): string {
  const byFeature = new Map<string, Permission[]>();
  for (const p of permissions) {
    const name = p.split(':')[0]!;
    byFeature.set(name, [...(byFeature.get(name) ?? []), p]);
  }
  const parts = [...byFeature.values()].map((ps) => {
    const words = ps.map(permissionWords);
    if (words.length === 1) return words[0]!;
    const object = words[0]!.slice(words[0]!.indexOf(' ') + 1);
    const verbs = words.map((w) => w.slice(0, w.indexOf(' ')));
    return `${verbs.join(` ${conjunction} `)} ${object}`;
  });
  return parts.join(` ${conjunction} `);
}

/** What a requirement asks of the user, in words ('create payment links', 'the business owner'). */
export function describeRequirement(requirement: Requirement): string {
  if ('all' in requirement) return joinWords(requirement.all, 'and');
  if ('any' in requirement) return joinWords(requirement.any, 'or');
  switch (requirement.kind) {
    case 'permission':
      return permissionWords(requirement.permission);
    case 'any':
      return joinWords(requirement.permissions, 'or');
    case 'owner':
      return 'the business owner';
    default:
      return 'a session';
  }
}

/**
 * Why a control is disabled for a user who does not meet the requirement: who can do it, in the
 * words of the feature's label and action ('Only members who can create payment links can do
 * this.'), never a permission string.
 */
export function missingReason(requirement: Requirement): string {
  if ('kind' in requirement) {
    if (requirement.kind === 'owner') return 'Only the business owner can do this.';
    if (requirement.kind !== 'permission' && requirement.kind !== 'any') return 'Sign in to do this.';
  }
  return `Only members who can ${describeRequirement(requirement)} can do this.`;
}

/**
 * What `<Can>` and `PermissionButton` are told an action needs: the endpoint it calls (its
 * `access` decides), or, where no endpoint serves it yet, a permission or a list of them.
 */
export type Need =
  | { endpoint: { readonly access: Access }; permission?: never; all?: never; any?: never }
  | { permission: Permission; endpoint?: never; all?: never; any?: never }
  | { all: readonly Permission[]; endpoint?: never; permission?: never; any?: never }
  | { any: readonly Permission[]; endpoint?: never; permission?: never; all?: never };

export function requirementOf(need: Need): Requirement {
  if (need.endpoint) return need.endpoint.access;
  if (need.permission) return needs(need.permission);
  if (need.all) return { all: need.all };
  return { any: need.any ?? [] };
}
