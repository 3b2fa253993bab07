/**
 * Roles, features and permissions (spec 001 §3, §7), and the owner's audit log. Role ids are
 * numbers (the spec runs role queries only for ids above 0): 1–5 are the system roles, a
 * merchant's own roles have random larger ids.
 */
import { z } from 'zod';
import { defineEndpoint, needs, ownerAccess } from './endpoint.ts';
import { Empty } from './envelope.ts';
import { isPermission } from './permissions.ts';
import { freeText, line } from './text.ts';

export const RoleName = line()
  .trim()
  .min(2, 'Role name must be at least 2 characters')
  .max(40, 'Role name must be at most 40 characters');
/** Role ids are PostgreSQL integers: anything larger names no role. */
const roleId = z.coerce.number().int().positive('Choose a role').max(2_147_483_647, 'Unknown role');
export const RoleIdQuery = z.object({ roleId });

const permissionString = line().refine(isPermission, { message: 'Unknown permission' });

export const CreateRole = z
  .object({
    name: RoleName,
    description: freeText().trim().max(200).default(''),
    permissions: z.array(permissionString).max(100).default([]),
  })
  .meta({ id: 'CreateRole' });
export type CreateRole = z.infer<typeof CreateRole>;

export const AssignPermissions = z
  .object({ roleId, permissions: z.array(permissionString).max(100) })
  .meta({ id: 'AssignPermissions' });
export type AssignPermissions = z.infer<typeof AssignPermissions>;

export const Role = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    system: z.boolean(),
    permissions: z.array(z.string()),
    memberCount: z.number().int(),
  })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof Role>;

export const FeatureItem = z
  .object({
    id: z.number().int(),
    name: z.string(),
    label: z.string(),
    group: z.string(),
    actions: z.array(z.string()),
  })
  .meta({ id: 'Feature' });
export type FeatureItem = z.infer<typeof FeatureItem>;

/** Spec 001 §3: a map of group (feature) to its 'feature:action' strings. */
export const RolePermissions = z
  .object({ roleId: z.number().int(), permissions: z.record(z.string(), z.array(z.string())) })
  .meta({ id: 'RolePermissions' });
export type RolePermissions = z.infer<typeof RolePermissions>;

export const AuditEvent = z
  .object({
    id: z.string(),
    action: z.string(),
    target: z.string(),
    actor: z.string(),
    details: z.record(z.string(), z.unknown()),
    ip: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEvent' });
export type AuditEvent = z.infer<typeof AuditEvent>;
export const AuditQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const AuditPage = z
  .object({
    items: z.array(AuditEvent),
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof AuditPage>;

/** GET merchant/team/roles: the system roles and the merchant's own, with member counts. */
export const listRoles = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/team/roles',
  access: needs('team-members:read'),
  response: z.array(Role),
});

/** POST merchant/team/roles: a role of the merchant's own. */
export const createRole = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/team/roles',
  access: needs('team-members:create'),
  body: CreateRole,
  response: Role,
  status: 201,
  errors: ['CONFLICT'],
});

/** DELETE merchant/team/delete-role: a role no member holds. */
export const deleteRole = defineEndpoint({
  method: 'delete',
  version: 'v1',
  path: '/merchant/team/delete-role',
  access: needs('team-members:delete'),
  query: RoleIdQuery,
  response: Empty,
  errors: ['CONFLICT', 'NOT_FOUND'],
});

/** GET merchant/team/features: every feature with its group and actions. */
export const listFeatures = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/team/features',
  access: needs('team-members:read'),
  response: z.array(FeatureItem),
});

/** GET merchant/team/get-assigned-features-by-role: the features a role has any permission in. */
export const getAssignedFeaturesByRole = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/team/get-assigned-features-by-role',
  access: needs('team-members:read'),
  query: RoleIdQuery,
  response: z.array(FeatureItem),
  errors: ['NOT_FOUND'],
});

/** GET merchant/team/get-permission-by-role: a role's permissions grouped by feature. */
export const getPermissionByRole = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/team/get-permission-by-role',
  access: needs('team-members:read'),
  query: RoleIdQuery,
  response: RolePermissions,
  errors: ['NOT_FOUND'],
});

/** POST merchant/team/assign-permissions: set a role's permissions (replaces them). */
export const assignPermissions = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/team/assign-permissions',
  access: needs('team-members:update'),
  body: AssignPermissions,
  response: Empty,
  errors: ['CONFLICT', 'NOT_FOUND'],
});

/** GET merchant/team/audit-log: team and permission changes, newest first (the owner only). */
export const getAuditLog = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/team/audit-log',
  access: ownerAccess,
  query: AuditQuery,
  response: AuditPage,
});
