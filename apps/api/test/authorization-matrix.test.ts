/**
 * The authorization matrix, generated from the endpoint registry: every endpoint × (owner, each
 * system role, a custom role with no permissions, a member limited to one sub-account, another
 * merchant's owner, anonymous) → the expected status. Signed-in callers who may use an endpoint
 * send empty input, so a mutation stops at validation (422) and the fixtures stay as they are.
 *
 * It also fails when an endpoint is added without declaring who may call it, and when an endpoint
 * that takes an id is not in the cross-merchant table (support/authorization-tables.ts). The
 * fixtures and callers are made in support/authorization-personas.ts.
 */
import { isPermission } from '@payrail/contract/permissions';
import { beforeAll, describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { type RegisteredRoute, registry } from '#lib/route.ts';
import { matrixPersonas, type Persona } from './support/authorization-personas.ts';
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
import { signIn } from './support/users.ts';

const database = useDatabase();
const key = (r: Pick<RegisteredRoute, 'method' | 'path'>) => `${r.method} ${r.path}`;

let t: Harness;
let personas: Persona[];

beforeAll(async () => {
  t = harness(database.db);
  personas = await matrixPersonas(t);
});

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
    // Some 1,300 requests one after another: bounded well above its usual 20 s on a busy machine.
  }, 180_000);

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
