/**
 * Walks the endpoint registry (lib/route.ts): every endpoint declares who may call it, appears in
 * the OpenAPI document with its declared errors, and every non-public one refuses a caller
 * without a valid session. Every endpoint with a body refuses malformed and oversized bodies.
 */
import { isPermission } from '@payrail/contract/permissions';
import { beforeAll, describe, expect, test } from 'vitest';
import { type RegisteredRoute, registry } from '#lib/route.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
let t: Harness;
let routes: RegisteredRoute[];

/** A concrete URL for a declared path: each `{param}` gets a plausible value. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1234567890abcdef');

beforeAll(() => {
  t = harness(database.db, { config: { bodyLimitBytes: 4096 } });
  const seen = new Map(registry.map((r) => [`${r.method} ${r.path}`, r]));
  routes = [...seen.values()];
});

describe('endpoint registry', () => {
  test('holds the whole sign-in area and every entry declares its access', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    for (const key of [
      'POST /api/v1/auth/register',
      'GET /api/v2/registration-validation/{url}',
      'POST /api/v2/auth/login',
      'POST /api/v1/two-factor-auth/submit-two-fa',
      'GET /api/v1/two-factor-auth/resend/{id}',
      'POST /api/v1/auth/forget-password',
      'POST /api/v1/auth/password-reset',
      'POST /api/v1/auth/logout',
      'GET /api/v1/auth/session',
    ]) {
      expect(keys).toContain(key);
    }
    expect(keys.some((k) => k.startsWith('POST /api/v1/auth/resend-verification-link'))).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of routes) {
      expect(['public', 'session', 'permission', 'any', 'owner'], `${r.method} ${r.path}`).toContain(
        r.access.kind,
      );
      if (r.access.kind === 'permission') expect(isPermission(r.access.permission), r.path).toBe(true);
      if (r.access.kind === 'any') expect(r.access.permissions.every(isPermission), r.path).toBe(true);
      if (r.access.kind !== 'public') expect(r.errors, r.path).toContain(401);
    }
  });

  test('every entry is in the OpenAPI document with its errors and its security', async () => {
    const doc = (await t.get('/api/docs/openapi.json')).body;
    for (const r of routes) {
      const op = doc.paths[r.path]?.[r.method.toLowerCase()];
      expect(op, `${r.method} ${r.path}`).toBeDefined();
      for (const status of r.errors)
        expect(op.responses[String(status)], `${r.path} ${status}`).toBeDefined();
      if (r.access.kind === 'public') expect(op.security, r.path).toBeUndefined();
      else expect(op.security, r.path).toEqual([{ bearer: [] }]);
    }
  });

  test('every non-public endpoint answers 401 without a token, with an unknown one and with an idle one', async () => {
    const guarded = routes.filter((r) => r.access.kind !== 'public');
    expect(guarded.length).toBeGreaterThan(5);
    const u = harness(database.db);
    const { token } = await signedInUser(u);
    u.clock.advance(5 * 60_000 + 1);
    expect((await u.get('/api/v1/auth/session', { token })).status).toBe(401);
    for (const r of guarded) {
      const url = concrete(r.path);
      const body = r.method === 'GET' ? undefined : {};
      const label = `${r.method} ${r.path}`;
      const none = await t.call(r.method, url, { body });
      expect(errorBody(none, 401).errorCode, label).toBe('UNAUTHENTICATED');
      const unknown = await t.call(r.method, url, { body, token: 'Z'.repeat(43) });
      expect(errorBody(unknown, 401).errorCode, label).toBe('SESSION_EXPIRED');
      const idle = await u.call(r.method, url, { body, token });
      expect(errorBody(idle, 401).errorCode, label).toBe('SESSION_EXPIRED');
    }
  });

  test('every endpoint with a body answers malformed JSON with 400 and an oversized body with 413', async () => {
    const owner = await signedInUser(t);
    const withBody = routes.filter((r) => r.errors.includes(400) && r.method !== 'GET');
    expect(withBody.length).toBeGreaterThan(5);
    for (const r of withBody) {
      const url = concrete(r.path);
      const label = `${r.method} ${r.path}`;
      const token = r.access.kind === 'public' ? undefined : owner.token;
      const bad = await t.call(r.method, url, { raw: '{"broken": ', token });
      expect([bad.status, errorBody(bad, bad.status).errorCode], label).toEqual([400, 'MALFORMED_JSON']);
      const big = await t.call(r.method, url, { raw: JSON.stringify({ pad: 'x'.repeat(5000) }), token });
      expect([big.status, errorBody(big, big.status).errorCode], label).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    }
  });
});
