/**
 * Property: whatever a client sends to the sign-in endpoints, the answer is a well-formed JSON
 * answer and never a 5xx. fast-check prints the seed and the smallest failing input on failure.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { registry } from '#lib/route.ts';
import { useDatabase } from './support/database.ts';
import { type Answer, errorBody, harness } from './support/harness.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();

const POSTS = [
  '/api/v1/auth/register',
  '/api/v1/auth/resend-verification-link/',
  '/api/v2/auth/login',
  '/api/v1/two-factor-auth/submit-two-fa',
  '/api/v1/auth/forget-password',
  '/api/v1/auth/password-reset',
];
const FIELDS = ['email', 'password', 'channel', 'firstName', 'lastName', 'phone', 'businessName', 'country'];
const MORE = ['twoFactorCode', 'userId', 'token', 'confirmPassword'];

/** Bodies shaped like the real ones, with fields of any JSON type, plus arbitrary JSON and text. */
const body = fc.oneof(
  fc
    .dictionary(fc.constantFrom(...FIELDS, ...MORE), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 8 })
    .map(JSON.stringify),
  fc
    .record({ email: fc.emailAddress(), password: fc.string({ maxLength: 40 }), channel: fc.constant('web') })
    .map(JSON.stringify),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
  fc.string({ maxLength: 60 }),
);

function wellFormed(a: Answer): void {
  expect(a.status).toBeLessThan(500);
  expect(a.headers.get('content-type')).toMatch(/^application\/json/);
  if (a.status >= 400) {
    expect(typeof a.body?.message).toBe('string');
    expect(typeof a.body?.errorCode).toBe('string');
  } else {
    expect(a.body).toHaveProperty('responseBody');
  }
}

describe('bad input never causes a 5xx', () => {
  test('POST bodies', async () => {
    const t = harness(database.db);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POSTS), body, fc.ipV4(), async (path, raw, ip) => {
        wellFormed(await t.call('POST', path, { raw, ip }));
      }),
      { numRuns: 150 },
    );
  });

  test('path parameters and headers', async () => {
    const t = harness(database.db);
    const segment = fc.string({ minLength: 1, maxLength: 300 }).map(encodeURIComponent);
    // Dot segments are path navigation: "/resend/." reaches "/resend", the caller's own session's.
    for (const dots of ['.', '..', '%2e', '%2E%2e', './x', '../..']) {
      wellFormed(await t.call('GET', `/api/v1/two-factor-auth/resend/${dots}`));
      wellFormed(await t.call('GET', `/api/v2/registration-validation/${dots}`));
    }
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/v2/registration-validation/', '/api/v1/two-factor-auth/resend/'),
        segment,
        fc.string({ maxLength: 80 }),
        async (prefix, param, auth) => {
          const headers = { authorization: auth.replace(/[^\x20-\x7e]/g, '') };
          wellFormed(await t.call('GET', `${prefix}${param}`, { headers, ip: fc.sample(fc.ipV4(), 1)[0] }));
          wellFormed(await t.call('GET', '/api/v1/auth/session', { headers }));
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe('paths that are not text, and bodies that are not JSON', () => {
  test('%00, invalid UTF-8, a lone surrogate or broken percent-encoding in any path parameter is a 404', async () => {
    const t = harness(database.db);
    const { token } = await signedInUser(t);
    const bad = ['%00', 'PL-%00', '%FF', '%ED%A0%80', '%E0%A4%A', '%', '%C0%80', 'a%0Ab'];
    const routes = registry.filter((r) => r.input.params);
    expect(routes.length).toBeGreaterThan(10);
    for (const r of routes)
      for (const value of bad) {
        const path = r.path.replace(/\{\w+\}/g, value);
        const res = await t.call(r.method, path, { token, ...(r.input.body ? { body: {} } : {}) });
        errorBody(res, 404, 'NOT_FOUND');
      }
    // The public pay pages too (HTML routes outside the API).
    for (const value of bad) expect((await t.get(`/payment-links/${value}`)).status, value).toBe(404);
  });

  test('a body in another media type is a 415 with its own code', async () => {
    const t = harness(database.db);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await t.call('POST', '/api/v2/auth/login', {
        raw: '{"email":"a@b.co"}',
        headers: { 'content-type': type },
      });
      expect(errorBody(res, 415, 'UNSUPPORTED_MEDIA_TYPE').message).toBe(
        'Send the request body as JSON (Content-Type: application/json)',
      );
    }
  });

  test('a reserved key anywhere in a JSON body is refused on its path', async () => {
    const t = harness(database.db);
    const res = await t.call('POST', '/api/v2/auth/login', {
      raw: '{"email":"a@b.co","password":"x","channel":"web","nested":{"__proto__":{"admin":true}}}',
    });
    expect(errorBody(res, 422, 'VALIDATION_ERROR').errors).toEqual({
      'nested.__proto__': ['This name is reserved: choose another'],
    });
  });
});
