/** The signed-in user's profile (spec 000 §7). */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { Profile } from '@payrail/contract/profile';
import { eq } from 'drizzle-orm';
import { merchants, users } from '../../db/schema/index.ts';
import type { AppEnv } from '../../lib/env.ts';
import { endpoint, sessionAccess } from '../../lib/route.ts';

export function profileRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    {
      access: sessionAccess,
      version: 'v1',
      method: 'get',
      path: '/settings/profile',
      tag: 'Profile',
      summary: 'The signed-in user’s profile',
      response: Profile,
    },
    async (c) => {
      const [row] = await c
        .get('deps')
        .db.select({ user: users, businessName: merchants.businessName })
        .from(users)
        .innerJoin(merchants, eq(merchants.id, users.merchantId))
        .where(eq(users.id, c.get('auth').userId))
        .limit(1);
      const { user, businessName } = row!;
      return {
        message: 'Profile',
        responseBody: {
          id: user.publicId,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          phone: user.phone,
          businessName,
          merchantId: user.merchantId,
          emailVerified: user.emailVerifiedAt !== null,
          twoFactorEnabled: user.twoFactorEnabled,
          createdAt: user.createdAt.toISOString(),
        },
      };
    },
  );
}
