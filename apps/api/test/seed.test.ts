/** The sandbox demo seed (seed.ts): created once, and both demo users can really sign in. */
import { inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { users } from '#db/schema/index.ts';
import { DEMO, seedDemo } from '#src/seed.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { twoFactorCode } from './support/mailbox.ts';

const database = useDatabase();
const emails = [DEMO.owner.email, DEMO.twoFactor.email];

describe('demo seed', () => {
  test('creates the verified owner and the two-factor user of one merchant, once', async () => {
    const before = await database.db.select().from(users).where(inArray(users.email, emails));
    // A fresh database seeds; one seeded by an earlier run of this file (same PostgreSQL) does not.
    expect(await seedDemo(database.db)).toBe(before.length === 0);
    expect(await seedDemo(database.db)).toBe(false);
    const rows = await database.db.select().from(users).where(inArray(users.email, emails));
    expect(rows).toHaveLength(2);
    const owner = rows.find((u) => u.email === DEMO.owner.email)!;
    const twoFactor = rows.find((u) => u.email === DEMO.twoFactor.email)!;
    expect(owner).toMatchObject({ isOwner: true, twoFactorEnabled: false, status: 'active' });
    expect(twoFactor).toMatchObject({ isOwner: false, twoFactorEnabled: true, status: 'active' });
    expect(twoFactor.merchantId).toBe(owner.merchantId);
    for (const u of rows) {
      expect(u.emailVerifiedAt).not.toBeNull();
      expect(u.passwordHash).toMatch(/^\$argon2id\$/);
    }
  });

  test('the owner signs in with the printed credentials', async () => {
    await seedDemo(database.db);
    const t = harness(database.db);
    const res = await t.post('/api/v2/auth/login', { ...DEMO.owner, channel: 'web' });
    expect(res.status).toBe(200);
    expect(res.body.responseBody.user).toMatchObject({
      email: DEMO.owner.email,
      merchantName: DEMO.businessName,
    });
  });

  test('the two-factor user completes the sign-in with the emailed code', async () => {
    await seedDemo(database.db);
    const t = harness(database.db);
    const login = await t.post('/api/v2/auth/login', { ...DEMO.twoFactor, channel: 'web' });
    expect(login.status).toBe(200);
    expect(login.body.responseBody.twoFactorRequired).toBe(true);
    const code = await twoFactorCode(t.db, DEMO.twoFactor.email);
    const done = await t.post('/api/v1/two-factor-auth/submit-two-fa', {
      twoFactorCode: code,
      userId: login.body.responseBody.id,
    });
    expect(done.status).toBe(200);
    const token = done.body.responseBody.token as string;
    const session = await t.get('/api/v1/auth/session', { token });
    expect(session.body.responseBody).toMatchObject({ email: DEMO.twoFactor.email, firstName: 'Tunde' });
    const check = await t.get('/api/v1/two-factor-auth/check', { token });
    expect(check.body.responseBody).toMatchObject({ enabled: true });
  });
});
