/**
 * GET /api/v2/registration-validation/{url} and POST /api/v1/auth/resend-verification-link/:
 * single-use, expiring links; answers that do not reveal whether an address is registered.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { oneTimeTokens } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness, randomIp } from './support/harness.ts';
import { mailTo, verificationToken } from './support/mailbox.ts';
import { register, registerVerified, uniqueEmail, userRow } from './support/users.ts';

const database = useDatabase();
const verify = (token: string) => `/api/v2/registration-validation/${encodeURIComponent(token)}`;
const RESEND = '/api/v1/auth/resend-verification-link/';

describe('email verification', () => {
  test('the emailed link verifies the address once; a reused link answers 400', async () => {
    const t = harness(database.db);
    const input = await register(t);
    const token = await verificationToken(t.db, input.email);
    const ok = await t.get(verify(token));
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Email successfully verified', responseBody: { email: input.email } });
    const user = await userRow(t, input.email);
    expect(user.emailVerifiedAt?.toISOString()).toBe(t.clock.now().toISOString());
    const [stored] = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    expect(stored!.usedAt).not.toBeNull();

    const again = errorBody(await t.get(verify(token)), 400, 'VERIFICATION_FAILED');
    expect(again.message).toBe('This verification link is invalid or has expired');
  });

  test('parallel uses of one link: exactly one succeeds', async () => {
    const t = harness(database.db);
    const input = await register(t);
    const token = await verificationToken(t.db, input.email);
    const answers = await Promise.all([0, 1, 2, 3].map(() => t.get(verify(token))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400]);
  });

  test('a link older than 24 hours answers 400 and leaves the address unverified', async () => {
    const t = harness(database.db);
    const input = await register(t);
    const token = await verificationToken(t.db, input.email);
    t.clock.advance(24 * 60 * 60_000);
    errorBody(await t.get(verify(token)), 400, 'VERIFICATION_FAILED');
    expect((await userRow(t, input.email)).emailVerifiedAt).toBeNull();
  });

  test('unknown, too short and too long tokens are refused without a 5xx', async () => {
    const t = harness(database.db);
    errorBody(await t.get(verify('A'.repeat(43))), 400, 'VERIFICATION_FAILED');
    errorBody(await t.get(verify('short')), 422, 'VALIDATION_ERROR');
    errorBody(await t.get(verify('x'.repeat(201))), 422, 'VALIDATION_ERROR');
    errorBody(await t.get(verify("'; drop table users; --")), 400, 'VERIFICATION_FAILED');
  });

  test('signing in before verifying answers 403 and sends a fresh link', async () => {
    const t = harness(database.db);
    const input = await register(t);
    const first = await verificationToken(t.db, input.email);
    const res = await t.post('/api/v2/auth/login', {
      email: input.email,
      password: input.password,
      channel: 'web',
    });
    errorBody(res, 403, 'EMAIL_NOT_VERIFIED');
    const second = await verificationToken(t.db, input.email);
    expect(second).not.toBe(first);
    errorBody(await t.get(verify(first)), 400, 'VERIFICATION_FAILED');
    expect((await t.get(verify(second))).status).toBe(200);
  });
});

describe('resend verification link', () => {
  test('sends a new link and retires the old one', async () => {
    const t = harness(database.db);
    const input = await register(t);
    const old = await verificationToken(t.db, input.email);
    const res = await t.post(RESEND, { email: input.email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body.responseBody).toEqual({});
    const fresh = await verificationToken(t.db, input.email);
    expect(fresh).not.toBe(old);
    errorBody(await t.get(verify(old)), 400, 'VERIFICATION_FAILED');
    expect((await t.get(verify(fresh))).status).toBe(200);
  });

  test('answers the same for unknown, unverified and verified addresses; mails only the unverified', async () => {
    const t = harness(database.db);
    const pending = await register(t);
    const verified = await registerVerified(t);
    const unknown = uniqueEmail('nobody');
    const before = (await mailTo(t.db, verified.email)).length;
    const answers = await Promise.all(
      [pending.email, verified.email, unknown].map((email) => t.post(RESEND, { email })),
    );
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body).toEqual(answers[0]!.body);
    }
    expect(await mailTo(t.db, pending.email)).toHaveLength(2);
    expect(await mailTo(t.db, verified.email)).toHaveLength(before);
    expect(await mailTo(t.db, unknown)).toHaveLength(0);
  });

  test("answers at the spec's path with its trailing slash, and without it", async () => {
    const t = harness(database.db);
    const email = uniqueEmail('slash');
    expect((await t.post(RESEND, { email })).status).toBe(200);
    expect((await t.post(RESEND.slice(0, -1), { email })).status).toBe(200);
  });

  test('bad input: missing, wrong type, not an email, oversized, malformed JSON', async () => {
    const t = harness(database.db);
    expect(errorBody(await t.post(RESEND, {}), 422).errors?.email).toEqual(['This field is required']);
    errorBody(await t.post(RESEND, { email: 7 }), 422, 'VALIDATION_ERROR');
    errorBody(await t.post(RESEND, { email: 'nope' }), 422, 'VALIDATION_ERROR');
    errorBody(await t.post(RESEND, { email: `${'a'.repeat(300)}@example.test` }), 422, 'VALIDATION_ERROR');
    errorBody(await t.call('POST', RESEND, { raw: '{email:' }), 400, 'MALFORMED_JSON');
  });

  test('limited per address (3 an hour) and per client address (20 an hour)', async () => {
    const t = harness(database.db);
    const email = uniqueEmail('resend');
    for (let i = 0; i < 3; i++) expect((await t.post(RESEND, { email })).status).toBe(200);
    const limited = await t.post(RESEND, { email }, { ip: randomIp() });
    errorBody(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    const u = harness(database.db);
    for (let i = 0; i < 20; i++)
      expect((await u.post(RESEND, { email: uniqueEmail('ip') })).status).toBe(200);
    const ipLimited = await u.post(RESEND, { email: uniqueEmail('ip') });
    errorBody(ipLimited, 429, 'RATE_LIMITED');
    expect(Number(ipLimited.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    u.clock.advance(60 * 60_000);
    expect((await u.post(RESEND, { email: uniqueEmail('ip') })).status).toBe(200);
  });
});
