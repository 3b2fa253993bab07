/**
 * The authorization matrix, generated from the endpoint registry: every endpoint × (owner, each
 * system role, a custom role with no permissions, a member limited to one sub-account, another
 * merchant's owner, anonymous) → the expected status. Signed-in callers who may use an endpoint
 * send empty input, so a mutation stops at validation (422) and the fixtures stay as they are.
 *
 * It also fails when an endpoint is added without declaring who may call it, and when an endpoint
 * that takes an id is not in the cross-merchant table below.
 */
import { isPermission, SYSTEM_ROLES } from '@payrail/contract/permissions';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { exports, transactions } from '#db/schema/index.ts';
import { type RegisteredRoute, registry } from '#lib/route.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { pdf, upload } from './support/kyb.ts';
import { CARDS, card, payer, payOk } from './support/payments.ts';
import { createRole, invite, MEMBER_PASSWORD, member, subAccount } from './support/team.ts';
import { signedInUser, signIn } from './support/users.ts';

const database = useDatabase();
const key = (r: Pick<RegisteredRoute, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** Endpoints about the caller's own account: any signed-in user, whatever their role. */
const SESSION_ONLY = new Set([
  'POST /api/v1/auth/logout',
  'GET /api/v1/auth/session',
  'GET /api/v1/two-factor-auth/check',
  'GET /api/v1/two-factor-auth/check-initiate',
  'GET /api/v1/two-factor-auth/initiate',
  'POST /api/v1/two-factor-auth/enable',
  'GET /api/v1/two-factor-auth/resend',
  'GET /api/v1/two-factor-auth/disable',
  'GET /api/v1/two-factor-auth/verify-login-otp',
  'POST /api/v1/two-factor-auth/totp/setup',
  'POST /api/v1/two-factor-auth/totp/confirm',
  'DELETE /api/v1/two-factor-auth/totp',
  'POST /api/v1/two-factor-auth/recovery-codes',
  'GET /api/v1/merchant/team/get-user-access',
  'GET /api/v1/settings/profile',
  'PATCH /api/v1/settings/update-profile/{id}',
  'POST /api/v1/settings/profile-picture',
  'GET /api/v1/settings/profile-picture',
  'DELETE /api/v1/settings/profile-picture',
  'GET /api/v1/settings/pin/check-pin',
  'POST /api/v1/settings/pin/register-pin',
  'POST /api/v1/settings/pin/change-pin',
  'GET /api/v1/settings/pin/send-new-pin',
  'GET /api/v1/kyb/get-stage',
  'GET /api/v1/kyb/get-next-stage',
  'GET /api/v1/kyb',
  'GET /api/v1/business-categories',
  'GET /api/v1/industry-categories',
  'GET /api/v1/merchant/notifications',
  'GET /api/v1/merchant/notifications/show/{id}',
]);

/** What an allowed caller's empty request answers where it is not 200 (no input) or 422 (input). */
const EMPTY_ANSWER: Record<string, number> = {
  // No picture uploaded yet; an upload with no file.
  'GET /api/v1/settings/profile-picture': 404,
  'POST /api/v1/settings/profile-picture': 422,
  // A ref not shaped like one is not found, as an unknown one (nothing learnt from the answer).
  'GET /api/v1/merchant/payment-links/show/{ref}': 404,
  'GET /api/v1/merchant/payment-links/transactions/{ref}': 404,
  'GET /api/v1/merchant/payment-links/activate/{ref}': 404,
  'GET /api/v1/merchant/payment-links/deactivate/{ref}': 404,
  'DELETE /api/v1/merchant/payment-links/delete/{ref}': 404,
  // A customer id not shaped like one is not found either.
  'GET /api/v1/merchant/customers/show/{id}': 404,
  'GET /api/v1/merchant/customers/transactions/{id}': 404,
  'DELETE /api/v1/merchant/customers/blacklist/{id}': 404,
  'GET /api/v1/merchant/transactions/details/{id}': 404,
  'GET /api/v1/merchant/exports/{id}/download': 404,
};

/** Only the merchant's owner, whatever roles anyone else holds. */
const OWNER_ONLY = new Set([
  'GET /api/v1/merchant/team/audit-log',
  'POST /api/v1/kyb/sandbox/decision',
  // The blacklist: the role editor has no customers:update (packages/contract customers.ts).
  'POST /api/v1/merchant/customers/blacklist/{id}',
  'DELETE /api/v1/merchant/customers/blacklist/{id}',
]);

type Persona = {
  name: string;
  token?: string;
  permissions: ReadonlySet<string>;
  /** The merchant's owner (of this merchant or another). */
  owner?: boolean;
  email?: string;
  password?: string;
};

let t: Harness;
let personas: Persona[];
const fixtures = {
  targetUserId: '',
  roleId: 0,
  subAccountId: '',
  linkRef: '',
  kybDocumentId: '',
  customerId: '',
  transactionId: '',
  exportId: '',
};

beforeAll(async () => {
  t = harness(database.db);
  const owner = await signedInUser(t);
  const all = new Set(SYSTEM_ROLES[0]!.permissions);
  const sub = await subAccount(t, owner.row.merchantId);
  const role = await createRole(t, owner.token, ['transactions:read'], 'Matrix fixture');
  const target = await invite(t, owner.token, { roleName: 'Viewer' });
  const link = await t.post(
    '/api/v1/merchant/payment-links/create',
    { name: 'Matrix link', amount: 100_000 },
    { token: owner.token },
  );
  const kybDocument = await upload(t, owner.token, 'proof-of-address', pdf());
  await payOk(t, link.body.responseBody.ref, payer({ card: card(CARDS.success) }));
  const customers = await t.post('/api/v1/merchant/customers', {}, { token: owner.token });
  Object.assign(fixtures, {
    kybDocumentId: kybDocument.body.responseBody.id,
    targetUserId: target.userId,
    roleId: role.id,
    subAccountId: sub.id,
    linkRef: link.body.responseBody.ref,
    customerId: customers.body.responseBody.items[0].id,
  });
  const [paid] = await t.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.merchantId, owner.row.merchantId));
  fixtures.transactionId = paid!.id;
  const [ready] = await t.db
    .insert(exports)
    .values({
      merchantId: owner.row.merchantId,
      requestedBy: owner.row.id,
      kind: 'transactions-csv',
      filters: {},
      status: 'ready',
      createdAt: t.clock.now(),
      expiresAt: new Date(t.clock.now().getTime() + 86_400_000),
    })
    .returning({ id: exports.id });
  fixtures.exportId = ready!.id;
  const nothing = await createRole(t, owner.token, [], 'Nothing at all');
  const viewer = new Set(SYSTEM_ROLES.find((r) => r.name === 'Viewer')!.permissions);
  const other = await signedInUser(t);
  personas = [
    {
      name: 'owner',
      owner: true,
      token: owner.token,
      permissions: all,
      email: owner.email,
      password: owner.password as string,
    },
    ...(await Promise.all(
      SYSTEM_ROLES.map(async (r) => {
        const m = await member(t, owner.token, { roleName: r.name });
        return {
          name: r.name,
          token: m.token,
          permissions: new Set(r.permissions),
          email: m.email,
          password: MEMBER_PASSWORD,
        };
      }),
    )),
    {
      name: 'custom role without the permission',
      ...(await memberOf(owner.token, nothing.name)),
      permissions: new Set(),
    },
    {
      name: 'member limited to one sub-account',
      ...(await memberOf(owner.token, 'Viewer', [sub.id])),
      permissions: viewer,
    },
    {
      name: 'another merchant’s owner',
      owner: true,
      token: other.token,
      permissions: all,
      email: other.email,
      password: other.password as string,
    },
    { name: 'anonymous', permissions: new Set() },
  ];
});

async function memberOf(ownerToken: string, roleName: string, subAccountIds?: string[]) {
  const m = await member(t, ownerToken, { roleName, ...(subAccountIds ? { subAccountIds } : {}) });
  return { token: m.token, email: m.email, password: MEMBER_PASSWORD };
}

const acceptsEmpty = (schema: z.ZodType | undefined) => !schema || schema.safeParse({}).success;
const fillPath = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'id' ? '1' : 'x'.repeat(20)));

describe('authorization matrix', () => {
  test('every endpoint is public, about the caller’s own account, or declares a catalogued permission', () => {
    expect(registry.length).toBeGreaterThan(30);
    for (const r of registry) {
      const declared =
        r.access.kind === 'public' ||
        (r.access.kind === 'session' && SESSION_ONLY.has(key(r))) ||
        (r.access.kind === 'permission' && isPermission(r.access.permission)) ||
        (r.access.kind === 'any' && r.access.permissions.every(isPermission)) ||
        (r.access.kind === 'owner' && OWNER_ONLY.has(key(r)));
      expect(declared, `${key(r)} must declare a permission`).toBe(true);
    }
  });

  test('each caller gets the status their access allows, on every endpoint', async () => {
    const seen: string[] = [];
    for (const r of registry.filter((x) => x.access.kind !== 'public')) {
      const needed =
        r.access.kind === 'permission'
          ? [r.access.permission]
          : r.access.kind === 'any'
            ? r.access.permissions
            : undefined;
      const ownerOnly = r.access.kind === 'owner';
      const empty = acceptsEmpty(r.input.query) && acceptsEmpty(r.input.body) && !r.input.params;
      for (const p of personas) {
        let token = p.token;
        // Signing out ends the session it is called with: give it a fresh one each time.
        if (token && key(r) === 'POST /api/v1/auth/logout') token = await signIn(t, p.email!, p.password);
        const res = await t.call(r.method, fillPath(r.path), {
          ...(token ? { token } : {}),
          ...(r.input.body ? { body: {} } : {}),
        });
        const label = `${key(r)} as ${p.name}: ${res.status} ${res.text.slice(0, 200)}`;
        if (!token) expect(res.status, label).toBe(401);
        else if ((ownerOnly && !p.owner) || (needed && !needed.some((n) => p.permissions.has(n))))
          expect(errorBody(res, 403).message, label).toBe('Not authorized');
        else expect(res.status, label).toBe(EMPTY_ANSWER[key(r)] ?? (empty ? 200 : 422));
        seen.push(`${key(r)}|${p.name}`);
      }
    }
    expect(seen.length).toBe(registry.filter((x) => x.access.kind !== 'public').length * personas.length);
  });

  test('public endpoints answer without a session (their own failures are not access failures)', async () => {
    for (const r of registry.filter((x) => x.access.kind === 'public')) {
      const res = await t.call(r.method, fillPath(r.path), r.input.body ? { body: {} } : {});
      expect(
        ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'NOT_AUTHORIZED'],
        `${key(r)}: ${res.text}`,
      ).not.toContain(res.body?.errorCode);
      expect(res.status, key(r)).toBeLessThan(500);
    }
  });
});

/** Every endpoint that addresses an object by id, called by another merchant's owner with this merchant's ids. */
const CROSS_MERCHANT: Record<
  string,
  () => { query?: string; body?: unknown; params?: Record<string, string> }
> = {
  'GET /api/v1/merchant/team/re-invite-member': () => ({ query: `userId=${fixtures.targetUserId}` }),
  'POST /api/v1/merchant/team/assign-role': () => ({
    body: { userId: fixtures.targetUserId, roleName: 'Viewer' },
  }),
  'POST /api/v1/merchant/team/un-assign-role': () => ({
    body: { userId: fixtures.targetUserId, roleName: 'Viewer' },
  }),
  'DELETE /api/v1/merchant/team/remove-member': () => ({ query: `userId=${fixtures.targetUserId}` }),
  'GET /api/v1/merchant/team/get-assigned-sub-accounts': () => ({ query: `userId=${fixtures.targetUserId}` }),
  'GET /api/v1/merchant/team/remove-sub-account': () => ({
    query: `userId=${fixtures.targetUserId}&subAccountId=${fixtures.subAccountId}`,
  }),
  'DELETE /api/v1/merchant/team/delete-role': () => ({ query: `roleId=${fixtures.roleId}` }),
  'GET /api/v1/merchant/team/get-assigned-features-by-role': () => ({ query: `roleId=${fixtures.roleId}` }),
  'GET /api/v1/merchant/team/get-permission-by-role': () => ({ query: `roleId=${fixtures.roleId}` }),
  'POST /api/v1/merchant/team/assign-permissions': () => ({
    body: { roleId: fixtures.roleId, permissions: [] },
  }),
  'GET /api/v1/merchant/payment-links/activate/{ref}': () => ({ params: { ref: fixtures.linkRef } }),
  'GET /api/v1/merchant/payment-links/deactivate/{ref}': () => ({ params: { ref: fixtures.linkRef } }),
  'DELETE /api/v1/merchant/payment-links/delete/{ref}': () => ({ params: { ref: fixtures.linkRef } }),
  'PATCH /api/v1/merchant/payment-links/edit/{ref}': () => ({
    params: { ref: fixtures.linkRef },
    body: { name: 'Taken over' },
  }),
  'GET /api/v1/merchant/payment-links/show/{ref}': () => ({ params: { ref: fixtures.linkRef } }),
  'GET /api/v1/merchant/payment-links/transactions/{ref}': () => ({ params: { ref: fixtures.linkRef } }),
  'POST /api/v1/merchant/payment-links/image': () => ({ query: `ref=${fixtures.linkRef}`, body: {} }),
  'DELETE /api/v1/merchant/payment-links/image': () => ({ query: `ref=${fixtures.linkRef}` }),
  'GET /api/v1/kyb/documents/{id}': () => ({ params: { id: fixtures.kybDocumentId } }),
  'GET /api/v1/merchant/customers/show/{id}': () => ({ params: { id: fixtures.customerId } }),
  'GET /api/v1/merchant/customers/transactions/{id}': () => ({ params: { id: fixtures.customerId } }),
  'POST /api/v1/merchant/customers/blacklist/{id}': () => ({
    params: { id: fixtures.customerId },
    body: { reason: 'Taken over' },
  }),
  'DELETE /api/v1/merchant/customers/blacklist/{id}': () => ({ params: { id: fixtures.customerId } }),
  'GET /api/v1/merchant/transactions/resend-webhook/{id}': () => ({ params: { id: fixtures.transactionId } }),
  'GET /api/v1/merchant/transactions/details/{id}': () => ({ params: { id: fixtures.transactionId } }),
  'GET /api/v1/merchant/transactions/generate-receipt-for-transaction-details/{id}': () => ({
    params: { id: fixtures.transactionId },
  }),
  'GET /api/v1/merchant/exports/{id}/download': () => ({ params: { id: fixtures.exportId } }),
};

/** Fields that name a merchant's object (a path's `{currency}` names none). */
const ID_FIELD = /(^id$|Id$|^ref$|^reference$|^uuid$|^slug$)/;
function idFields(r: RegisteredRoute): string[] {
  const shapes = [r.input.params, r.input.query, r.input.body].map((s) =>
    s && 'shape' in s ? Object.keys((s as z.ZodObject).shape) : [],
  );
  return shapes.flat().filter((f) => ID_FIELD.test(f));
}

describe('cross-merchant access', () => {
  test('every endpoint that takes an id is covered here', () => {
    const needing = registry
      .filter((r) => (r.access.kind === 'permission' || r.access.kind === 'owner') && idFields(r).length)
      .map(key);
    expect(needing.sort()).toEqual(Object.keys(CROSS_MERCHANT).sort());
  });

  test('another merchant’s ids answer 404 and change nothing', async () => {
    const other = personas.find((p) => p.name === 'another merchant’s owner')!;
    for (const [k, input] of Object.entries(CROSS_MERCHANT)) {
      const [method, template] = k.split(' ') as [string, string];
      const { query, body, params } = input();
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) => params?.[name] ?? `{${name}}`);
      const res = await t.call(method, query ? `${path}?${query}` : path, {
        token: other.token!,
        ...(body ? { body } : {}),
      });
      expect(res.status, `${k}: ${res.text}`).toBe(404);
    }
    const owner = personas[0]!;
    const members = await t.get('/api/v1/merchant/team/members', { token: owner.token! });
    expect(
      members.body.responseBody.find((m: { userId: string }) => m.userId === fixtures.targetUserId),
    ).toMatchObject({ status: 'invited', roles: ['Viewer'] });
    const perms = await t.get(`/api/v1/merchant/team/get-permission-by-role?roleId=${fixtures.roleId}`, {
      token: owner.token!,
    });
    expect(perms.body.responseBody.permissions).toEqual({ transactions: ['transactions:read'] });
    const link = await t.get(`/api/v1/merchant/payment-links/show/${fixtures.linkRef}`, {
      token: owner.token!,
    });
    expect(link.body.responseBody).toMatchObject({ name: 'Matrix link', status: 'active' });
    const customer = await t.get(`/api/v1/merchant/customers/show/${fixtures.customerId}`, {
      token: owner.token!,
    });
    expect(customer.body.responseBody).toMatchObject({ blacklisted: false, blacklist: null });
  });
});
