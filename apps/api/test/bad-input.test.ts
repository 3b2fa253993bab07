/**
 * Property: whatever a client sends to the sign-in endpoints, the answer is a well-formed JSON
 * answer and never a 5xx. fast-check prints the seed and the smallest failing input on failure.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { useDatabase } from './support/database.ts';
import { type Answer, harness } from './support/harness.ts';

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
