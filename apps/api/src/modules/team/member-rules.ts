import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { subAccounts, userSubAccounts, users } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { conflict, forbidden, notFound, validation } from '../../lib/errors.ts';
import { assertCanGrant, type Caller, findRole, rolePermissionList } from './roles-service.ts';

export type TeamCaller = Caller & { subAccountIds: readonly string[] | null };

/** A member of the caller's merchant by public id; anyone else is a 404. */
export async function member(deps: Deps, caller: TeamCaller, publicUserId: string) {
  const [u] = await deps.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.publicId, publicUserId),
        eq(users.merchantId, caller.merchantId),
        ne(users.status, 'removed'),
      ),
    )
    .limit(1);
  if (!u) throw notFound('Member not found');
  return u;
}

/** The target must be someone else, and not the owner. */
export function assertChangeable(caller: TeamCaller, target: { id: string; isOwner: boolean }) {
  if (target.isOwner) throw conflict("The owner's access cannot be changed");
  if (target.id === caller.userId) throw conflict('You cannot change your own access');
}

export async function roleToGrant(deps: Deps, caller: TeamCaller, name: string) {
  const role = await findRole(deps.db, caller.merchantId, { name });
  if (!role) throw validation({ roleName: ['Unknown role'] });
  assertCanGrant(caller, await rolePermissionList(deps.db, role.id));
  return role;
}

/** Sub-accounts must be the merchant's, and within the caller's own limit if they have one. */
export async function checkSubAccounts(deps: Deps, caller: TeamCaller, ids: readonly string[]) {
  if (!ids.length) return;
  const found = await deps.db
    .select({ id: subAccounts.id })
    .from(subAccounts)
    .where(and(inArray(subAccounts.id, [...ids]), eq(subAccounts.merchantId, caller.merchantId)));
  if (found.length !== new Set(ids).size) throw validation({ subAccountIds: ['Unknown sub-account'] });
  if (caller.subAccountIds && ids.some((id) => !caller.subAccountIds!.includes(id))) throw forbidden();
}

export async function setSubAccounts(tx: Tx, userId: string, ids: readonly string[]) {
  await tx.delete(userSubAccounts).where(eq(userSubAccounts.userId, userId));
  if (ids.length)
    await tx
      .insert(userSubAccounts)
      .values([...new Set(ids)].map((subAccountId) => ({ userId, subAccountId })));
}
