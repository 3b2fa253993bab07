/** Team, roles and permissions endpoints (spec 000 §7, spec 001 §7), at the spec's exact paths. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { SessionGrant } from '@payrail/contract/auth';
import { Empty } from '@payrail/contract/envelope';
import { FEATURES } from '@payrail/contract/permissions';
import {
  AcceptInvitation,
  AssignPermissions,
  AssignRole,
  AuditPage,
  AuditQuery,
  CreateRole,
  FeatureItem,
  InvitationPreview,
  InvitationQuery,
  InviteMember,
  Member,
  RemoveSubAccountQuery,
  Role,
  RoleIdQuery,
  RolePermissions,
  SubAccountRef,
  UnassignRole,
  UserIdQuery,
} from '@payrail/contract/team';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../lib/env.ts';
import { clientIp, requestMeta } from '../../lib/request-meta.ts';
import { endpoint, ownerAccess, publicAccess } from '../../lib/route.ts';
import { auditLog } from './audit-service.ts';
import * as members from './members-service.ts';
import * as roles from './roles-service.ts';

const tag = 'Team';
const perm = (permission: string) => ({ kind: 'permission' as const, permission });
const base = { version: 'v1' as const, tag };

function caller(c: Context<AppEnv>): members.TeamCaller {
  const a = c.get('auth');
  return {
    userId: a.userId,
    merchantId: a.merchantId,
    ip: clientIp(c),
    permissions: a.permissions,
    subAccountIds: a.subAccountIds,
  };
}

export function teamRoutes(app: OpenAPIHono<AppEnv>) {
  const deps = (c: Context<AppEnv>) => c.get('deps');

  endpoint(
    app,
    {
      ...base,
      method: 'get',
      path: '/merchant/team/members',
      access: perm('team-members:read'),
      summary: 'Team members with roles and status',
      description: 'Not in the spec: the team screen lists members with it.',
      response: z.array(Member),
    },
    async (c) => ({
      message: 'Team members',
      responseBody: await members.listMembers(deps(c), caller(c)),
    }),
  );

  endpoint(
    app,
    {
      ...base,
      method: 'post',
      path: '/merchant/team/register-member',
      access: perm('team-members:create'),
      summary: 'Invite a member by email',
      body: InviteMember,
      response: z.object({ userId: z.string() }),
      status: 201,
      errors: [409],
    },
    async (c, { body }) => ({
      message: 'Invitation sent successfully',
      responseBody: await members.invite(deps(c), caller(c), body),
    }),
  );

  endpoint(
    app,
    {
      ...base,
      method: 'get',
      path: '/merchant/team/re-invite-member',
      access: perm('team-members:create'),
      summary: 'Send the invitation again (the old link stops working)',
      query: UserIdQuery,
      response: Empty,
      errors: [404, 409],
    },
    async (c, { query }) => {
      await members.reinvite(deps(c), caller(c), query.userId);
      return { message: 'Invitation resent successfully', responseBody: {} };
    },
  );

  endpoint(
    app,
    {
      ...base,
      method: 'get',
      path: '/merchant/team/invitation',
      access: publicAccess,
      summary: 'What an invitation is for',
      description: 'Not in the spec: the accept-invitation page shows it.',
      query: InvitationQuery,
      response: InvitationPreview,
      errors: [400],
    },
    async (c, { query }) => ({
      message: 'Invitation',
      responseBody: await members.previewInvitation(deps(c), query.token),
    }),
  );

  endpoint(
    app,
    {
      ...base,
      method: 'post',
      path: '/merchant/team/accept-invitation',
      access: publicAccess,
      summary: 'Accept an invitation: choose a password and sign in',
      description: 'Not in the spec.',
      body: AcceptInvitation,
      response: SessionGrant,
      errors: [400],
    },
    async (c, { body }) => ({
      message: 'Welcome to the team',
      responseBody: await members.acceptInvitation(deps(c), body, requestMeta(c)),
    }),
  );

  endpoint(
    app,
    {
      ...base,
      method: 'post',
      path: '/merchant/team/assign-role',
      access: perm('team-members:update'),
      summary: 'Give a member a role, optionally limited to sub-accounts',
      body: AssignRole,
      response: Empty,
      errors: [404, 409],
    },
    async (c, { body }) => {
      await members.assignRole(deps(c), caller(c), body);
      return { message: 'User role updated successfully', responseBody: {} };
    },
  );

  endpoint(
    app,
    {
      ...base,
      method: 'post',
      path: '/merchant/team/un-assign-role',
      access: perm('team-members:update'),
      summary: 'Take a role away from a member',
      body: UnassignRole,
      response: Empty,
      errors: [404, 409],
    },
    async (c, { body }) => {
      await members.unassignRole(deps(c), caller(c), body);
      return { message: 'Member role revoked successfully', responseBody: {} };
    },
  );

  endpoint(
    app,
    {
      ...base,
      method: 'delete',
      path: '/merchant/team/remove-member',
      access: perm('team-members:delete'),
      summary: 'Remove a member; their sessions end at once',
      description: 'Not in the spec.',
      query: UserIdQuery,
      response: Empty,
      errors: [404, 409],
    },
    async (c, { query }) => {
      await members.removeMember(deps(c), caller(c), query.userId);
      return { message: 'Member removed successfully', responseBody: {} };
    },
  );

  endpoint(
    app,
    {
      ...base,
      method: 'get',
      path: '/merchant/team/get-sub-accounts',
      access: perm('team-members:read'),
      summary: 'Sub-accounts a member can be limited to',
      response: z.array(SubAccountRef),
    },
    async (c) => ({
      message: 'Sub-accounts',
      responseBody: await members.listSubAccounts(deps(c), caller(c)),
    }),
  );

  endpoint(
    app,
    {
      ...base,
      method: 'get',
      path: '/merchant/team/get-assigned-sub-accounts',
      access: perm('team-members:read'),
      summary: 'Sub-accounts a member is limited to',
      query: UserIdQuery,
      response: z.array(SubAccountRef),
      errors: [404],
    },
    async (c, { query }) => ({
      message: 'Assigned sub-accounts',
      responseBody: await members.assignedSubAccounts(deps(c), caller(c), query.userId),
    }),
  );

  endpoint(
    app,
    {
      ...base,
      method: 'get',
      path: '/merchant/team/remove-sub-account',
      access: perm('team-members:update'),
      summary: 'Take a sub-account off a member',
      description: 'A GET that changes data, as the spec has it.',
      query: RemoveSubAccountQuery,
      response: Empty,
      errors: [404, 409],
    },
    async (c, { query }) => {
      await members.removeSubAccount(deps(c), caller(c), query.userId, query.subAccountId);
      return { message: 'Sub-account unassigned successfully', responseBody: {} };
    },
  );

  endpoint(
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

  endpoint(
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

  endpoint(
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

  endpoint(
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

  endpoint(
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

  endpoint(
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

  endpoint(
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

  endpoint(
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
