/** POST /api/v1/auth/register: merchant + owner in one go, hashed secrets, no account enumeration. */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { merchants, oneTimeTokens } from '#db/schema/index.ts';
import { hashToken } from '#lib/crypto.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness, randomIp } from './support/harness.ts';
import { lastMail, mailTo, verificationToken } from './support/mailbox.ts';
import { PASSWORD, registration, uniqueEmail, userRow } from './support/users.ts';

const database = useDatabase();
const REGISTER = '/api/v1/auth/register';

describe('register', () => {
  test('creates the merchant and its owner, stores only hashes and emails a verification link', async () => {
    const t = harness(database.db);
    const input = registration({ email: uniqueEmail('Mixed.Case').toUpperCase() });
    const res = await t.post(REGISTER, input);
    expect(res.status).toBe(201);
    const email = input.email.toLowerCase();
    expect(res.body).toEqual({ message: expect.any(String), responseBody: { email } });

    const user = await userRow(t, email);
    expect(user).toMatchObject({
      email,
      firstName: 'Amaka',
      lastName: 'Eze',
      phone: '+2348031234567',
      isOwner: true,
      status: 'active',
      twoFactorEnabled: false,
      emailVerifiedAt: null,
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain(PASSWORD);
    const [merchant] = await t.db.select().from(merchants).where(eq(merchants.id, user.merchantId));
    expect(merchant).toMatchObject({ businessName: 'Amaka Foods', country: 'NG' });
    expect(merchant!.publicId).toMatch(/^MER-[0-9A-Z]{10}$/);

    const token = await verificationToken(t.db, email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const tokens = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ purpose: 'email_verify', tokenHash: hashToken(token), usedAt: null });
    expect(JSON.stringify(tokens)).not.toContain(token);
    const mail = await lastMail(t.db, email, /verify/i);
    expect(mail.html).toContain('http://payrail.test/auth/verified?email_verify_url=');
  });

  test('an address already registered gets the same answer, and its owner an email instead', async () => {
    const t = harness(database.db);
    const input = registration();
    const first = await t.post(REGISTER, input);
    const before = await userRow(t, input.email);
    const again = await t.post(REGISTER, { ...input, firstName: 'Mallory', password: 'Another-Pass-99' });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);

    const after = await userRow(t, input.email);
    expect(after).toEqual(before);
    const mails = await mailTo(t.db, input.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'You already have a Payrail account',
      'Verify your email address',
    ]);
  });

  test('parallel sign-ups with one address create one merchant and one owner', async () => {
    const t = harness(database.db);
    const businessName = `Race ${uniqueEmail('biz')}`;
    const input = registration({ businessName });
    const answers = await Promise.all([0, 1, 2].map(() => t.post(REGISTER, input)));
    for (const a of answers) {
      expect(a.status).toBe(201);
      expect(a.body).toEqual(answers[0]!.body);
    }
    expect(await t.db.select().from(merchants).where(eq(merchants.businessName, businessName))).toHaveLength(
      1,
    );
    const user = await userRow(t, input.email);
    expect(user.merchantId).toEqual(expect.any(String));
    const verify = (await mailTo(t.db, input.email)).filter((m) => /verify/i.test(m.subject));
    expect(verify.length).toBeGreaterThanOrEqual(1);
  });

  test('a missing body or missing fields answer 422 with every field named', async () => {
    const t = harness(database.db);
    const res = await t.post(REGISTER, {});
    const body = errorBody(res, 422, 'VALIDATION_ERROR');
    for (const field of ['firstName', 'lastName', 'email', 'phone', 'businessName', 'password']) {
      expect(body.errors?.[field]?.[0]).toBe('This field is required');
    }
    expect(body.errors?.country).toBeUndefined();
  });

  test('wrong types, bad formats and oversized strings answer 422 per field', async () => {
    const t = harness(database.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: 42 }, 'firstName'],
      [{ lastName: null }, 'lastName'],
      [{ email: 'not-an-email' }, 'email'],
      [{ email: `${'a'.repeat(250)}@example.test` }, 'email'],
      [{ phone: true }, 'phone'],
      [{ phone: 'call me maybe' }, 'phone'],
      [{ firstName: 'x'.repeat(81) }, 'firstName'],
      [{ firstName: '   ' }, 'firstName'],
      [{ businessName: 'y'.repeat(121) }, 'businessName'],
      [{ country: 'Nigeria' }, 'country'],
      [{ password: 'short1!' }, 'password'],
      [{ password: 'p'.repeat(129) }, 'password'],
      [{ password: ['Kola-Nut-Stall-42'] }, 'password'],
    ];
    for (const [patch, field] of cases) {
      const body = errorBody(await t.post(REGISTER, registration(patch)), 422, 'VALIDATION_ERROR');
      expect(Object.keys(body.errors ?? {}), JSON.stringify(patch)).toEqual([field]);
      expect(body.errors?.[field]?.[0]).toEqual(expect.any(String));
    }
    const arr = errorBody(await t.post(REGISTER, [registration()]), 422, 'VALIDATION_ERROR');
    expect(arr.errors).toBeDefined();
  });

  test('weak passwords are refused with a message for the password field', async () => {
    const t = harness(database.db);
    const email = uniqueEmail('chidi');
    const local = email.split('@')[0]!;
    for (const password of ['password123', 'Password123', `${local}!!`, 'aaaabbbbaaaa', 'Chukwuemeka']) {
      const res = await t.post(REGISTER, registration({ email, password, firstName: 'Chukwuemeka' }));
      const body = errorBody(res, 422, 'VALIDATION_ERROR');
      expect(body.errors?.password?.[0], password).toEqual(expect.any(String));
    }
    await expect(userRow(t, email)).rejects.toThrow(/no user/);
  });

  test('malformed JSON is 400, a body over the limit 413, neither creates anything', async () => {
    const t = harness(database.db);
    errorBody(await t.call('POST', REGISTER, { raw: '{"email": "a@b.test",' }), 400, 'MALFORMED_JSON');
    errorBody(await t.call('POST', REGISTER, { raw: '' }), 400, 'MALFORMED_JSON');
    const email = uniqueEmail('big');
    const huge = { ...registration({ email }), businessName: 'z'.repeat(70 * 1024) };
    errorBody(await t.post(REGISTER, huge), 413, 'PAYLOAD_TOO_LARGE');
    await expect(userRow(t, email)).rejects.toThrow(/no user/);
  });

  test('sign-ups from one address are limited: 429 with Retry-After, open again after the window', async () => {
    const t = harness(database.db);
    // Weak passwords count against the limit but cost no hashing, which keeps this fast.
    for (let i = 0; i < 20; i++) {
      errorBody(await t.post(REGISTER, registration({ password: 'password123' })), 422);
    }
    const limited = await t.post(REGISTER, registration());
    errorBody(limited, 429, 'RATE_LIMITED');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another address is not affected.
    errorBody(await t.post(REGISTER, registration({ password: 'password123' }), { ip: randomIp() }), 422);
    t.clock.advance(retryAfter * 1000);
    errorBody(await t.post(REGISTER, registration({ password: 'password123' })), 422);
  });
});
