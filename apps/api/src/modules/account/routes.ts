/**
 * The dashboard layout's fetch-ahead calls (spec 000 §2), answered from real data. Their full
 * features (KYB stages, two-factor settings, team roles) come with their own issues.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  KybDetails,
  KybNextStage,
  KybStage,
  Profile,
  TeamAccess,
  TwoFactorInitiateStatus,
  TwoFactorStatus,
} from '@payrail/contract/account';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { merchants, roles, userRoles, users } from '../../db/schema/index.ts';
import type { AppEnv } from '../../lib/env.ts';
import { endpoint, sessionAccess } from '../../lib/route.ts';

async function me(c: Context<AppEnv>) {
  const { db } = c.get('deps');
  const rows = await db
    .select({ user: users, businessName: merchants.businessName })
    .from(users)
    .innerJoin(merchants, eq(merchants.id, users.merchantId))
    .where(eq(users.id, c.get('auth').userId))
    .limit(1);
  return rows[0]!;
}

export function accountRoutes(app: OpenAPIHono<AppEnv>) {
  const base = { access: sessionAccess, version: 'v1' as const, method: 'get' as const };

  endpoint(
    app,
    {
      ...base,
      path: '/two-factor-auth/check',
      tag: 'Two-factor',
      summary: 'Is two-factor on?',
      response: TwoFactorStatus,
    },
    async (c) => ({
      message: 'Two factor status',
      responseBody: { enabled: (await me(c)).user.twoFactorEnabled },
    }),
  );

  endpoint(
    app,
    {
      ...base,
      path: '/two-factor-auth/check-initiate',
      tag: 'Two-factor',
      summary: 'Is enabling two-factor under way?',
      response: TwoFactorInitiateStatus,
    },
    async () => ({ message: 'Two factor initiate status', responseBody: { initiated: false } }),
  );

  endpoint(
    app,
    {
      ...base,
      path: '/merchant/team/get-user-access',
      tag: 'Team',
      summary: 'What the signed-in user may do',
      response: TeamAccess,
    },
    async (c) => {
      const { isOwner, permissions, subAccountIds, userId } = c.get('auth');
      const roleRows = isOwner
        ? []
        : await c
            .get('deps')
            .db.select({ name: roles.name })
            .from(userRoles)
            .innerJoin(roles, eq(roles.id, userRoles.roleId))
            .where(eq(userRoles.userId, userId));
      return {
        message: 'User access',
        responseBody: {
          isOwner,
          roles: isOwner ? ['Owner'] : roleRows.map((r) => r.name).sort(),
          permissions: [...permissions].sort(),
          subAccountIds: [...(subAccountIds ?? [])],
        },
      };
    },
  );

  endpoint(
    app,
    {
      ...base,
      path: '/settings/profile',
      tag: 'Profile',
      summary: 'The signed-in user’s profile',
      response: Profile,
    },
    async (c) => {
      const { user, businessName } = await me(c);
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

  endpoint(
    app,
    { ...base, path: '/kyb/get-stage', tag: 'KYB', summary: 'Current KYB stage', response: KybStage },
    async () => ({
      message: 'KYB stage',
      responseBody: { data: null },
    }),
  );

  endpoint(
    app,
    { ...base, path: '/kyb/get-next-stage', tag: 'KYB', summary: 'Next KYB stage', response: KybNextStage },
    async () => ({
      message: 'KYB next stage',
      responseBody: { currentStage: null, stagesComplete: false },
    }),
  );

  endpoint(
    app,
    {
      ...base,
      path: '/kyb',
      tag: 'KYB',
      summary: 'KYB details (first item of the first array)',
      response: KybDetails,
    },
    async () => ({
      message: 'KYB details',
      responseBody: [[]],
    }),
  );
}
