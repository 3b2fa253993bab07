/** Team, roles and permissions endpoints (spec 000 §7, spec 001 §7). */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#lib/env.ts';
import { memberRoutes } from './members-routes.ts';
import { roleRoutes } from './roles-routes.ts';

export function teamRoutes(app: OpenAPIHono<AppEnv>) {
  memberRoutes(app);
  roleRoutes(app);
}
