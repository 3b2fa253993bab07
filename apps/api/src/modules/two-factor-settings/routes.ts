/** Two-factor settings (spec 000 §7): status now; enabling, disabling and codes with issue 5. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { TwoFactorInitiateStatus, TwoFactorStatus } from '@payrail/contract/two-factor';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { AppEnv } from '../../lib/env.ts';
import { endpoint, sessionAccess } from '../../lib/route.ts';

export function twoFactorSettingsRoutes(app: OpenAPIHono<AppEnv>) {
  const base = { access: sessionAccess, version: 'v1' as const, method: 'get' as const, tag: 'Two-factor' };

  endpoint(
    app,
    { ...base, path: '/two-factor-auth/check', summary: 'Is two-factor on?', response: TwoFactorStatus },
    async (c) => {
      const [user] = await c
        .get('deps')
        .db.select({ enabled: users.twoFactorEnabled })
        .from(users)
        .where(eq(users.id, c.get('auth').userId));
      return { message: 'Two factor status', responseBody: { enabled: user!.enabled } };
    },
  );

  endpoint(
    app,
    {
      ...base,
      path: '/two-factor-auth/check-initiate',
      summary: 'Is enabling two-factor under way?',
      response: TwoFactorInitiateStatus,
    },
    async () => ({ message: 'Two factor initiate status', responseBody: { initiated: false } }),
  );
}
