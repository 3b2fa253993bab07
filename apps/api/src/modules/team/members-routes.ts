/**
 * Team members and invitations (spec 000 §7), at the spec's exact paths. Descriptors are in
 * packages/contract/src/team.ts; the rules a change must keep in member-rules.ts.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as team from '@payrail/contract/team';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import * as invitations from './invitations-service.ts';
import * as members from './members-service.ts';

const tag = 'Team';

export function memberRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    team.listMembers,
    {
      tag,
      summary: 'Team members with roles and status',
      description: 'Not in the spec: the team screen lists members with it.',
    },
    async (ctx) => ({ message: 'Team members', responseBody: await members.listMembers(ctx) }),
  );

  endpoint(
    app,
    team.registerMember,
    {
      tag,
      summary: 'Invite a member by email',
      description:
        'The role (and sub-accounts) may hold only permissions the caller holds (403 otherwise). 409 `CONFLICT` when the address is already on the team.',
    },
    async (ctx, { body }) => ({
      message: 'Invitation sent successfully',
      responseBody: await invitations.invite(ctx, body),
    }),
  );

  endpoint(
    app,
    team.reInviteMember,
    { tag, summary: 'Send the invitation again (the old link stops working)' },
    async (ctx, { query }) => {
      await invitations.reinvite(ctx, query);
      return { message: 'Invitation resent successfully', responseBody: {} };
    },
  );

  endpoint(
    app,
    team.getInvitation,
    {
      tag,
      summary: 'What an invitation is for',
      description:
        'Not in the spec: the accept-invitation page shows it. 400 `INVALID_INVITATION` for a used, expired or unknown link; 409 `CONFLICT` when the address has an account with another business.',
    },
    async (ctx, { query }) => ({
      message: 'Invitation',
      responseBody: await invitations.previewInvitation(ctx, query),
    }),
  );

  endpoint(
    app,
    team.acceptInvitation,
    {
      tag,
      summary: 'Accept an invitation: choose a password and sign in',
      description: 'Not in the spec.',
    },
    async (ctx, { body }) => ({
      message: 'Welcome to the team',
      responseBody: await invitations.acceptInvitation(ctx, body),
    }),
  );

  endpoint(
    app,
    team.assignRole,
    { tag, summary: 'Give a member a role, optionally limited to sub-accounts' },
    async (ctx, { body }) => {
      await members.assignRole(ctx, body);
      return { message: 'User role updated successfully', responseBody: {} };
    },
  );

  endpoint(
    app,
    team.unAssignRole,
    { tag, summary: 'Take a role away from a member' },
    async (ctx, { body }) => {
      await members.unassignRole(ctx, body);
      return { message: 'Member role revoked successfully', responseBody: {} };
    },
  );

  endpoint(
    app,
    team.removeMember,
    { tag, summary: 'Remove a member; their sessions end at once', description: 'Not in the spec.' },
    async (ctx, { query }) => {
      await members.removeMember(ctx, query);
      return { message: 'Member removed successfully', responseBody: {} };
    },
  );

  endpoint(
    app,
    team.getSubAccounts,
    { tag, summary: 'Sub-accounts a member can be limited to' },
    async (ctx) => ({ message: 'Sub-accounts', responseBody: await members.listSubAccounts(ctx) }),
  );

  endpoint(
    app,
    team.getAssignedSubAccounts,
    { tag, summary: 'Sub-accounts a member is limited to' },
    async (ctx, { query }) => ({
      message: 'Assigned sub-accounts',
      responseBody: await members.assignedSubAccounts(ctx, query),
    }),
  );

  endpoint(
    app,
    team.removeSubAccount,
    {
      tag,
      summary: 'Take a sub-account off a member',
      description: 'A GET that changes data, as the spec has it.',
    },
    async (ctx, { query }) => {
      await members.removeSubAccount(ctx, query);
      return { message: 'Sub-account unassigned successfully', responseBody: {} };
    },
  );
}
