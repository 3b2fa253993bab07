/**
 * Team, roles and permissions (spec 000 §6–§7, spec 001 §6–§7). Member ids in these calls are the
 * user's public id (`USR-…`); role ids are numbers (the spec runs role queries only for ids above
 * 0): 1–5 are the system roles, a merchant's own roles have random larger ids.
 */
import { z } from 'zod';
import { Password } from './auth.ts';
import { isPermission } from './permissions.ts';
import { freeText, line } from './text.ts';

const email = line().trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address'));
const userId = line()
  .trim()
  .regex(/^USR-[0-9A-Z]{10}$/, 'Unknown member');
const roleName = line()
  .trim()
  .min(2, 'Role name must be at least 2 characters')
  .max(40, 'Role name must be at most 40 characters');
/** Role ids are PostgreSQL integers: anything larger names no role. */
const roleId = z.coerce.number().int().positive('Choose a role').max(2_147_483_647, 'Unknown role');
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
export const RoleIdQuery = z.object({ roleId });

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

const permissionString = line().refine(isPermission, { message: 'Unknown permission' });

export const CreateRole = z
  .object({
    name: roleName,
    description: freeText().trim().max(200).default(''),
    permissions: z.array(permissionString).max(100).default([]),
  })
  .meta({ id: 'CreateRole' });
export type CreateRole = z.infer<typeof CreateRole>;

export const AssignPermissions = z
  .object({ roleId, permissions: z.array(permissionString).max(100) })
  .meta({ id: 'AssignPermissions' });
export type AssignPermissions = z.infer<typeof AssignPermissions>;

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

/** Spec 001 §3: a map of group (feature) to its 'feature:action' strings. */
export const RolePermissions = z
  .object({ roleId: z.number().int(), permissions: z.record(z.string(), z.array(z.string())) })
  .meta({ id: 'RolePermissions' });

export const InvitationPreview = z
  .object({
    email: z.string(),
    merchantName: z.string(),
    invitedBy: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  })
  .meta({ id: 'InvitationPreview' });

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
export const AuditQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const AuditPage = z
  .object({
    items: z.array(AuditEvent),
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'AuditPage' });
