/**
 * The sandbox demo merchant, created on first start: an owner to sign in with, and a second user
 * with two-factor on to try the emailed-code sign-in; its KYB is approved. Never runs in live mode.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { merchants, userRoles, users } from '#db/schema/index.ts';
import { publicId } from '#lib/crypto.ts';
import { hashPassword } from '#modules/auth/index.ts';
import { seedDemoKyb } from '#modules/kyb/index.ts';

export const DEMO = {
  businessName: "Ada's Kitchen",
  owner: { email: 'demo@payrail.test', password: 'Lagos-Demo-2026', firstName: 'Ada', lastName: 'Okafor' },
  twoFactor: {
    email: 'demo-2fa@payrail.test',
    password: 'Lagos-Demo-2026',
    firstName: 'Tunde',
    lastName: 'Bello',
  },
} as const;

export async function seedDemo(db: Db): Promise<boolean> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO.owner.email}`)
    .limit(1);
  if (existing.length) return false;
  const passwordHash = await hashPassword(DEMO.owner.password);
  await db.transaction(async (tx) => {
    const [m] = await tx
      .insert(merchants)
      .values({ publicId: publicId('MER'), businessName: DEMO.businessName })
      .returning();
    const verified = new Date();
    for (const [u, twoFactorEnabled, isOwner] of [
      [DEMO.owner, false, true],
      [DEMO.twoFactor, true, false],
    ] as const) {
      const [row] = await tx
        .insert(users)
        .values({
          publicId: publicId('USR'),
          merchantId: m!.id,
          firstName: u.firstName,
          lastName: u.lastName,
          email: u.email,
          phone: '+2348030000000',
          passwordHash,
          isOwner,
          twoFactorEnabled,
          emailVerifiedAt: verified,
        })
        .returning();
      // The two-factor user is a member with the Admin role (id 1), so they land where an owner would.
      if (!isOwner) await tx.insert(userRoles).values({ userId: row!.id, roleId: 1, assignedAt: verified });
    }
    // KYB approved, so the demo lands on /home and may move money out.
    await seedDemoKyb(tx, m!.id, DEMO.businessName, verified);
  });
  return true;
}
