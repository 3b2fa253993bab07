/**
 * Roles, features, permissions (spec 001 §7), the owner's audit log, and what the signed-in user
 * may do (spec 000 §2). Descriptors are in packages/contract/src/team-roles.ts and account.ts.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as account from '@payrail/contract/account';
import * as roles from '@payrail/contract/team-roles';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import { auditLog } from './audit-service.ts';
import * as service from './roles-service.ts';

const tag = 'Team';

export function roleRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    account.getUserAccess,
    {
      tag,
      summary: 'What the signed-in user may do',
      description: 'Their roles, permissions and the sub-accounts they are limited to (none: all).',
    },
    async (ctx) => ({ message: 'User access', responseBody: await service.userAccess(ctx) }),
  );

  endpoint(app, roles.listRoles, { tag, summary: 'System roles and the merchant’s own' }, async (ctx) => ({
    message: 'Roles',
    responseBody: await service.listRoles(ctx),
  }));

  endpoint(
    app,
    roles.createRole,
    {
      tag,
      summary: 'Create a role',
      description:
        'Only with permissions the caller holds (403 otherwise). 409 `CONFLICT` when a role of that name exists.',
    },
    async (ctx, { body }) => ({
      message: 'Role created successfully',
      responseBody: await service.createRole(ctx, body),
    }),
  );

  endpoint(
    app,
    roles.deleteRole,
    {
      tag,
      summary: 'Delete a role no member holds',
      description: '409 `CONFLICT` for a system role, or a role a member holds.',
    },
    async (ctx, { query }) => {
      await service.deleteRole(ctx, query);
      return { message: 'Role deleted successfully', responseBody: {} };
    },
  );

  endpoint(app, roles.listFeatures, { tag, summary: 'Features and their actions' }, async () => ({
    message: 'Features',
    responseBody: service.features(),
  }));

  endpoint(
    app,
    roles.getAssignedFeaturesByRole,
    { tag, summary: 'Features a role has any permission in' },
    async (ctx, { query }) => ({
      message: 'Role features',
      responseBody: await service.featuresByRole(ctx, query),
    }),
  );

  endpoint(
    app,
    roles.getPermissionByRole,
    { tag, summary: 'A role’s permissions grouped by feature' },
    async (ctx, { query }) => ({
      message: 'Role permissions',
      responseBody: await service.permissionsByRole(ctx, query),
    }),
  );

  endpoint(
    app,
    roles.assignPermissions,
    {
      tag,
      summary: 'Set a role’s permissions (replaces them)',
      description:
        'Every permission added or taken away must be one the caller holds (403 otherwise). 409 `CONFLICT` for a system role.',
    },
    async (ctx, { body }) => {
      await service.assignPermissions(ctx, body);
      return { message: 'Permissions assigned successfully', responseBody: {} };
    },
  );

  endpoint(
    app,
    roles.getAuditLog,
    {
      tag,
      summary: 'Who changed the team and its permissions, when, from where',
      description: 'Not in the spec.',
    },
    async (ctx, { query }) => ({ message: 'Audit log', responseBody: await auditLog(ctx, query) }),
  );
}
