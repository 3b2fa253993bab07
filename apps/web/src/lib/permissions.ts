/**
 * The one permission check of the web app (spec 001 §6): `can(user, 'feature:action')`, with its
 * all-of and any-of forms and the requirement shape route guards, navigation and `<Can>` share.
 * `user` is the signed-in user's team access (GET merchant/team/get-user-access). The owner may do
 * everything (the API lists every permission for them; `isOwner` is honoured as well).
 */
import type { TeamAccess } from '@payrail/contract/account';
import {
  canAll as holdsAll,
  canAny as holdsAny,
  can as holdsOne,
  type Permission,
} from '@payrail/contract/permissions';

export type { Permission };
export type AccessHolder = Pick<TeamAccess, 'isOwner' | 'permissions'> | null | undefined;

/** What an area or action needs: one permission, every one of a list, or any one of a list. */
export type Requirement =
  | { permission: Permission }
  | { all: readonly Permission[] }
  | { any: readonly Permission[] };

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
  if ('permission' in requirement) return can(user, requirement.permission);
  if ('all' in requirement) return canAll(user, requirement.all);
  return canAny(user, requirement.any);
}

/** The permissions a requirement names, for messages ("needs transactions:read"). */
export function describeRequirement(requirement: Requirement): string {
  if ('permission' in requirement) return requirement.permission;
  if ('all' in requirement) return requirement.all.join(' and ');
  return requirement.any.join(' or ');
}
