import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '#db/client.ts';
import { subAccounts, userSubAccounts, users } from '#db/schema/index.ts';
import { conflict, forbidden, notFound, validation } from '#lib/errors.ts';
import {
  assertCanGrant,
  findRole,
  type MerchantCtx,
  rolePermissionList,
  type TeamCtx,
} from './roles-service.ts';

/** A member of the caller's merchant by public id; anyone else is a 404. */
export async function member({ deps, actor }: MerchantCtx, publicUserId: string) {
  const [u] = await deps.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.publicId, publicUserId),
        eq(users.merchantId, actor.merchantId),
        ne(users.status, 'removed'),
      ),
    )
    .limit(1);
  if (!u) throw notFound('Member not found');
  return u;
}

/** The target must be someone else, and not the owner. */
export function assertChangeable(
  { actor }: Pick<TeamCtx, 'actor'>,
  target: { id: string; isOwner: boolean },
) {
  if (target.isOwner) throw conflict("The owner's access cannot be changed");
  if (target.id === actor.userId) throw conflict('You cannot change your own access');
}

export async function roleToGrant(ctx: TeamCtx, name: string) {
  const role = await findRole(ctx.deps.db, ctx.actor.merchantId, { name });
  if (!role) throw validation({ roleName: ['Unknown role'] });
  assertCanGrant(ctx, await rolePermissionList(ctx.deps.db, role.id));
  return role;
}

/** Sub-accounts must be the merchant's, and within the caller's own limit if they have one. */
export async function checkSubAccounts({ deps, actor, access }: TeamCtx, ids: readonly string[]) {
  if (!ids.length) return;
  const found = await deps.db
    .select({ id: subAccounts.id })
    .from(subAccounts)
    .where(and(inArray(subAccounts.id, [...ids]), eq(subAccounts.merchantId, actor.merchantId)));
  if (found.length !== new Set(ids).size) throw validation({ subAccountIds: ['Unknown sub-account'] });
  const limit = access.subAccountIds;
  if (limit && ids.some((id) => !limit.includes(id))) throw forbidden();
}

export async function setSubAccounts(tx: Tx, userId: string, ids: readonly string[]) {
  await tx.delete(userSubAccounts).where(eq(userSubAccounts.userId, userId));
  if (ids.length)
    await tx
      .insert(userSubAccounts)
      .values([...new Set(ids)].map((subAccountId) => ({ userId, subAccountId })));
}
