/**
 * The PIN lock survives sign-in and grows (issue 10, item 5): five wrong PINs lock PIN use for
 * 15 minutes, the next five for an hour, then 24 hours each time; signing in again changes
 * nothing, a new emailed PIN neither lifts the lock nor restarts the escalation, only a right PIN
 * does. The user and the owner are emailed when a lock starts; the 423 says until when.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { transactionPins } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { lastMail, mailTo } from './support/mailbox.ts';
import { MEMBER_PASSWORD, member } from './support/team.ts';
import { signedInUser, signIn, userRow } from './support/users.ts';

const database = useDatabase();
const PIN = '/api/v1/settings/pin';
const MIN = 60_000;

const status = async (t: Harness, token: string) =>
  (await t.get(`${PIN}/check-pin`, { token })).body.responseBody;
const change = (t: Harness, token: string, currentPin: string, newPin = '7391') =>
  t.post(`${PIN}/change-pin`, { currentPin, newPin, confirmPin: newPin }, { token });
const at = (t: Harness, ms: number) => new Date(t.clock.now().getTime() + ms);
const shown = (d: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(d)} UTC`;

/** A member with a PIN (so the owner is someone else, to be told). */
async function memberWithPin(t: Harness) {
  const owner = await signedInUser(t);
  const m = await member(t, owner.token, { roleName: 'Viewer' });
  await t.post(`${PIN}/register-pin`, { pin: '2580', confirmPin: '2580' }, { token: m.token });
  return { owner, m };
}

/** Four wrong PINs (422), then the fifth: the 423 that starts a lock. */
async function fiveWrong(t: Harness, token: string) {
  for (let left = 4; left >= 1; left--) errorBody(await change(t, token, '1111'), 422, 'INVALID_PIN');
  return change(t, token, '1111');
}

describe('the PIN lock', () => {
  test('survives sign-in and send-new-pin, grows 15 min → 1 h → 24 h, and a right PIN resets it', async () => {
    const t = harness(database.db);
    const { m } = await memberWithPin(t);

    const first = await fiveWrong(t, m.token);
    const until1 = at(t, 15 * MIN);
    expect(errorBody(first, 423, 'PIN_LOCKED').message).toBe(
      `Wrong PIN. That was the fifth wrong PIN: PIN use is locked until ${shown(until1)}.`,
    );
    expect(first.headers.get('retry-after')).toBe(String(15 * 60));
    expect(await status(t, m.token)).toEqual({
      hasPin: true,
      locked: true,
      attemptsLeft: 0,
      lockedUntil: until1.toISOString(),
    });

    // Signing in again does not unlock, nor does a new PIN by email (the old escalation stays).
    t.clock.advance(MIN);
    const fresh = await signIn(t, m.email, MEMBER_PASSWORD);
    const refused = await change(t, fresh, '2580');
    expect(errorBody(refused, 423, 'PIN_LOCKED').message).toBe(
      `Too many wrong PINs: PIN use is locked until ${shown(until1)}.`,
    );
    expect(refused.headers.get('retry-after')).toBe(String(14 * 60));
    expect((await t.get(`${PIN}/send-new-pin`, { token: fresh })).status).toBe(200);
    const mailed = (await lastMail(t.db, m.email, /new transaction PIN/)).text.match(/PIN is (\d{4})\./)![1]!;
    errorBody(await change(t, fresh, mailed), 423, 'PIN_LOCKED');
    expect(await status(t, fresh)).toMatchObject({ locked: true, lockedUntil: until1.toISOString() });

    // The lock ends: five more tries, and five more wrong ones lock for an hour. (Sessions idle
    // out after 5 minutes, so each step signs in again.)
    t.clock.advance(14 * MIN);
    let token = await signIn(t, m.email, MEMBER_PASSWORD);
    expect(await status(t, token)).toEqual({
      hasPin: true,
      locked: false,
      attemptsLeft: 5,
      lockedUntil: null,
    });
    errorBody(await fiveWrong(t, token), 423, 'PIN_LOCKED');
    expect((await status(t, token)).lockedUntil).toBe(at(t, 60 * MIN).toISOString());

    for (const [wait, next] of [
      [60 * MIN, 24 * 60 * MIN],
      [24 * 60 * MIN, 24 * 60 * MIN],
    ] as const) {
      t.clock.advance(wait);
      token = await signIn(t, m.email, MEMBER_PASSWORD);
      errorBody(await fiveWrong(t, token), 423, 'PIN_LOCKED');
      expect((await status(t, token)).lockedUntil).toBe(at(t, next).toISOString());
    }

    // A right PIN (the emailed one) gives the tries back and restarts the escalation.
    t.clock.advance(24 * 60 * MIN);
    const later = await signIn(t, m.email, MEMBER_PASSWORD);
    expect((await change(t, later, mailed, '4826')).status).toBe(200);
    expect(await status(t, later)).toEqual({
      hasPin: true,
      locked: false,
      attemptsLeft: 5,
      lockedUntil: null,
    });
    errorBody(await fiveWrong(t, later), 423, 'PIN_LOCKED');
    expect((await status(t, later)).lockedUntil).toBe(at(t, 15 * MIN).toISOString());
  });

  test('a lock emails the user and the merchant owner, once per lock, and notifies the user in-app', async () => {
    const t = harness(database.db);
    const { owner, m } = await memberWithPin(t);
    errorBody(await fiveWrong(t, m.token), 423, 'PIN_LOCKED');
    errorBody(await change(t, m.token, '1111'), 423, 'PIN_LOCKED');
    const until = shown(at(t, 15 * MIN));
    const mine = await lastMail(t.db, m.email, /transaction PIN is locked/i);
    expect(mine.text).toContain(`locked until ${until}`);
    const owners = await lastMail(t.db, owner.email, /transaction PIN is locked/i);
    expect(owners.text).toContain(m.email);
    expect(owners.text).toContain(`locked until ${until}`);
    const count = async (to: string) =>
      (await mailTo(t.db, to)).filter((x) => /transaction PIN is locked/i.test(x.subject)).length;
    expect([await count(m.email), await count(owner.email)]).toEqual([1, 1]);
    const notices = await t.get('/api/v1/merchant/notifications', {
      token: await signIn(t, m.email, MEMBER_PASSWORD),
    });
    expect(notices.body.responseBody.items).toContainEqual(
      expect.objectContaining({
        kind: 'security.pin',
        title: 'Transaction PIN locked',
        body: `Five wrong PINs were entered: PIN use is locked until ${until}. If this was not you, change your password now.`,
      }),
    );
  });

  test('guesses sent at once right after a lock ends still stop at five', async () => {
    const t = harness(database.db);
    const { m } = await memberWithPin(t);
    errorBody(await fiveWrong(t, m.token), 423, 'PIN_LOCKED');
    t.clock.advance(15 * MIN);
    const token = await signIn(t, m.email, MEMBER_PASSWORD);
    const answers = await Promise.all(
      ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888'].map((p) => change(t, token, p)),
    );
    expect(answers.filter((a) => a.status === 422)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 423)).toHaveLength(4);
    const { id } = await userRow(t, m.email);
    const [row] = await t.db.select().from(transactionPins).where(eq(transactionPins.userId, id));
    expect(row!.failedAttempts).toBe(5);
    expect((await status(t, token)).lockedUntil).toBe(at(t, 60 * MIN).toISOString());
  });
});
