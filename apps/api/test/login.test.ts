/** POST /api/v2/auth/login: sessions stored hashed, one answer for every failure, rate limits. */
import { SESSION_ABSOLUTE_MS } from '@payrail/contract/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { sessions, users } from '#db/schema/index.ts';
import { hashToken } from '#lib/crypto.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness, randomIp } from './support/harness.ts';
import { PASSWORD, registerVerified, uniqueEmail, userRow } from './support/users.ts';

const database = useDatabase();
const LOGIN = '/api/v2/auth/login';
const creds = (email: string, password = PASSWORD) => ({ email, password, channel: 'web' });

describe('login', () => {
  test('issues a session: the token is returned once and stored only as its hash', async () => {
    const t = harness(database.db);
    const input = await registerVerified(t);
    const res = await t.post(LOGIN, creds(input.email.toUpperCase()), {
      headers: { 'user-agent': 'vitest' },
    });
    expect(res.status).toBe(200);
    const body = res.body.responseBody;
    expect(res.body.message).toBe('Login successful');
    expect(body).toEqual({
      twoFactorRequired: false,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: new Date(t.clock.now().getTime() + SESSION_ABSOLUTE_MS).toISOString(),
      user: {
        firstName: 'Amaka',
        lastName: 'Eze',
        email: input.email,
        roles: ['Owner'],
        idNumber: expect.stringMatching(/^USR-[0-9A-Z]{10}$/),
        merchantName: 'Amaka Foods',
      },
      deviceToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const user = await userRow(t, input.email);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tokenHash: hashToken(body.token),
      ip: t.ip,
      userAgent: 'vitest',
      revokedAt: null,
      createdAt: t.clock.now(),
      lastSeenAt: t.clock.now(),
    });
    expect(JSON.stringify(rows)).not.toContain(body.token);
    expect((await t.get('/api/v1/auth/session', { token: body.token })).status).toBe(200);
  });

  test('wrong password, unknown email and a removed user get one identical answer', async () => {
    const t = harness(database.db);
    const input = await registerVerified(t);
    const removed = await registerVerified(t);
    await t.db.update(users).set({ status: 'removed' }).where(eq(users.email, removed.email));
    const wrong = await t.post(LOGIN, creds(input.email, 'Not-The-Password-1'));
    const unknown = await t.post(LOGIN, creds(uniqueEmail('ghost')));
    const gone = await t.post(LOGIN, creds(removed.email));
    expect(errorBody(wrong, 401, 'INVALID_CREDENTIALS').message).toBe('Invalid email or password');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(gone.status).toBe(401);
    expect(gone.body).toEqual(wrong.body);
  });

  test('bad input answers 422 per field, malformed JSON 400, never a session', async () => {
    const t = harness(database.db);
    const email = uniqueEmail();
    const cases: [unknown, string][] = [
      [{ email, password: PASSWORD }, 'channel'],
      [{ ...creds(email), channel: 'mobile' }, 'channel'],
      [{ ...creds(email), password: '' }, 'password'],
      [{ ...creds(email), password: 'p'.repeat(129) }, 'password'],
      [{ ...creds(email), password: 12345678 }, 'password'],
      [{ ...creds(email), email: ['a@b.test'] }, 'email'],
      [{ ...creds(email), email: 'not an email' }, 'email'],
    ];
    for (const [body, field] of cases) {
      const err = errorBody(await t.post(LOGIN, body), 422, 'VALIDATION_ERROR');
      expect(Object.keys(err.errors ?? {}), JSON.stringify(body)).toEqual([field]);
    }
    const missing = errorBody(await t.post(LOGIN, {}), 422);
    expect(Object.keys(missing.errors ?? {}).sort()).toEqual(['channel', 'email', 'password']);
    errorBody(await t.call('POST', LOGIN, { raw: '{"email":"a@b.test","password":' }), 400, 'MALFORMED_JSON');
    errorBody(await t.call('POST', LOGIN, { raw: 'null' }), 422, 'VALIDATION_ERROR');
  });

  test('ten wrong passwords stop that address for the account for 15 minutes (429, Retry-After)', async () => {
    const t = harness(database.db);
    const input = await registerVerified(t);
    for (let i = 0; i < 10; i++) {
      errorBody(await t.post(LOGIN, creds(input.email, `Wrong-Guess-${i}`)), 401, 'INVALID_CREDENTIALS');
    }
    const locked = await t.post(LOGIN, creds(input.email));
    errorBody(locked, 429, 'RATE_LIMITED');
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another address is not stopped (login-lockout.test.ts: a stranger cannot lock the owner out).
    expect((await t.post(LOGIN, creds(input.email), { ip: randomIp() })).status).toBe(200);
    t.clock.advance(retryAfter * 1000 - 1000);
    errorBody(await t.post(LOGIN, creds(input.email)), 429, 'RATE_LIMITED');
    t.clock.advance(1000);
    expect((await t.post(LOGIN, creds(input.email))).status).toBe(200);
  });

  test('a successful sign-in clears the account counter', async () => {
    const t = harness(database.db);
    const input = await registerVerified(t);
    for (let i = 0; i < 9; i++) errorBody(await t.post(LOGIN, creds(input.email, `Wrong-${i}-pass`)), 401);
    expect((await t.post(LOGIN, creds(input.email))).status).toBe(200);
    for (let i = 0; i < 9; i++) errorBody(await t.post(LOGIN, creds(input.email, `Wrong-${i}-again`)), 401);
    expect((await t.post(LOGIN, creds(input.email))).status).toBe(200);
  });

  test('one address is limited to 100 attempts in 15 minutes across accounts', async () => {
    const t = harness(database.db);
    const target = uniqueEmail('target');
    // After ten tries the account limit answers first, cheaply; every try still counts for the address.
    for (let i = 0; i < 100; i++) {
      const res = await t.post(LOGIN, creds(target, 'Wrong-Guess-99'));
      expect(res.status).toBe(i < 10 ? 401 : 429);
    }
    const other = await registerVerified(t);
    const limited = await t.post(LOGIN, creds(other.email));
    errorBody(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    expect((await t.post(LOGIN, creds(other.email), { ip: randomIp() })).status).toBe(200);
    t.clock.advance(15 * 60_000);
    expect((await t.post(LOGIN, creds(other.email))).status).toBe(200);
  });
});
