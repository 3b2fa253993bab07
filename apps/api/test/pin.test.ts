/**
 * settings/pin/*: set once (4 digits, not trivial, typed twice), change with the current PIN,
 * five wrong PINs lock PIN use (how long, and why signing in does not help: pin-lock.test.ts), send-new-pin emails a working PIN
 * (the old one stops), notifies in-app and is rate limited. PINs are stored hashed.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { notifications, transactionPins } from '#db/schema/index.ts';
import { verifyPin } from '#modules/pin/verify.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { lastMail } from './support/mailbox.ts';
import { MEMBER_PASSWORD, member } from './support/team.ts';
import { signedInUser, signIn } from './support/users.ts';

const database = useDatabase();
const PIN = '/api/v1/settings/pin';

const status = async (t: Harness, token: string) =>
  (await t.get(`${PIN}/check-pin`, { token })).body.responseBody;
const change = (t: Harness, token: string, currentPin: string, newPin: string) =>
  t.post(`${PIN}/change-pin`, { currentPin, newPin, confirmPin: newPin }, { token });

describe('setting a PIN', () => {
  test('check-pin says none; register-pin sets it, stored as an argon2id hash; a second register is 409', async () => {
    const t = harness(database.db);
    const u = await signedInUser(t);
    expect(await status(t, u.token)).toEqual({
      hasPin: false,
      locked: false,
      attemptsLeft: 5,
      lockedUntil: null,
    });
    const res = await t.post(`${PIN}/register-pin`, { pin: '2580', confirmPin: '2580' }, { token: u.token });
    expect([res.status, res.body.message]).toEqual([200, 'Transaction pin set successfully']);
    expect(await status(t, u.token)).toEqual({
      hasPin: true,
      locked: false,
      attemptsLeft: 5,
      lockedUntil: null,
    });
    const [row] = await t.db.select().from(transactionPins).where(eq(transactionPins.userId, u.row.id));
    expect(row!.pinHash).toMatch(/^\$argon2id\$/);
    expect(row!.pinHash).not.toContain('2580');
    const again = await t.post(
      `${PIN}/register-pin`,
      { pin: '1357', confirmPin: '1357' },
      { token: u.token },
    );
    expect(errorBody(again, 409, 'PIN_ALREADY_SET').message).toBe(
      'A transaction PIN is already set. Change it instead.',
    );
  });

  test('bad PINs are 422 on their field: format, trivial ones, a mismatch', async () => {
    const t = harness(database.db);
    const u = await signedInUser(t);
    const cases: [unknown, string][] = [
      [{ pin: '123', confirmPin: '123' }, 'pin'],
      [{ pin: '12a4', confirmPin: '12a4' }, 'pin'],
      [{ pin: 1593, confirmPin: '1593' }, 'pin'],
      [{ pin: '12345', confirmPin: '12345' }, 'pin'],
      [{ pin: '0000', confirmPin: '0000' }, 'pin'],
      [{ pin: '1234', confirmPin: '1234' }, 'pin'],
      [{ pin: '9876', confirmPin: '9876' }, 'pin'],
      [{ pin: '0123', confirmPin: '0123' }, 'pin'],
      [{ pin: '4747', confirmPin: '4747' }, 'pin'],
      [{ pin: '2580', confirmPin: '2581' }, 'confirmPin'],
      [{ pin: '2580' }, 'confirmPin'],
    ];
    for (const [body, field] of cases) {
      const res = await t.post(`${PIN}/register-pin`, body, { token: u.token });
      expect(Object.keys(errorBody(res, 422).errors ?? {}), JSON.stringify(body)).toEqual([field]);
    }
    const trivial = await t.post(
      `${PIN}/register-pin`,
      { pin: '1111', confirmPin: '1111' },
      { token: u.token },
    );
    expect(trivial.body.errors.pin[0]).toMatch(/harder to guess/);
    expect((await status(t, u.token)).hasPin).toBe(false);
  });
});

describe('changing the PIN and the lock', () => {
  test('change-pin needs the current PIN; the new one works, the old one does not', async () => {
    const t = harness(database.db);
    const u = await signedInUser(t);
    await t.post(`${PIN}/register-pin`, { pin: '2580', confirmPin: '2580' }, { token: u.token });
    const res = await change(t, u.token, '2580', '7391');
    expect([res.status, res.body.message]).toEqual([200, 'Transaction pin updated successfully']);
    const wrong = await change(t, u.token, '2580', '4826');
    expect(errorBody(wrong, 422, 'INVALID_PIN').errors).toEqual({
      currentPin: ['Wrong PIN. 4 attempts left.'],
    });
    expect((await change(t, u.token, '7391', '4826')).status).toBe(200);
    expect(await status(t, u.token)).toMatchObject({ attemptsLeft: 5 });
    const same = await change(t, u.token, '4826', '4826');
    expect(errorBody(same, 422).errors).toEqual({
      newPin: ['Your new PIN must be different from your current PIN'],
    });
    const [n] = await t.db.select().from(notifications).where(eq(notifications.userId, u.row.id));
    expect(n).toMatchObject({ kind: 'security.pin', title: 'Transaction PIN changed' });
  });

  test('before any PIN: change-pin is 409 PIN_NOT_SET', async () => {
    const t = harness(database.db);
    const u = await signedInUser(t);
    errorBody(await change(t, u.token, '2580', '7391'), 409, 'PIN_NOT_SET');
  });

  test('five wrong PINs lock PIN use, the right one included, for 15 minutes, whatever the session', async () => {
    const t = harness(database.db);
    const u = await signedInUser(t);
    await t.post(`${PIN}/register-pin`, { pin: '2580', confirmPin: '2580' }, { token: u.token });
    for (const left of [4, 3, 2, 1]) {
      const res = await change(t, u.token, '1111', '7391');
      expect(errorBody(res, 422, 'INVALID_PIN').message).toBe(
        `Wrong PIN. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
      );
    }
    const fifth = await change(t, u.token, '1111', '7391');
    expect(errorBody(fifth, 423, 'PIN_LOCKED').message).toMatch(
      /^Wrong PIN\. That was the fifth wrong PIN: PIN use is locked until \d{1,2} \w{3} \d{4}, \d\d:\d\d UTC\.$/,
    );
    const right = await change(t, u.token, '2580', '7391');
    expect(errorBody(right, 423, 'PIN_LOCKED').message).toMatch(
      /^Too many wrong PINs: PIN use is locked until .+ UTC\.$/,
    );
    const until = new Date(t.clock.now().getTime() + 15 * 60_000).toISOString();
    expect(await status(t, u.token)).toEqual({
      hasPin: true,
      locked: true,
      attemptsLeft: 0,
      lockedUntil: until,
    });
    await expect(
      verifyPin({ deps: t.deps, actor: { userId: u.row.id, sessionId: randomUUID() } }, { pin: '2580' }),
    ).rejects.toMatchObject({ status: 423 });

    t.clock.advance(15 * 60_000);
    const fresh = await signIn(t, u.email);
    expect(await status(t, fresh)).toEqual({
      hasPin: true,
      locked: false,
      attemptsLeft: 5,
      lockedUntil: null,
    });
    expect((await change(t, fresh, '2580', '7391')).status).toBe(200);
  });

  test('guesses sent at once still stop at five', async () => {
    const t = harness(database.db);
    const u = await signedInUser(t);
    await t.post(`${PIN}/register-pin`, { pin: '2580', confirmPin: '2580' }, { token: u.token });
    const answers = await Promise.all(
      ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888'].map((p) =>
        change(t, u.token, p, '7391'),
      ),
    );
    expect(answers.filter((a) => a.status === 422)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 423)).toHaveLength(4);
    const [row] = await t.db.select().from(transactionPins).where(eq(transactionPins.userId, u.row.id));
    expect(row!.failedAttempts).toBe(5);
  });
});

describe('send-new-pin', () => {
  test('emails a new PIN that works while the old one stops; notifies in-app', async () => {
    const t = harness(database.db);
    const u = await signedInUser(t);
    await t.post(`${PIN}/register-pin`, { pin: '2580', confirmPin: '2580' }, { token: u.token });
    const res = await t.get(`${PIN}/send-new-pin`, { token: u.token });
    expect([res.status, res.body.message]).toEqual([200, 'New pin sent successfully']);
    const mail = await lastMail(t.db, u.email, /new transaction PIN/);
    const pin = mail.text.match(/PIN is (\d{4})\./)![1]!;
    expect(errorBody(await change(t, u.token, '2580', '7391'), 422, 'INVALID_PIN'));
    expect((await change(t, u.token, pin, '7391')).status).toBe(200);
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, u.row.id));
    expect(rows.map((r) => [r.kind, r.title])).toContainEqual(['security.pin', 'Transaction PIN reset']);
  });

  test('works for a teammate without a PIN yet; at most 3 an hour', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const mate = await member(t, owner.token, { roleName: 'Viewer' });
    for (let i = 0; i < 3; i++)
      expect((await t.get(`${PIN}/send-new-pin`, { token: mate.token })).status).toBe(200);
    expect(await status(t, mate.token)).toMatchObject({ hasPin: true });
    errorBody(await t.get(`${PIN}/send-new-pin`, { token: mate.token }), 429, 'RATE_LIMITED');
    t.clock.advance(60 * 60_000 + 1);
    const again = await signIn(t, mate.email, MEMBER_PASSWORD);
    expect((await t.get(`${PIN}/send-new-pin`, { token: again })).status).toBe(200);
    expect((await status(t, await signIn(t, owner.email))).hasPin).toBe(false);
  });

  test('each user’s PIN is their own; without a session every PIN endpoint is 401', async () => {
    const t = harness(database.db);
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await t.post(`${PIN}/register-pin`, { pin: '2580', confirmPin: '2580' }, { token: a.token });
    expect((await status(t, b.token)).hasPin).toBe(false);
    errorBody(await change(t, b.token, '2580', '7391'), 409, 'PIN_NOT_SET');
    for (const [m, p] of [
      ['GET', 'check-pin'],
      ['POST', 'register-pin'],
      ['POST', 'change-pin'],
      ['GET', 'send-new-pin'],
    ] as const) {
      errorBody(await t.call(m, `${PIN}/${p}`, m === 'POST' ? { body: {} } : {}), 401);
    }
  });
});
