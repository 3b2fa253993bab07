/**
 * The authenticator app (TOTP) and recovery codes: setup, confirm, removal with proof, recovery
 * code replacement, and sign-in's second step accepting both (each code once). Time is the
 * harness's ManualClock; codes are generated with otplib for that time.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { twoFactorTotp } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { lastMail } from './support/mailbox.ts';
import { enableTwoFactor, settingsCode, TFA, totpCode, wrong } from './support/two-factor-settings.ts';
import { PASSWORD, signedInUser } from './support/users.ts';

const database = useDatabase();
const SUBMIT = `${TFA}/submit-two-fa`;

/** A user with two-factor on through the authenticator app; answers its secret and recovery codes. */
async function withAuthenticator(t: Harness) {
  const u = await signedInUser(t);
  const setup = await t.post(`${TFA}/totp/setup`, undefined, { token: u.token });
  expect(setup.status).toBe(200);
  const { secret, uri } = setup.body.responseBody as { secret: string; uri: string };
  const confirmed = await t.post(
    `${TFA}/totp/confirm`,
    { two_factor_code: await totpCode(t, secret) },
    { token: u.token },
  );
  expect(confirmed.status).toBe(200);
  return { ...u, secret, uri, recoveryCodes: confirmed.body.responseBody.recoveryCodes as string[] };
}

async function challenge(t: Harness, email: string): Promise<number> {
  const res = await t.post('/api/v2/auth/login', { email, password: PASSWORD, channel: 'web' });
  expect(res.body.responseBody.twoFactorRequired).toBe(true);
  return res.body.responseBody.id as number;
}

describe('authenticator app', () => {
  test('setup answers a secret and otpauth URI; a code from the app confirms it and turns two-factor on', async () => {
    const t = harness(database.db);
    const u = await signedInUser(t);
    const setup = await t.post(`${TFA}/totp/setup`, undefined, { token: u.token });
    const { secret, uri } = setup.body.responseBody;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Payrail:/);
    expect(uri).toContain(`secret=${secret}`);
    expect((await t.get(`${TFA}/check`, { token: u.token })).body.responseBody.enabled).toBe(false);

    // Stored sealed under SECRETS_KEY: the table alone does not reveal the secret.
    const [stored] = await t.db.select().from(twoFactorTotp).where(eq(twoFactorTotp.userId, u.row.id));
    expect(stored!.secret).toMatch(/^v1\./);
    expect(stored!.secret).not.toContain(secret);

    const code = await totpCode(t, secret);
    const bad = errorBody(
      await t.post(`${TFA}/totp/confirm`, { two_factor_code: wrong(code) }, { token: u.token }),
      422,
    );
    expect(bad.errors).toEqual({ two_factor_code: ['Invalid two factor code'] });
    const ok = await t.post(`${TFA}/totp/confirm`, { two_factor_code: code }, { token: u.token });
    expect(ok.body.message).toBe('Authenticator app set up successfully');
    expect(ok.body.responseBody.recoveryCodes).toHaveLength(10);
    expect((await t.get(`${TFA}/check`, { token: u.token })).body.responseBody).toEqual({
      enabled: true,
      authenticatorApp: true,
      recoveryCodesRemaining: 10,
    });
    expect((await t.get(`${TFA}/verify-login-otp`, { token: u.token })).body.responseBody.methods).toEqual([
      'email',
      'authenticator',
      'recovery_code',
    ]);
    expect((await lastMail(t.db, u.email, /security notice/i)).text).toContain('turned on');
    // Once confirmed, the secret is never answered again: a second setup is refused.
    const again = errorBody(await t.post(`${TFA}/totp/setup`, undefined, { token: u.token }), 409);
    expect(again.message).toMatch(/already set up/);
    expect(JSON.stringify(await t.get(`${TFA}/check`, { token: u.token }))).not.toContain(secret);
  });

  test('added while two-factor is already on: no new recovery codes', async () => {
    const t = harness(database.db);
    const u = await signedInUser(t);
    const codes = await enableTwoFactor(t, u);
    const { secret } = (await t.post(`${TFA}/totp/setup`, undefined, { token: u.token })).body.responseBody;
    const ok = await t.post(
      `${TFA}/totp/confirm`,
      { two_factor_code: await totpCode(t, secret) },
      { token: u.token },
    );
    expect(ok.body.responseBody).toEqual({ enabled: true, recoveryCodes: [] });
    expect((await t.get(`${TFA}/check`, { token: u.token })).body.responseBody.recoveryCodesRemaining).toBe(
      10,
    );
    expect(codes).toHaveLength(10);
  });

  test('sign-in takes a code from the app once; one step of drift is allowed, two are not', async () => {
    const t = harness(database.db);
    const u = await withAuthenticator(t);
    t.clock.advance(120_000);
    const id = await challenge(t, u.email);
    const stale = await totpCode(t, u.secret, -60);
    errorBody(await t.post(SUBMIT, { twoFactorCode: stale, userId: id }), 401, 'INVALID_TWO_FACTOR_CODE');
    const code = await totpCode(t, u.secret, -30);
    const ok = await t.post(SUBMIT, { twoFactorCode: code, userId: id });
    expect(ok.status).toBe(200);
    expect(ok.body.responseBody.user.email).toBe(u.email);
    // The same code cannot be replayed in another sign-in.
    const id2 = await challenge(t, u.email);
    errorBody(await t.post(SUBMIT, { twoFactorCode: code, userId: id2 }), 401, 'INVALID_TWO_FACTOR_CODE');
    t.clock.advance(30_000);
    expect((await t.post(SUBMIT, { twoFactorCode: await totpCode(t, u.secret), userId: id2 })).status).toBe(
      200,
    );
  });

  test('removing it needs proof; two-factor stays on with emailed codes', async () => {
    const t = harness(database.db);
    const u = await withAuthenticator(t);
    errorBody(await t.call('DELETE', `${TFA}/totp`, { token: u.token }), 422);
    const bad = await t.call('DELETE', `${TFA}/totp?two_factor_code=123456`, { token: u.token });
    expect(errorBody(bad, 422).errors?.two_factor_code).toEqual(['Invalid two factor code']);
    t.clock.advance(30_000);
    const code = await totpCode(t, u.secret);
    const gone = await t.call('DELETE', `${TFA}/totp?two_factor_code=${code}`, { token: u.token });
    expect(gone.body.message).toBe('Authenticator app removed');
    expect(await t.db.select().from(twoFactorTotp).where(eq(twoFactorTotp.userId, u.row.id))).toEqual([]);
    expect((await t.get(`${TFA}/check`, { token: u.token })).body.responseBody).toMatchObject({
      enabled: true,
      authenticatorApp: false,
    });
    errorBody(await t.call('DELETE', `${TFA}/totp?two_factor_code=${code}`, { token: u.token }), 404);
  });
});

describe('recovery codes', () => {
  test('sign-in takes a recovery code once; the count left drops', async () => {
    const t = harness(database.db);
    const u = await signedInUser(t);
    const codes = await enableTwoFactor(t, u);
    const id = await challenge(t, u.email);
    const ok = await t.post(SUBMIT, { twoFactorCode: codes[0]!.toLowerCase(), userId: id });
    expect(ok.status).toBe(200);
    const token = ok.body.responseBody.token as string;
    expect((await t.get(`${TFA}/check`, { token })).body.responseBody.recoveryCodesRemaining).toBe(9);
    const id2 = await challenge(t, u.email);
    const reused = errorBody(await t.post(SUBMIT, { twoFactorCode: codes[0], userId: id2 }), 401);
    expect(reused.message).toBe('Invalid two factor code');
    const malformed = errorBody(await t.post(SUBMIT, { twoFactorCode: 'not-a-code', userId: id2 }), 422);
    expect(malformed.errors?.twoFactorCode).toEqual(['Enter the 6-digit code']);
  });

  test('replacing them needs proof (an emailed code here) and voids the old set', async () => {
    const t = harness(database.db);
    const u = await signedInUser(t);
    const old = await enableTwoFactor(t, u);
    errorBody(await t.post(`${TFA}/recovery-codes`, {}, { token: u.token }), 422);
    const sent = await t.get(`${TFA}/resend`, { token: u.token });
    expect(sent.body.responseBody.purpose).toBe('proof');
    const proof = await settingsCode(t.db, u.email, 'proof');
    const bad = await t.post(`${TFA}/recovery-codes`, { two_factor_code: wrong(proof) }, { token: u.token });
    expect(errorBody(bad, 422).errors?.two_factor_code).toEqual(['Invalid two factor code']);
    const res = await t.post(`${TFA}/recovery-codes`, { two_factor_code: proof }, { token: u.token });
    expect(res.body.message).toBe('New recovery codes created');
    const fresh = res.body.responseBody.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => old.includes(c))).toBe(false);
    const id = await challenge(t, u.email);
    errorBody(await t.post(SUBMIT, { twoFactorCode: old[1], userId: id }), 401, 'INVALID_TWO_FACTOR_CODE');
    expect((await t.post(SUBMIT, { twoFactorCode: fresh[1], userId: id })).status).toBe(200);
  });

  test('replacing them while two-factor is off is a 409', async () => {
    const t = harness(database.db);
    const u = await signedInUser(t);
    errorBody(
      await t.post(`${TFA}/recovery-codes`, { two_factor_code: 'ABCDE-FGHJK' }, { token: u.token }),
      409,
    );
  });
});
