/** Team members and invitations (spec 000 §7), at the spec's exact paths. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { SessionGrant } from '@payrail/contract/auth';
import { Empty } from '@payrail/contract/envelope';
import {
  AcceptInvitation,
  AssignRole,
  InvitationPreview,
  InvitationQuery,
  InviteMember,
  Member,
  RemoveSubAccountQuery,
  SubAccountRef,
  UnassignRole,
  UserIdQuery,
} from '@payrail/contract/team';
import { z } from 'zod';
import type { AppEnv } from '../../lib/env.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { legacyEndpoint, publicAccess } from '../../lib/route.ts';
import * as invitations from './invitations-service.ts';
import * as members from './members-service.ts';

import { base, caller, deps, perm } from './route-helpers.ts';

export function memberRoutes(app: OpenAPIHono<AppEnv>) {
  legacyEndpoint(
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

  legacyEndpoint(
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
      responseBody: await invitations.invite(deps(c), caller(c), body),
    }),
  );

  legacyEndpoint(
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
      await invitations.reinvite(deps(c), caller(c), query.userId);
      return { message: 'Invitation resent successfully', responseBody: {} };
    },
  );

  legacyEndpoint(
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
      responseBody: await invitations.previewInvitation(deps(c), query.token),
    }),
  );

  legacyEndpoint(
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
      responseBody: await invitations.acceptInvitation(deps(c), body, requestMeta(c)),
    }),
  );

  legacyEndpoint(
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

  legacyEndpoint(
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

  legacyEndpoint(
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

  legacyEndpoint(
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

  legacyEndpoint(
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

  legacyEndpoint(
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
}
