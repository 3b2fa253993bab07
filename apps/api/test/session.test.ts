/**
 * Sessions on the server (DESIGN.md §5): GET /api/v1/auth/session and POST /api/v1/auth/logout,
 * the 5-minute idle and 5-day absolute expiry, moved by the ManualClock.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { sessions } from '#db/schema/index.ts';
import { hashToken } from '#lib/crypto.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { signedInUser, signIn } from './support/users.ts';

const database = useDatabase();
const SESSION = '/api/v1/auth/session';
const LOGOUT = '/api/v1/auth/logout';
const MINUTE = 60_000;

async function sessionRow(token: string) {
  const [row] = await database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row!;
}

describe('session', () => {
  test('answers the signed-in user', async () => {
    const t = harness(database.db);
    const user = await signedInUser(t);
    const res = await t.get(SESSION, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.responseBody).toEqual({
      firstName: 'Amaka',
      lastName: 'Eze',
      email: user.email,
      roles: ['Owner'],
      idNumber: user.row.publicId,
      merchantName: 'Amaka Foods',
    });
  });

  test('no token, a malformed header or an unknown token answer 401', async () => {
    const t = harness(database.db);
    const none = errorBody(await t.get(SESSION), 401, 'UNAUTHENTICATED');
    expect(none.message).toBe('Sign in to continue');
    for (const authorization of [
      'Bearer',
      'Bearer short',
      'Basic dXNlcjpwYXNz',
      `Bearer ${'x'.repeat(300)}`,
    ]) {
      errorBody(await t.get(SESSION, { headers: { authorization } }), 401, 'UNAUTHENTICATED');
    }
    errorBody(await t.get(SESSION, { token: 'A'.repeat(43) }), 401, 'SESSION_EXPIRED');
  });

  test('requests keep a session alive; 5 minutes without one end it', async () => {
    const t = harness(database.db);
    const { token } = await signedInUser(t);
    for (let i = 0; i < 8; i++) {
      t.clock.advance(4 * MINUTE + 59_000);
      expect((await t.get(SESSION, { token })).status, `request ${i}`).toBe(200);
    }
    expect((await sessionRow(token)).lastSeenAt).toEqual(t.clock.now());
    t.clock.advance(5 * MINUTE + 1);
    const idle = errorBody(await t.get(SESSION, { token }), 401, 'SESSION_EXPIRED');
    expect(idle.message).toBe('Your session has expired. Sign in again.');
    expect((await sessionRow(token)).revokedAt).toEqual(t.clock.now());
    // Coming back does not revive it.
    t.clock.set(new Date(t.clock.now().getTime() - 2 * MINUTE));
    errorBody(await t.get(SESSION, { token }), 401, 'SESSION_EXPIRED');
  });

  test('an idle session is refused by every session endpoint, not only this one', async () => {
    const t = harness(database.db);
    const { token } = await signedInUser(t);
    t.clock.advance(5 * MINUTE + 1000);
    errorBody(await t.get('/api/v1/settings/profile', { token }), 401, 'SESSION_EXPIRED');
    errorBody(await t.post(LOGOUT, undefined, { token }), 401, 'SESSION_EXPIRED');
  });

  test('a session ends 5 days after sign-in however active it is', async () => {
    const t = harness(database.db);
    const { token } = await signedInUser(t);
    const started = t.clock.now().getTime();
    const keepActive = () =>
      database.db
        .update(sessions)
        .set({ lastSeenAt: new Date(t.clock.now().getTime() - MINUTE) })
        .where(eq(sessions.tokenHash, hashToken(token)));
    t.clock.set(new Date(started + 5 * 24 * 60 * MINUTE - 1000));
    await keepActive();
    expect((await t.get(SESSION, { token })).status).toBe(200);
    t.clock.advance(1000);
    await keepActive();
    errorBody(await t.get(SESSION, { token }), 401, 'SESSION_EXPIRED');
    expect((await sessionRow(token)).revokedAt).not.toBeNull();
  });
});

describe('logout', () => {
  test('revokes this session on the server; other sessions of the user stay', async () => {
    const t = harness(database.db);
    const user = await signedInUser(t);
    const other = await signIn(t, user.email);
    const res = await t.post(LOGOUT, undefined, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out successfully', responseBody: {} });
    expect((await sessionRow(user.token)).revokedAt).toEqual(t.clock.now());
    errorBody(await t.get(SESSION, { token: user.token }), 401, 'SESSION_EXPIRED');
    errorBody(await t.post(LOGOUT, undefined, { token: user.token }), 401, 'SESSION_EXPIRED');
    expect((await t.get(SESSION, { token: other })).status).toBe(200);
  });

  test('without a session answers 401', async () => {
    const t = harness(database.db);
    errorBody(await t.post(LOGOUT), 401, 'UNAUTHENTICATED');
    errorBody(await t.post(LOGOUT, undefined, { token: 'B'.repeat(43) }), 401, 'SESSION_EXPIRED');
  });
});
