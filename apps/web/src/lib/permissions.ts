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
  }
}

/** The permissions a requirement names, for messages ("needs transactions:read"). */
export function describeRequirement(requirement: Requirement): string {
  if ('all' in requirement) return requirement.all.join(' and ');
  if ('any' in requirement) return requirement.any.join(' or ');
  switch (requirement.kind) {
    case 'permission':
      return requirement.permission;
    case 'owner':
      return 'the business owner';
    default:
      return 'a session';
  }
}

/** Why a control is disabled for a user who does not meet the requirement. */
export function missingReason(requirement: Requirement): string {
  if ('kind' in requirement) {
    if (requirement.kind === 'owner') return 'Only the business owner can do this.';
    if (requirement.kind !== 'permission') return 'Sign in to do this.';
  }
  const several = ('all' in requirement ? requirement.all : []).length > 1;
  return `You need the ${describeRequirement(requirement)} permission${several ? 's' : ''} to do this.`;
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
