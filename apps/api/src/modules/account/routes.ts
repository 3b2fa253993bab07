/** What the signed-in user may do: the team access the dashboard layout fetches ahead (spec 000 §2). */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { TeamAccess } from '@payrail/contract/account';
import { eq } from 'drizzle-orm';
import { roles, userRoles } from '../../db/schema/index.ts';
import type { AppEnv } from '../../lib/env.ts';
import { legacyEndpoint, sessionAccess } from '../../lib/route.ts';

export function accountRoutes(app: OpenAPIHono<AppEnv>) {
  const base = { access: sessionAccess, version: 'v1' as const, method: 'get' as const };

  legacyEndpoint(
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
}
