/** Roles, features, permissions (spec 001 §7) and the owner's audit log. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { Empty } from '@payrail/contract/envelope';
import { FEATURES } from '@payrail/contract/permissions';
import {
  AssignPermissions,
  AuditPage,
  AuditQuery,
  CreateRole,
  FeatureItem,
  Role,
  RoleIdQuery,
  RolePermissions,
} from '@payrail/contract/team';
import { z } from 'zod';
import type { AppEnv } from '../../lib/env.ts';
import { legacyEndpoint, ownerAccess } from '../../lib/route.ts';
import { auditLog } from './audit-service.ts';
import * as roles from './roles-service.ts';

import { base, caller, deps, perm } from './route-helpers.ts';

export function roleRoutes(app: OpenAPIHono<AppEnv>) {
  legacyEndpoint(
    app,
    {
      ...base,
      method: 'get',
      path: '/merchant/team/roles',
      access: perm('team-members:read'),
      summary: 'System roles and the merchant’s own',
      response: z.array(Role),
    },
    async (c) => ({
      message: 'Roles',
      responseBody: await roles.listRoles(deps(c), c.get('auth').merchantId),
    }),
  );

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'post',
      path: '/merchant/team/roles',
      access: perm('team-members:create'),
      summary: 'Create a role',
      body: CreateRole,
      response: Role,
      status: 201,
      errors: [409],
    },
    async (c, { body }) => ({
      message: 'Role created successfully',
      responseBody: await roles.createRole(deps(c), caller(c), body),
    }),
  );

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'delete',
      path: '/merchant/team/delete-role',
      access: perm('team-members:delete'),
      summary: 'Delete a role no member holds',
      query: RoleIdQuery,
      response: Empty,
      errors: [404, 409],
    },
    async (c, { query }) => {
      await roles.deleteRole(deps(c), caller(c), query.roleId);
      return { message: 'Role deleted successfully', responseBody: {} };
    },
  );

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'get',
      path: '/merchant/team/features',
      access: perm('team-members:read'),
      summary: 'Features and their actions',
      response: z.array(FeatureItem),
    },
    async () => ({
      message: 'Features',
      responseBody: FEATURES.map((f) => ({
        id: f.id,
        name: f.name,
        label: f.label,
        group: f.group,
        actions: [...f.actions],
      })),
    }),
  );

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'get',
      path: '/merchant/team/get-assigned-features-by-role',
      access: perm('team-members:read'),
      summary: 'Features a role has any permission in',
      query: RoleIdQuery,
      response: z.array(FeatureItem),
      errors: [404],
    },
    async (c, { query }) => ({
      message: 'Role features',
      responseBody: await roles.featuresByRole(deps(c), c.get('auth').merchantId, query.roleId),
    }),
  );

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'get',
      path: '/merchant/team/get-permission-by-role',
      access: perm('team-members:read'),
      summary: 'A role’s permissions grouped by feature',
      query: RoleIdQuery,
      response: RolePermissions,
      errors: [404],
    },
    async (c, { query }) => ({
      message: 'Role permissions',
      responseBody: await roles.permissionsByRole(deps(c), c.get('auth').merchantId, query.roleId),
    }),
  );

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'post',
      path: '/merchant/team/assign-permissions',
      access: perm('team-members:update'),
      summary: 'Set a role’s permissions (replaces them)',
      body: AssignPermissions,
      response: Empty,
      errors: [404, 409],
    },
    async (c, { body }) => {
      await roles.assignPermissions(deps(c), caller(c), body.roleId, body.permissions);
      return { message: 'Permissions assigned successfully', responseBody: {} };
    },
  );

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'get',
      path: '/merchant/team/audit-log',
      access: ownerAccess,
      summary: 'Who changed the team and its permissions, when, from where',
      description: 'Not in the spec.',
      query: AuditQuery,
      response: AuditPage,
    },
    async (c, { query }) => ({
      message: 'Audit log',
      responseBody: await auditLog(deps(c), c.get('auth').merchantId, query.page),
    }),
  );
}
