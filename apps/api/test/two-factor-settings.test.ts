/**
 * Two-factor settings (spec 000 §7, issue 5): check, initiate, check-initiate, enable, resend,
 * disable, verify-login-otp. Codes are emailed, hashed, single use, 10 minutes, 5 tries.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { notifications, twoFactorRecoveryCodes, users } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { lastMail } from './support/mailbox.ts';
import { enableTwoFactor, settingsCode, TFA, wrong } from './support/two-factor-settings.ts';
import { PASSWORD, signedInUser, signIn } from './support/users.ts';

const database = useDatabase();

async function owner(t: Harness) {
  return signedInUser(t);
}

const notes = (t: Harness, userId: string) =>
  t.db
    .select({ title: notifications.title })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'security.two_factor')));

describe('turning two-factor on', () => {
  test('initiate emails a code; the right code enables it, answers 10 recovery codes once, notifies and emails', async () => {
    const t = harness(database.db);
    const u = await owner(t);
    const token = u.token;
    expect((await t.get(`${TFA}/check`, { token })).body.responseBody).toEqual({
      enabled: false,
      authenticatorApp: false,
      recoveryCodesRemaining: 0,
    });
    expect((await t.get(`${TFA}/check-initiate`, { token })).body.responseBody).toEqual({
      initiated: false,
      expiresAt: null,
    });
    const started = await t.get(`${TFA}/initiate`, { token });
    expect(started.status).toBe(200);
    const expiresAt = new Date(t.clock.now().getTime() + 10 * 60_000).toISOString();
    expect(started.body.responseBody).toEqual({ purpose: 'enable', expiresAt });
    expect((await t.get(`${TFA}/check-initiate`, { token })).body.responseBody).toEqual({
      initiated: true,
      expiresAt,
    });
    const code = await settingsCode(t.db, u.email, 'enable');

    const bad = errorBody(await t.post(`${TFA}/enable`, { two_factor_code: wrong(code) }, { token }), 422);
    expect(bad.errors).toEqual({ two_factor_code: ['Invalid two factor code'] });
    expect(bad.message).toBe('Invalid two factor code');
    const short = errorBody(await t.post(`${TFA}/enable`, { two_factor_code: '12' }, { token }), 422);
    expect(short.errors?.two_factor_code?.[0]).toBe('Enter the 6-digit code');
    expect((await t.get('/api/v1/auth/session', { token })).status).toBe(200);

    const ok = await t.post(`${TFA}/enable`, { two_factor_code: code }, { token });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('2FA enabled successfully');
    const codes = ok.body.responseBody.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(new Set(codes).size).toBe(10);
    const stored = await t.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, u.row.id));
    expect(stored).toHaveLength(10);
    for (const s of stored) expect(codes.some((c) => s.codeHash.includes(c.replace('-', '')))).toBe(false);

    const [row] = await t.db.select().from(users).where(eq(users.id, u.row.id));
    expect(row!.twoFactorEnabled).toBe(true);
    expect((await t.get(`${TFA}/check`, { token })).body.responseBody).toEqual({
      enabled: true,
      authenticatorApp: false,
      recoveryCodesRemaining: 10,
    });
    expect((await t.get(`${TFA}/check-initiate`, { token })).body.responseBody.initiated).toBe(false);
    expect(await notes(t, u.row.id)).toEqual([{ title: 'Two-factor turned on' }]);
    const notice = await lastMail(t.db, u.email, /security notice/i);
    expect(notice.text).toContain('Two-factor authentication was turned on on your Payrail account');

    errorBody(await t.post(`${TFA}/enable`, { two_factor_code: code }, { token }), 409);
    errorBody(await t.get(`${TFA}/initiate`, { token }), 409);
    const login = await t.post('/api/v2/auth/login', { email: u.email, password: PASSWORD, channel: 'web' });
    expect(login.body.responseBody.twoFactorRequired).toBe(true);
  });

  test('a code older than 10 minutes is refused and asks for a new one', async () => {
    const t = harness(database.db);
    const u = await owner(t);
    await t.get(`${TFA}/initiate`, { token: u.token });
    const code = await settingsCode(t.db, u.email, 'enable');
    t.clock.advance(10 * 60_000 + 1);
    const token = await signIn(t, u.email); // the session idled out meanwhile
    expect((await t.get(`${TFA}/check-initiate`, { token })).body.responseBody.initiated).toBe(false);
    const late = errorBody(await t.post(`${TFA}/enable`, { two_factor_code: code }, { token }), 422);
    expect(late.errors?.two_factor_code?.[0]).toMatch(/expired/);
  });

  test('five wrong codes use the code up: the right one is refused after', async () => {
    const t = harness(database.db);
    const u = await owner(t);
    await t.get(`${TFA}/initiate`, { token: u.token });
    const code = await settingsCode(t.db, u.email, 'enable');
    for (let i = 0; i < 5; i++) {
      const r = errorBody(
        await t.post(`${TFA}/enable`, { two_factor_code: wrong(code) }, { token: u.token }),
        422,
      );
      expect(r.errors?.two_factor_code).toEqual(['Invalid two factor code']);
    }
    const sixth = errorBody(
      await t.post(`${TFA}/enable`, { two_factor_code: code }, { token: u.token }),
      422,
    );
    expect(sixth.errors?.two_factor_code?.[0]).toMatch(/expired or was used up/);
  });

  test('resend emails a new code and the old one stops working; nothing to resend is a 409', async () => {
    const t = harness(database.db);
    const u = await owner(t);
    errorBody(await t.get(`${TFA}/resend`, { token: u.token }), 409);
    await t.get(`${TFA}/initiate`, { token: u.token });
    const first = await settingsCode(t.db, u.email, 'enable');
    const again = await t.get(`${TFA}/resend`, { token: u.token });
    expect(again.status).toBe(200);
    expect(again.body.responseBody.purpose).toBe('enable');
    const second = await settingsCode(t.db, u.email, 'enable');
    if (first !== second) {
      const old = await t.post(`${TFA}/enable`, { two_factor_code: first }, { token: u.token });
      expect(errorBody(old, 422).errors?.two_factor_code).toEqual(['Invalid two factor code']);
    }
    expect((await t.post(`${TFA}/enable`, { two_factor_code: second }, { token: u.token })).status).toBe(200);
  });

  test('at most 5 code emails per 15 minutes', async () => {
    const t = harness(database.db);
    const u = await owner(t);
    for (let i = 0; i < 5; i++) expect((await t.get(`${TFA}/initiate`, { token: u.token })).status).toBe(200);
    const limited = await t.get(`${TFA}/initiate`, { token: u.token });
    errorBody(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.advance(15 * 60_000 + 1);
    expect((await t.get(`${TFA}/initiate`, { token: await signIn(t, u.email) })).status).toBe(200);
  });
});

describe('turning two-factor off', () => {
  test('without a code it emails one; a wrong code is a 422 on two_factor_code; the right one turns it off', async () => {
    const t = harness(database.db);
    const u = await owner(t);
    const token = u.token;
    await enableTwoFactor(t, u);
    const asked = await t.get(`${TFA}/disable`, { token });
    expect(asked.body).toEqual({
      message: 'We sent a code to your email. Enter it to turn off two-factor.',
      responseBody: { enabled: true, codeSent: true },
    });
    const code = await settingsCode(t.db, u.email, 'proof');
    const bad = errorBody(await t.get(`${TFA}/disable?two_factor_code=${wrong(code)}`, { token }), 422);
    expect(bad.errors).toEqual({ two_factor_code: ['Invalid two factor code'] });
    expect((await t.get(`${TFA}/check`, { token })).body.responseBody.enabled).toBe(true);
    errorBody(await t.get(`${TFA}/disable?two_factor_code=abc`, { token }), 422);

    const off = await t.get(`${TFA}/disable?two_factor_code=${code}`, { token });
    expect(off.body).toEqual({
      message: '2FA disabled successfully',
      responseBody: { enabled: false, codeSent: false },
    });
    expect((await t.get(`${TFA}/check`, { token })).body.responseBody).toEqual({
      enabled: false,
      authenticatorApp: false,
      recoveryCodesRemaining: 0,
    });
    expect(
      await t.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, u.row.id)),
    ).toEqual([]);
    expect((await notes(t, u.row.id)).map((n) => n.title).sort()).toEqual([
      'Two-factor turned off',
      'Two-factor turned on',
    ]);
    expect((await lastMail(t.db, u.email, /security notice/i)).text).toContain('turned off');
    const login = await t.post('/api/v2/auth/login', { email: u.email, password: PASSWORD, channel: 'web' });
    expect(login.body.responseBody.twoFactorRequired).toBe(false);
    expect((await t.get(`${TFA}/disable`, { token })).body).toEqual({
      message: 'Two-factor is already off',
      responseBody: { enabled: false, codeSent: false },
    });
  });

  test('a recovery code proves it once', async () => {
    const t = harness(database.db);
    const u = await owner(t);
    const codes = await enableTwoFactor(t, u);
    const r = await t.get(`${TFA}/disable?two_factor_code=${codes[3]!.toLowerCase()}`, { token: u.token });
    expect(r.status).toBe(200);
    await enableTwoFactor(t, u);
    const reused = await t.get(`${TFA}/disable?two_factor_code=${codes[3]}`, { token: u.token });
    expect(errorBody(reused, 422).errors?.two_factor_code).toEqual(['Invalid two factor code']);
  });

  test('the transaction PIN proves it too; a wrong PIN counts towards the PIN lock', async () => {
    const t = harness(database.db);
    const u = await owner(t);
    const token = u.token;
    await enableTwoFactor(t, u);
    const off = (pin: string) => t.get(`${TFA}/disable?pin=${pin}`, { token });
    errorBody(await off('2580'), 409, 'PIN_NOT_SET');
    const set = await t.post(
      '/api/v1/settings/pin/register-pin',
      { pin: '2580', confirmPin: '2580' },
      { token },
    );
    expect(set.status).toBe(200);
    expect(Object.keys(errorBody(await off('12a4'), 422).errors!)).toEqual(['pin']);
    expect(Object.keys(errorBody(await off('9731'), 422).errors!)).toEqual(['pin']);
    const pin = await t.get('/api/v1/settings/pin/check-pin', { token });
    expect(pin.body.responseBody).toMatchObject({ attemptsLeft: 4 });
    expect((await t.get(`${TFA}/check`, { token })).body.responseBody).toMatchObject({ enabled: true });
    const done = await off('2580');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      message: '2FA disabled successfully',
      responseBody: { enabled: false },
    });
    expect((await t.get(`${TFA}/check`, { token })).body.responseBody).toMatchObject({ enabled: false });
  });

  test('proof checks are limited to 10 per 15 minutes', async () => {
    const t = harness(database.db);
    const u = await owner(t);
    await enableTwoFactor(t, u);
    for (let i = 0; i < 9; i++) {
      errorBody(await t.get(`${TFA}/disable?two_factor_code=AAAAA-AAAAA`, { token: u.token }), 422);
    }
    errorBody(await t.get(`${TFA}/disable?two_factor_code=AAAAA-AAAAA`, { token: u.token }), 429);
  });
});

describe('verify-login-otp', () => {
  test('says whether sign-in asks for a second step and what it accepts', async () => {
    const t = harness(database.db);
    const u = await owner(t);
    expect((await t.get(`${TFA}/verify-login-otp`, { token: u.token })).body.responseBody).toEqual({
      required: false,
      methods: [],
    });
    await enableTwoFactor(t, u);
    expect((await t.get(`${TFA}/verify-login-otp`, { token: u.token })).body.responseBody).toEqual({
      required: true,
      methods: ['email', 'recovery_code'],
    });
  });
});
