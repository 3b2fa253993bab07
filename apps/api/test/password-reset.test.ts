/**
 * POST /api/v1/auth/forget-password and POST /api/v1/auth/password-reset: an emailed, single-use,
 * 30-minute link; a reset ends every session; answers do not reveal whether an address exists.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { oneTimeTokens } from '#db/schema/index.ts';
import { hashToken } from '#lib/crypto.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness, randomIp } from './support/harness.ts';
import { lastMail, mailTo, resetLink } from './support/mailbox.ts';
import { PASSWORD, register, signedInUser, signIn, uniqueEmail, userRow } from './support/users.ts';

const database = useDatabase();
const FORGET = '/api/v1/auth/forget-password';
const RESET = '/api/v1/auth/password-reset';
const NEW_PASSWORD = 'Fresh-Plantain-77';

async function requestLink(t: Harness, email: string) {
  expect((await t.post(FORGET, { email })).status).toBe(200);
  return resetLink(t.db, email);
}
const resetBody = (link: { email: string; token: string }, password = NEW_PASSWORD) => ({
  ...link,
  password,
  confirmPassword: password,
});

describe('forget password', () => {
  test('emails a reset link whose token is stored only hashed', async () => {
    const t = harness(database.db);
    const user = await signedInUser(t);
    const res = await t.post(FORGET, { email: user.email });
    expect(res.status).toBe(200);
    expect(res.body.responseBody).toEqual({});
    const link = await resetLink(t.db, user.email);
    expect(link.email).toBe(user.email);
    const rows = await t.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, user.row.id), eq(oneTimeTokens.purpose, 'password_reset')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(link.token));
    expect(rows[0]!.expiresAt.getTime() - t.clock.now().getTime()).toBe(30 * 60_000);
  });

  test('answers identically for a registered and an unknown address, and mails only the registered', async () => {
    const t = harness(database.db);
    const input = await register(t);
    const unknown = uniqueEmail('nobody');
    const known = await t.post(FORGET, { email: input.email });
    const missing = await t.post(FORGET, { email: unknown });
    expect(missing.status).toBe(known.status);
    expect(missing.body).toEqual(known.body);
    expect(await mailTo(t.db, unknown)).toHaveLength(0);
    await lastMail(t.db, input.email, /reset your password/i);
  });

  test('bad input answers 422 or 400', async () => {
    const t = harness(database.db);
    errorBody(await t.post(FORGET, {}), 422, 'VALIDATION_ERROR');
    errorBody(await t.post(FORGET, { email: 12 }), 422, 'VALIDATION_ERROR');
    errorBody(await t.post(FORGET, { email: 'x'.repeat(5000) }), 422, 'VALIDATION_ERROR');
    errorBody(await t.call('POST', FORGET, { raw: '{"email"' }), 400, 'MALFORMED_JSON');
  });

  test('limited per address (3 an hour) and per client address (20 an hour)', async () => {
    const t = harness(database.db);
    const email = uniqueEmail('forget');
    for (let i = 0; i < 3; i++)
      expect((await t.post(FORGET, { email }, { ip: randomIp() })).status).toBe(200);
    const limited = await t.post(FORGET, { email }, { ip: randomIp() });
    errorBody(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(3600);

    const u = harness(database.db);
    for (let i = 0; i < 20; i++) expect((await u.post(FORGET, { email: uniqueEmail() })).status).toBe(200);
    errorBody(await u.post(FORGET, { email: uniqueEmail() }), 429, 'RATE_LIMITED');
  });
});

describe('password reset', () => {
  test('sets the new password, ends every session and tells the owner', async () => {
    const t = harness(database.db);
    const user = await signedInUser(t);
    const second = await signIn(t, user.email);
    const link = await requestLink(t, user.email);
    t.clock.advance(60_000);
    const res = await t.post(RESET, resetBody(link));
    expect(res.status).toBe(200);
    expect(res.body.responseBody).toEqual({});

    const row = await userRow(t, user.email);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toBe(user.row.passwordHash);
    expect(row.passwordChangedAt).toEqual(t.clock.now());
    for (const token of [user.token, second]) {
      errorBody(await t.get('/api/v1/auth/session', { token }), 401, 'SESSION_EXPIRED');
    }
    errorBody(
      await t.post('/api/v2/auth/login', { email: user.email, password: PASSWORD, channel: 'web' }),
      401,
    );
    await signIn(t, user.email, NEW_PASSWORD);
    await lastMail(t.db, user.email, /password was changed/i);
  });

  test('a reused link answers 400', async () => {
    const t = harness(database.db);
    const input = await register(t);
    const link = await requestLink(t, input.email);
    expect((await t.post(RESET, resetBody(link))).status).toBe(200);
    const again = errorBody(await t.post(RESET, resetBody(link, 'Another-Plantain-88')), 400);
    expect(again).toEqual({
      message: 'This password reset link is invalid or has expired',
      errorCode: 'INVALID_RESET_TOKEN',
    });
    await signIn(t, input.email, NEW_PASSWORD);
  });

  test('parallel resets with one link: exactly one succeeds', async () => {
    const t = harness(database.db);
    const input = await register(t);
    const link = await requestLink(t, input.email);
    const answers = await Promise.all(
      ['Parallel-Yam-1', 'Parallel-Yam-2', 'Parallel-Yam-3'].map((p) => t.post(RESET, resetBody(link, p))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    const winner = ['Parallel-Yam-1', 'Parallel-Yam-2', 'Parallel-Yam-3'][
      answers.findIndex((a) => a.status === 200)
    ]!;
    await signIn(t, input.email, winner);
  });

  test('a link older than 30 minutes answers 400; a newer link retires the older one', async () => {
    const t = harness(database.db);
    const input = await register(t);
    const first = await requestLink(t, input.email);
    t.clock.advance(30 * 60_000);
    errorBody(await t.post(RESET, resetBody(first)), 400, 'INVALID_RESET_TOKEN');
    const second = await requestLink(t, input.email);
    const third = await requestLink(t, input.email);
    errorBody(await t.post(RESET, resetBody(second)), 400, 'INVALID_RESET_TOKEN');
    expect((await t.post(RESET, resetBody(third))).status).toBe(200);
  });

  test("another account's email with a valid token answers 400 and changes nothing", async () => {
    const t = harness(database.db);
    const victim = await register(t);
    const attacker = await register(t);
    const before = await userRow(t, victim.email);
    const link = await requestLink(t, attacker.email);
    errorBody(await t.post(RESET, resetBody({ ...link, email: victim.email })), 400, 'INVALID_RESET_TOKEN');
    expect(await userRow(t, victim.email)).toEqual(before);
    errorBody(await t.post(RESET, resetBody({ ...link, email: uniqueEmail() })), 400, 'INVALID_RESET_TOKEN');
  });

  test('resetting an unverified account verifies its address (the link proves the mailbox)', async () => {
    const t = harness(database.db);
    const input = await register(t);
    expect((await t.post(RESET, resetBody(await requestLink(t, input.email)))).status).toBe(200);
    expect((await userRow(t, input.email)).emailVerifiedAt).toEqual(t.clock.now());
  });

  test('the token is checked before the password: a bad link answers the same 400 for a known and an unknown address, whatever the password', async () => {
    const t = harness(database.db);
    const input = await register(t);
    await requestLink(t, input.email);
    const bogus = 'not-the-emailed-token-1234';
    const answers = [];
    for (const email of [input.email, uniqueEmail('nobody')]) {
      for (const password of [NEW_PASSWORD, 'password123', 'aaaaaaaaaa', `${email.split('@')[0]}-9`]) {
        answers.push(await t.post(RESET, resetBody({ email, token: bogus }, password), { ip: randomIp() }));
      }
    }
    for (const a of answers) {
      expect(errorBody(a, 400)).toEqual({
        message: 'This password reset link is invalid or has expired',
        errorCode: 'INVALID_RESET_TOKEN',
      });
    }
  });

  test('limited per client address (20 in 15 minutes) and per address (10 in 15 minutes), a right link included', async () => {
    const t = harness(database.db);
    const input = await register(t);
    const link = await requestLink(t, input.email);
    for (let i = 0; i < 10; i++)
      errorBody(
        await t.post(RESET, resetBody({ ...link, token: `wrong-token-${i}` }), { ip: randomIp() }),
        400,
      );
    errorBody(await t.post(RESET, resetBody(link), { ip: randomIp() }), 429, 'RATE_LIMITED');
    t.clock.advance(15 * 60_000);
    expect((await t.post(RESET, resetBody(link))).status).toBe(200);

    const u = harness(database.db);
    for (let i = 0; i < 20; i++)
      errorBody(await u.post(RESET, resetBody({ email: uniqueEmail(), token: `wrong-token-${i}` })), 400);
    const limited = await u.post(RESET, resetBody({ email: uniqueEmail(), token: 'wrong-token-x' }));
    errorBody(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('bad input: 422 per field, a weak password does not use up the link', async () => {
    const t = harness(database.db);
    const input = await register(t);
    const link = await requestLink(t, input.email);
    const missing = errorBody(await t.post(RESET, {}), 422, 'VALIDATION_ERROR');
    expect(Object.keys(missing.errors ?? {}).sort()).toEqual([
      'confirmPassword',
      'email',
      'password',
      'token',
    ]);
    const cases: [unknown, string][] = [
      [{ ...resetBody(link), confirmPassword: 'Something-Else-1' }, 'confirmPassword'],
      [resetBody(link, 'short'), 'password'],
      [resetBody(link, 'q'.repeat(129)), 'password'],
      [resetBody(link, 'password123'), 'password'],
      [{ ...resetBody(link), token: 'abc' }, 'token'],
      [{ ...resetBody(link), token: 't'.repeat(201) }, 'token'],
      [{ ...resetBody(link), token: 12345678 }, 'token'],
      [{ ...resetBody(link), email: 'nope' }, 'email'],
    ];
    for (const [body, field] of cases) {
      const err = errorBody(await t.post(RESET, body), 422, 'VALIDATION_ERROR');
      expect(Object.keys(err.errors ?? {}), JSON.stringify(body)).toEqual([field]);
    }
    errorBody(await t.call('POST', RESET, { raw: '{"token": "abc", }' }), 400, 'MALFORMED_JSON');
    expect((await t.post(RESET, resetBody(link))).status).toBe(200);
  });
});
