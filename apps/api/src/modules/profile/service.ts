/**
 * The signed-in user's profile and picture. Every call is about the caller only: the {id} of
 * update-profile must be the caller's own public id, and anyone else's (another merchant's user
 * or a teammate) is a 404, as if it did not exist. Email changes are not part of the profile.
 */
import {
  normalisePhone,
  type Profile,
  type ProfilePicture,
  type UpdateProfileRequest,
} from '@payrail/contract/profile';
import { eq } from 'drizzle-orm';
import { merchants, profilePictures, users } from '#db/schema/index.ts';
import { audit } from '#lib/audit.ts';
import type { Actor, Ctx } from '#lib/context.ts';
import { forbidden, notFound } from '#lib/errors.ts';
import type { CheckedImage } from '#lib/image-upload.ts';

/** What the profile services need: the deps, and the signed-in user. */
export type ProfileCtx = Pick<Ctx, 'deps'> & { actor: Pick<Actor, 'userId'> };

export async function getProfile({ deps, actor }: ProfileCtx): Promise<Profile> {
  const [row] = await deps.db
    .select({ user: users, businessName: merchants.businessName, picture: profilePictures.userId })
    .from(users)
    .innerJoin(merchants, eq(merchants.id, users.merchantId))
    .leftJoin(profilePictures, eq(profilePictures.userId, users.id))
    .where(eq(users.id, actor.userId))
    .limit(1);
  const { user, businessName, picture } = row!;
  return {
    id: user.publicId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    businessName,
    merchantId: user.merchantId,
    emailVerified: user.emailVerifiedAt !== null,
    twoFactorEnabled: user.twoFactorEnabled,
    hasPicture: picture !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** `id` is the public id the path names: it must be the caller's own. */
export async function updateProfile(
  ctx: Pick<Ctx, 'deps'> & { actor: Pick<Actor, 'userId' | 'merchantId' | 'isOwner' | 'ip'> },
  { id, changes: input }: { id: string; changes: UpdateProfileRequest },
): Promise<Profile> {
  const { deps, actor } = ctx;
  const [me] = await deps.db
    .select({ publicId: users.publicId, email: users.email })
    .from(users)
    .where(eq(users.id, actor.userId))
    .limit(1);
  if (!me || me.publicId !== id) throw notFound();
  if (input.businessName !== undefined && !actor.isOwner) throw forbidden();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ firstName: input.firstName, lastName: input.lastName, phone: normalisePhone(input.phone) })
      .where(eq(users.id, actor.userId));
    if (input.businessName !== undefined) {
      const [before] = await tx
        .select({ name: merchants.businessName })
        .from(merchants)
        .where(eq(merchants.id, actor.merchantId));
      if (before && before.name !== input.businessName) {
        await tx
          .update(merchants)
          .set({ businessName: input.businessName })
          .where(eq(merchants.id, actor.merchantId));
        await audit(
          tx,
          { deps, actor: { userId: actor.userId, merchantId: actor.merchantId, ip: actor.ip } },
          {
            action: 'merchant.business_name_changed',
            target: me.email,
            details: { from: before.name, to: input.businessName },
          },
        );
      }
    }
  });
  return getProfile(ctx);
}

export async function savePicture(
  { deps, actor }: ProfileCtx,
  { image }: { image: CheckedImage },
): Promise<ProfilePicture> {
  const now = deps.clock.now();
  const values = {
    contentType: image.contentType,
    bytes: image.bytes,
    width: image.width,
    height: image.height,
    updatedAt: now,
  };
  await deps.db
    .insert(profilePictures)
    .values({ userId: actor.userId, ...values })
    .onConflictDoUpdate({ target: profilePictures.userId, set: values });
  return {
    contentType: image.contentType,
    width: image.width,
    height: image.height,
    size: image.bytes.length,
    updatedAt: now.toISOString(),
  };
}

export async function readPicture({ deps, actor }: ProfileCtx) {
  const [row] = await deps.db
    .select()
    .from(profilePictures)
    .where(eq(profilePictures.userId, actor.userId))
    .limit(1);
  if (!row) throw notFound('No profile picture yet');
  return row;
}

/** Removes the caller's picture; nothing to remove is not an error (the answer says which). */
export async function removePicture({ deps, actor }: ProfileCtx): Promise<boolean> {
  const gone = await deps.db
    .delete(profilePictures)
    .where(eq(profilePictures.userId, actor.userId))
    .returning({ userId: profilePictures.userId });
  return gone.length > 0;
}
