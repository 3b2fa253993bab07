/**
 * The emailed two-factor step: POST /api/v1/two-factor-auth/submit-two-fa and
 * GET /api/v1/two-factor-auth/resend/{id}. Codes are hashed, single-use, short-lived, 5 tries.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { sessions, twoFactorChallenges } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness, randomIp } from './support/harness.ts';
import { mailTo, twoFactorCode } from './support/mailbox.ts';
import { PASSWORD, twoFactorUser, userRow } from './support/users.ts';

const database = useDatabase();
const SUBMIT = '/api/v1/two-factor-auth/submit-two-fa';
const resend = (id: number | string) => `/api/v1/two-factor-auth/resend/${id}`;

async function challenge(t: Harness) {
  const user = await twoFactorUser(t);
  const res = await t.post('/api/v2/auth/login', { email: user.email, password: PASSWORD, channel: 'web' });
  expect(res.status).toBe(200);
  return { user, res, id: res.body.responseBody.id as number, code: await twoFactorCode(t.db, user.email) };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('two-factor sign-in', () => {
  test('login answers with a challenge id; the emailed code completes the sign-in once', async () => {
    const t = harness(database.db);
    const { user, res, id, code } = await challenge(t);
    expect(res.body).toEqual({
      message: 'Redirect back to Two factor page to enter code',
      responseBody: { twoFactorRequired: true, id: expect.any(Number) },
    });
    expect(Number.isSafeInteger(id) && id > 0).toBe(true);
    const row = await userRow(t, user.email);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, row.id))).toHaveLength(0);
    const [stored] = await t.db.select().from(twoFactorChallenges).where(eq(twoFactorChallenges.id, id));
    expect(stored!.userId).toBe(row.id);
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.codeHash).not.toContain(code);

    const ok = await t.post(SUBMIT, { twoFactorCode: code, userId: id });
    expect(ok.status).toBe(200);
    expect(ok.body.responseBody).toMatchObject({ twoFactorRequired: false, user: { email: user.email } });
    const token = ok.body.responseBody.token as string;
    expect((await t.get('/api/v1/auth/session', { token })).status).toBe(200);

    const reused = errorBody(await t.post(SUBMIT, { twoFactorCode: code, userId: id }), 401);
    expect(reused.errorCode).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
  });

  test("a wrong code answers 401 'Invalid two factor code'; the right one still works", async () => {
    const t = harness(database.db);
    const { id, code } = await challenge(t);
    const bad = errorBody(await t.post(SUBMIT, { twoFactorCode: wrong(code), userId: id }), 401);
    expect(bad).toEqual({ message: 'Invalid two factor code', errorCode: 'INVALID_TWO_FACTOR_CODE' });
    expect((await t.post(SUBMIT, { twoFactorCode: code, userId: String(id) })).status).toBe(200);
  });

  test('five wrong codes end the challenge: a sixth try is refused even with the right code', async () => {
    const t = harness(database.db);
    const { id, code } = await challenge(t);
    for (let i = 0; i < 5; i++) {
      errorBody(
        await t.post(SUBMIT, { twoFactorCode: wrong(code), userId: id }),
        401,
        'INVALID_TWO_FACTOR_CODE',
      );
    }
    const sixth = errorBody(await t.post(SUBMIT, { twoFactorCode: code, userId: id }), 401);
    expect(sixth.errorCode).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
    errorBody(await t.get(resend(id)), 401, 'TWO_FACTOR_CHALLENGE_EXPIRED');
  });

  test('parallel guesses cannot get more than five answers from one challenge', async () => {
    const t = harness(database.db);
    const { id, code } = await challenge(t);
    const guesses = Array.from({ length: 8 }, () =>
      t.post(SUBMIT, { twoFactorCode: wrong(code), userId: id }, { ip: randomIp() }),
    );
    const codes = (await Promise.all(guesses)).map((a) => errorBody(a, 401).errorCode).sort();
    expect(codes).toEqual([
      ...Array(5).fill('INVALID_TWO_FACTOR_CODE'),
      ...Array(3).fill('TWO_FACTOR_CHALLENGE_EXPIRED'),
    ]);
    errorBody(await t.post(SUBMIT, { twoFactorCode: code, userId: id }), 401, 'TWO_FACTOR_CHALLENGE_EXPIRED');
  });

  test('wrong codes are limited per account across new challenges and addresses (10 in 15 minutes)', async () => {
    const t = harness(database.db);
    const user = await twoFactorUser(t);
    const start = async () => {
      const res = await t.post(
        '/api/v2/auth/login',
        { email: user.email, password: PASSWORD, channel: 'web' },
        { ip: randomIp() },
      );
      return { id: res.body.responseBody.id as number, code: await twoFactorCode(t.db, user.email) };
    };
    for (let round = 0; round < 2; round++) {
      const { id, code } = await start();
      for (let i = 0; i < 5; i++) {
        const res = await t.post(SUBMIT, { twoFactorCode: wrong(code), userId: id }, { ip: randomIp() });
        errorBody(res, 401, 'INVALID_TWO_FACTOR_CODE');
      }
    }
    const third = await start();
    const limited = await t.post(SUBMIT, { twoFactorCode: third.code, userId: third.id }, { ip: randomIp() });
    errorBody(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    t.clock.advance(15 * 60_000);
    const fourth = await start();
    expect((await t.post(SUBMIT, { twoFactorCode: fourth.code, userId: fourth.id })).status).toBe(200);
  });

  test('a code older than 10 minutes is refused', async () => {
    const t = harness(database.db);
    const { id, code } = await challenge(t);
    t.clock.advance(10 * 60_000);
    errorBody(await t.post(SUBMIT, { twoFactorCode: code, userId: id }), 401, 'TWO_FACTOR_CHALLENGE_EXPIRED');
  });

  test('an unknown challenge id answers like an expired one', async () => {
    const t = harness(database.db);
    errorBody(
      await t.post(SUBMIT, { twoFactorCode: '123456', userId: 42 }),
      401,
      'TWO_FACTOR_CHALLENGE_EXPIRED',
    );
    errorBody(await t.get(resend(42)), 401, 'TWO_FACTOR_CHALLENGE_EXPIRED');
  });

  test('bad input: missing, wrong type, wrong length, oversized, malformed JSON', async () => {
    const t = harness(database.db);
    const missing = errorBody(await t.post(SUBMIT, {}), 422, 'VALIDATION_ERROR');
    expect(Object.keys(missing.errors ?? {}).sort()).toEqual(['twoFactorCode', 'userId']);
    for (const body of [
      { twoFactorCode: 123456, userId: 1 },
      { twoFactorCode: '12345', userId: 1 },
      { twoFactorCode: '1234567', userId: 1 },
      { twoFactorCode: '12a456', userId: 1 },
      { twoFactorCode: '1'.repeat(10_000), userId: 1 },
      { twoFactorCode: '123456', userId: 'abc' },
      { twoFactorCode: '123456', userId: -5 },
      { twoFactorCode: '123456', userId: 1.5 },
      { twoFactorCode: '123456', userId: '9'.repeat(400) },
    ]) {
      errorBody(await t.post(SUBMIT, body), 422, 'VALIDATION_ERROR');
    }
    errorBody(await t.call('POST', SUBMIT, { raw: '{"twoFactorCode":"1' }), 400, 'MALFORMED_JSON');
    for (const id of ['abc', '-1', '0', '1.5', '9'.repeat(400)]) {
      errorBody(await t.get(resend(id)), 422, 'VALIDATION_ERROR');
    }
    // Beyond the safe integers: refused or unknown, never a 5xx.
    const huge = await t.post(SUBMIT, { twoFactorCode: '123456', userId: 2 ** 62 });
    expect([401, 422]).toContain(huge.status);
    expect([401, 422]).toContain((await t.get(resend(2 ** 62))).status);
  });

  test('guesses from one address are limited (30 per 15 minutes)', async () => {
    const t = harness(database.db);
    for (let i = 0; i < 30; i++) {
      errorBody(await t.post(SUBMIT, { twoFactorCode: '000000', userId: 1000 + i }), 401);
    }
    const limited = await t.post(SUBMIT, { twoFactorCode: '000000', userId: 2000 });
    errorBody(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('resend two-factor code', () => {
  test('emails a new code; the old code stops working', async () => {
    const t = harness(database.db);
    const { user, id, code } = await challenge(t);
    const res = await t.get(resend(id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'A new code has been sent to your email', responseBody: {} });
    const mails = await mailTo(t.db, user.email);
    expect(mails.filter((m) => /sign-in code/.test(m.subject))).toHaveLength(2);
    const fresh = await twoFactorCode(t.db, user.email);
    if (fresh !== code) {
      errorBody(await t.post(SUBMIT, { twoFactorCode: code, userId: id }), 401, 'INVALID_TWO_FACTOR_CODE');
    }
    expect((await t.post(SUBMIT, { twoFactorCode: fresh, userId: id })).status).toBe(200);
    errorBody(await t.get(resend(id)), 401, 'TWO_FACTOR_CHALLENGE_EXPIRED');
  });

  test('three resends per challenge, then 429; more than 30 minutes after sign-in it is expired', async () => {
    const t = harness(database.db);
    const { id } = await challenge(t);
    for (let i = 0; i < 3; i++) expect((await t.get(resend(id), { ip: randomIp() })).status).toBe(200);
    const limited = await t.get(resend(id), { ip: randomIp() });
    errorBody(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    t.clock.advance(31 * 60_000);
    errorBody(await t.get(resend(id)), 401, 'TWO_FACTOR_CHALLENGE_EXPIRED');
  });

  test('one address may ask for 20 resends in 15 minutes', async () => {
    const t = harness(database.db);
    for (let i = 0; i < 20; i++) errorBody(await t.get(resend(5000 + i)), 401);
    errorBody(await t.get(resend(6000)), 429, 'RATE_LIMITED');
  });
});
