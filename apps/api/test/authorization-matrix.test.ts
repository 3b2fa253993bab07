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
import {
  chargebacks,
  conversionQuotes,
  exports,
  journalEntries,
  payouts,
  settlementAccountChanges,
  settlementAccounts,
  transactions,
} from '#db/schema/index.ts';
import { type RegisteredRoute, registry } from '#lib/route.ts';
import {
  CROSS_MERCHANT,
  EMPTY_ANSWER,
  fixtures,
  idFields,
  OWNER_ONLY,
  SESSION_ONLY,
} from './support/authorization-tables.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { pdf, upload } from './support/kyb.ts';
import { CARDS, card, payer, payOk } from './support/payments.ts';
import { createRole, invite, MEMBER_PASSWORD, member, subAccount } from './support/team.ts';
import { signedInUser, signIn } from './support/users.ts';

const database = useDatabase();
const key = (r: Pick<RegisteredRoute, 'method' | 'path'>) => `${r.method} ${r.path}`;

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
  const subLink = await t.post(
    `/api/v1/merchant/sub-accounts/payment-links/${sub.id}`,
    { name: 'Matrix sub-account link', amount: 100_000 },
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
    subAccountSlug: sub.slug,
    subAccountLinkRef: subLink.body.responseBody.ref,
    linkRef: link.body.responseBody.ref,
    customerId: customers.body.responseBody.items[0].id,
  });
  const [paid] = await t.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.merchantId, owner.row.merchantId));
  fixtures.transactionId = paid!.id;
  const [entry] = await t.db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.merchantId, owner.row.merchantId));
  fixtures.movementRef = entry!.id;
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
  // A payout row (no money moves in this suite): only its id is needed, to be refused to others.
  const [account] = await t.db
    .insert(settlementAccounts)
    .values({
      merchantId: owner.row.merchantId,
      currency: 'NGN',
      bankCode: '058',
      accountNumber: '0123456785',
      accountName: 'Matrix Holder',
      addedBy: owner.row.id,
      payoutsFrom: t.clock.now(),
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    })
    .returning({ id: settlementAccounts.id });
  const [payout] = await t.db
    .insert(payouts)
    .values({
      reference: `PO_MATRIX${crypto.randomUUID().replaceAll('-', '').slice(0, 9).toUpperCase()}`,
      merchantId: owner.row.merchantId,
      requestedBy: owner.row.id,
      currency: 'NGN',
      amount: 100_000n,
      fee: 1_000n,
      settlementAccountId: account!.id,
      bankCode: '058',
      accountNumber: '0123456785',
      accountName: 'Matrix Holder',
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    })
    .returning({ id: payouts.id });
  fixtures.payoutId = payout!.id;
  // A settlement-account change waiting for a second member (two-person approval).
  const [change] = await t.db
    .insert(settlementAccountChanges)
    .values({
      merchantId: owner.row.merchantId,
      currency: 'NGN',
      bankCode: '058',
      accountNumber: '0123456785',
      accountName: 'Matrix Holder',
      requestedBy: owner.row.id,
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    })
    .returning({ id: settlementAccountChanges.id });
  fixtures.settlementChangeId = change!.id;
  // An open chargeback on the paid transaction (no money moves here): refused to others.
  const [chargeback] = await t.db
    .insert(chargebacks)
    .values({
      reference: `CB_MATRIX${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
      merchantId: owner.row.merchantId,
      transactionId: fixtures.transactionId,
      currency: 'NGN',
      amount: 10_000n,
      reason: 'Goods not received',
      dueAt: t.clock.now(),
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    })
    .returning({ id: chargebacks.id });
  fixtures.chargebackId = chargeback!.id;
  // A conversion quote (a rate lock): only its id is needed, to be refused to others.
  const [quoted] = await t.db
    .insert(conversionQuotes)
    .values({
      merchantId: owner.row.merchantId,
      fromCurrency: 'USD',
      toCurrency: 'NGN',
      midRate: 15_000_000_000_000n,
      spreadBps: 0,
      rate: 15_000_000_000_000n,
      createdAt: t.clock.now(),
      expiresAt: new Date(t.clock.now().getTime() + 60_000),
    })
    .returning({ id: conversionQuotes.id });
  fixtures.quoteId = quoted!.id;
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
