/**
 * Team members and invitations (spec 000 §6–§7, spec 001 §6–§7). Member ids in these calls are the
 * user's public id (`USR-…`). Roles, features, permissions and the audit log are in team-roles.ts;
 * the signed-in user's own access in account.ts.
 */
import { z } from 'zod';
import { Password, SessionGrant } from './auth.ts';
import { defineEndpoint, needs, publicAccess } from './endpoint.ts';
import { Empty } from './envelope.ts';
import { RoleName as roleName } from './team-roles.ts';
import { line } from './text.ts';

const email = line().trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address'));
const userId = line()
  .trim()
  .regex(/^USR-[0-9A-Z]{10}$/, 'Unknown member');
const subAccountIds = z.array(z.uuid('Unknown sub-account')).max(100).optional();

export const InviteMember = z
  .object({
    email,
    firstName: line().trim().min(1, 'First name is required').max(80),
    lastName: line().trim().min(1, 'Last name is required').max(80),
    roleName,
    subAccountIds,
  })
  .meta({ id: 'InviteMember' });
export type InviteMember = z.infer<typeof InviteMember>;

export const UserIdQuery = z.object({ userId }).meta({ id: 'UserIdQuery' });
export const RemoveSubAccountQuery = z.object({ userId, subAccountId: z.uuid('Unknown sub-account') });

export const AssignRole = z
  .object({
    userId,
    roleName,
    subAccountIds,
    /** Take the member's other roles away in the same change ("change role" rather than "add a role"). */
    replace: z.boolean().default(false),
  })
  .meta({ id: 'AssignRole' });
export type AssignRole = z.infer<typeof AssignRole>;
export const UnassignRole = z.object({ userId, roleName }).meta({ id: 'UnassignRole' });
export type UnassignRole = z.infer<typeof UnassignRole>;

export const AcceptInvitation = z
  .object({
    token: line().min(20).max(200),
    firstName: line().trim().min(1).max(80),
    lastName: line().trim().min(1).max(80),
    password: Password,
  })
  .meta({ id: 'AcceptInvitation' });
export type AcceptInvitation = z.infer<typeof AcceptInvitation>;
export const InvitationQuery = z.object({ token: line().min(20).max(200) });

export const SubAccountRef = z
  .object({ uuid: z.string(), slug: z.string(), name: z.string() })
  .meta({ id: 'SubAccountRef' });
export type SubAccountRef = z.infer<typeof SubAccountRef>;

export const Member = z
  .object({
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    status: z.enum(['invited', 'active', 'removed']),
    isOwner: z.boolean(),
    roles: z.array(z.string()),
    subAccounts: z.array(SubAccountRef),
    /** When they were invited (or signed up, for the owner). */
    invitedAt: z.string(),
    /** When they accepted the invitation (or verified their email, for the owner); null while invited. */
    joinedAt: z.string().nullable(),
  })
  .meta({ id: 'Member' });
export type Member = z.infer<typeof Member>;

export const InvitationPreview = z
  .object({
    email: z.string(),
    merchantName: z.string(),
    invitedBy: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  })
  .meta({ id: 'InvitationPreview' });
export type InvitationPreview = z.infer<typeof InvitationPreview>;

/** GET merchant/team/members: members with roles, status and sub-accounts, the owner first. */
export const listMembers = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/team/members',
  access: needs('team-members:read'),
  response: z.array(Member),
});

/** POST merchant/team/register-member: invite a member by email with a role. */
export const registerMember = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/team/register-member',
  access: needs('team-members:create'),
  body: InviteMember,
  response: z.object({ userId: z.string() }),
  status: 201,
  errors: ['CONFLICT'],
});

/** GET merchant/team/re-invite-member: a new invitation link; the old one stops working. */
export const reInviteMember = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/team/re-invite-member',
  access: needs('team-members:create'),
  query: UserIdQuery,
  response: Empty,
  errors: ['CONFLICT', 'NOT_FOUND'],
});

/** GET merchant/team/invitation (public): who invites whom. */
export const getInvitation = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/team/invitation',
  access: publicAccess,
  query: InvitationQuery,
  response: InvitationPreview,
  errors: ['CONFLICT', 'INVALID_INVITATION'],
});

/** POST merchant/team/accept-invitation (public): choose a name and password, and sign in. */
export const acceptInvitation = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/team/accept-invitation',
  access: publicAccess,
  body: AcceptInvitation,
  response: SessionGrant,
  errors: ['CONFLICT', 'INVALID_INVITATION'],
});

/** POST merchant/team/assign-role: give a member a role, optionally limited to sub-accounts. */
export const assignRole = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/team/assign-role',
  access: needs('team-members:update'),
  body: AssignRole,
  response: Empty,
  errors: ['CONFLICT', 'NOT_FOUND'],
});

/** POST merchant/team/un-assign-role: take a role away from a member. */
export const unAssignRole = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/team/un-assign-role',
  access: needs('team-members:update'),
  body: UnassignRole,
  response: Empty,
  errors: ['CONFLICT', 'NOT_FOUND'],
});

/** DELETE merchant/team/remove-member: their sessions end at once. */
export const removeMember = defineEndpoint({
  method: 'delete',
  version: 'v1',
  path: '/merchant/team/remove-member',
  access: needs('team-members:delete'),
  query: UserIdQuery,
  response: Empty,
  errors: ['CONFLICT', 'NOT_FOUND'],
});

/** GET merchant/team/get-sub-accounts: the sub-accounts a member can be limited to. */
export const getSubAccounts = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/team/get-sub-accounts',
  access: needs('team-members:read'),
  response: z.array(SubAccountRef),
});

/** GET merchant/team/get-assigned-sub-accounts: the sub-accounts a member is limited to. */
export const getAssignedSubAccounts = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/team/get-assigned-sub-accounts',
  access: needs('team-members:read'),
  query: UserIdQuery,
  response: z.array(SubAccountRef),
  errors: ['NOT_FOUND'],
});

/** GET merchant/team/remove-sub-account: lift one sub-account limit (a GET that changes data). */
export const removeSubAccount = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/team/remove-sub-account',
  access: needs('team-members:update'),
  query: RemoveSubAccountQuery,
  response: Empty,
  errors: ['CONFLICT', 'NOT_FOUND'],
});
