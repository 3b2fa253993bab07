/**
 * A stranger cannot lock the owner out (issue 10, item 9): wrong passwords are counted per account
 * and source (the client address, or a device that signed in before), so ten from one address stop
 * only that address. Past a much higher ceiling per account, a device that signed in before still
 * passes, and any other sign-in is answered with an emailed-code challenge, whether the password
 * was right or not, so the ceiling also ends password guessing from everywhere.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { knownDevices } from '#db/schema/index.ts';
import { JOB } from '#jobs/queue.ts';
import { hashToken } from '#lib/crypto.ts';
import { sendAccountMail } from '#modules/auth/account-mail.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness, randomIp } from './support/harness.ts';
import { mailTo, twoFactorCode } from './support/mailbox.ts';
import { recordingQueue, stopRecording } from './support/queue.ts';
import { enableTwoFactor } from './support/two-factor-settings.ts';
import { PASSWORD, registerVerified, signedInUser, uniqueEmail, userRow } from './support/users.ts';

const database = useDatabase();
const LOGIN = '/api/v2/auth/login';
const SUBMIT = '/api/v1/two-factor-auth/submit-two-fa';
const RESEND = '/api/v1/two-factor-auth/resend';
const creds = (email: string, password = PASSWORD, deviceToken?: string) => ({
  email,
  password,
  channel: 'web',
  ...(deviceToken ? { deviceToken } : {}),
});

/**
 * 30 wrong passwords from three addresses: the account's ceiling. (The last may already be past it,
 * the owner's own sign-in having counted: it then gets a challenge instead of the 401.)
 */
async function flood(t: Harness, email: string) {
  for (let a = 0; a < 3; a++) {
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      const res = await t.post(LOGIN, creds(email, `Wrong-${a}-${i}-x`), { ip });
      expect([401, 200]).toContain(res.status);
      expect(res.body.responseBody?.token).toBeUndefined();
    }
  }
}

const codeMails = async (t: Harness, email: string) =>
  (await mailTo(t.db, email)).filter((m) => /sign-in code/i.test(m.subject)).length;

describe('sign-in limits a stranger cannot turn against the owner', () => {
  test('ten wrong passwords from address A stop A only: the owner signs in from B', async () => {
    const t = harness(database.db);
    const owner = await registerVerified(t);
    const a = randomIp();
    for (let i = 0; i < 10; i++)
      errorBody(await t.post(LOGIN, creds(owner.email, `Wrong-${i}-x`), { ip: a }), 401);
    for (let i = 0; i < 5; i++)
      errorBody(await t.post(LOGIN, creds(owner.email), { ip: a }), 429, 'RATE_LIMITED');
    const fromB = await t.post(LOGIN, creds(owner.email), { ip: randomIp() });
    expect(fromB.status).toBe(200);
    expect(fromB.body.responseBody.token).toEqual(expect.any(String));
  });

  test('a successful sign-in gives the browser a device token, stored hashed', async () => {
    const t = harness(database.db);
    const owner = await registerVerified(t);
    const res = await t.post(LOGIN, creds(owner.email));
    const deviceToken = res.body.responseBody.deviceToken as string;
    expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db
      .select()
      .from(knownDevices)
      .where(eq(knownDevices.userId, (await userRow(t, owner.email)).id));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(deviceToken)]);
    // Signing in again from that device keeps its token.
    const again = await t.post(LOGIN, creds(owner.email, PASSWORD, deviceToken));
    expect(again.body.responseBody.deviceToken).toBe(deviceToken);
  });

  test('past the ceiling: the known device passes, a new one gets an emailed code, a guess learns nothing', async () => {
    const t = harness(database.db);
    const owner = await registerVerified(t);
    const other = await registerVerified(t);
    const known = (await t.post(LOGIN, creds(owner.email))).body.responseBody.deviceToken as string;
    const othersDevice = (await t.post(LOGIN, creds(other.email))).body.responseBody.deviceToken as string;
    await flood(t, owner.email);

    // The owner's own browser, from a fresh address, signs in as usual.
    const mine = await t.post(LOGIN, creds(owner.email, PASSWORD, known), { ip: randomIp() });
    expect(mine.status).toBe(200);
    expect(mine.body.responseBody.token).toEqual(expect.any(String));

    // Another user's device token is no key to this account.
    const borrowed = await t.post(LOGIN, creds(owner.email, PASSWORD, othersDevice), { ip: randomIp() });
    expect(borrowed.body.responseBody).toEqual({ twoFactorRequired: true, id: expect.any(Number) });

    // A wrong password and the right one from a new browser get the same answer…
    const mailsBefore = await codeMails(t, owner.email);
    const guess = await t.post(LOGIN, creds(owner.email, 'Wrong-guess-99'), { ip: randomIp() });
    expect(guess.status).toBe(200);
    expect(guess.body).toEqual({
      message: 'Redirect back to Two factor page to enter code',
      responseBody: { twoFactorRequired: true, id: expect.any(Number) },
    });
    const resend = await t.get(`/api/v1/two-factor-auth/resend/${guess.body.responseBody.id}`);
    expect(resend.status).toBe(200);
    const submitted = await t.post(SUBMIT, { userId: guess.body.responseBody.id, twoFactorCode: '123456' });
    expect(errorBody(submitted, 401).message).toBe('Invalid two factor code');
    expect(await codeMails(t, owner.email)).toBe(mailsBefore);

    const right = await t.post(LOGIN, creds(owner.email), { ip: randomIp() });
    expect(right.body).toEqual({
      message: 'Redirect back to Two factor page to enter code',
      responseBody: { twoFactorRequired: true, id: expect.any(Number) },
    });
    // …but only the owner's mailbox gets a code, and it completes the sign-in.
    const code = await twoFactorCode(t.db, owner.email);
    const done = await t.post(SUBMIT, { userId: right.body.responseBody.id, twoFactorCode: code });
    expect(done.status, done.text).toBe(200);
    expect(done.body.responseBody.deviceToken).toEqual(expect.any(String));
  });

  test('past the ceiling, a wrong password with a recovery code gets nowhere', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const recovery = await enableTwoFactor(t, owner);
    await flood(t, owner.email);
    const guess = await t.post(LOGIN, creds(owner.email, 'Wrong-guess-42'), { ip: randomIp() });
    expect(guess.body.responseBody).toEqual({ twoFactorRequired: true, id: expect.any(Number) });
    const res = await t.post(SUBMIT, { userId: guess.body.responseBody.id, twoFactorCode: recovery[0] });
    expect(errorBody(res, 401).message).toBe('Invalid two factor code');
  });

  test('past the ceiling the right and a wrong password do the same work: the code is mailed by a job', async () => {
    const t = harness(database.db);
    const owner = await registerVerified(t);
    await flood(t, owner.email);
    const mailsBefore = await codeMails(t, owner.email);
    const sent = recordingQueue();
    try {
      const right = await t.post(LOGIN, creds(owner.email), { ip: randomIp() });
      const wrong = await t.post(LOGIN, creds(owner.email, 'Wrong-guess-77'), { ip: randomIp() });
      const ids = [right.body.responseBody.id, wrong.body.responseBody.id];
      expect(
        [await t.get(`${RESEND}/${ids[0]}`), await t.get(`${RESEND}/${ids[1]}`)].map((r) => r.status),
      ).toEqual([200, 200]);
      // Each login and each resend queued one job with its challenge; no code was mailed yet.
      expect(sent).toEqual(
        [ids[0], ids[1], ids[0], ids[1]].map((challengeId) => ({
          name: JOB.accountMail,
          data: { kind: 'sign-in-code', challengeId },
        })),
      );
      expect(await codeMails(t, owner.email)).toBe(mailsBefore);
      // The jobs: only the right password's challenge gets a code, and it signs in.
      for (const job of sent) await sendAccountMail(t.deps, job.data);
      expect(await codeMails(t, owner.email)).toBe(mailsBefore + 2);
      const code = await twoFactorCode(t.db, owner.email);
      expect((await t.post(SUBMIT, { userId: ids[0], twoFactorCode: code })).status).toBe(200);
    } finally {
      stopRecording();
    }
  });

  test('past the ceiling, wrong codes sent to decoys do not use up the owner’s code tries', async () => {
    const t = harness(database.db);
    const owner = await registerVerified(t);
    await flood(t, owner.email);
    for (let i = 0; i < 3; i++) {
      const ip = randomIp();
      const decoy = (await t.post(LOGIN, creds(owner.email, `Wrong-guess-${i}`), { ip })).body.responseBody
        .id;
      for (let k = 0; k < 5; k++) {
        // Refused as wrong, then as too many (a guesser sees what a real challenge would show).
        const res = await t.post(SUBMIT, { userId: decoy, twoFactorCode: `00000${k}` }, { ip });
        expect([401, 429]).toContain(res.status);
      }
    }
    const right = await t.post(LOGIN, creds(owner.email), { ip: randomIp() });
    const code = await twoFactorCode(t.db, owner.email);
    const done = await t.post(
      SUBMIT,
      { userId: right.body.responseBody.id, twoFactorCode: code },
      { ip: randomIp() },
    );
    expect(done.status, done.text).toBe(200);
  });

  test('past the ceiling, an unknown address answers like a known one’s wrong password, step by step', async () => {
    const t = harness(database.db);
    const owner = await registerVerified(t);
    const nobody = uniqueEmail('nobody');
    const steps = async (email: string) => {
      await flood(t, email);
      const ip = randomIp();
      const login = await t.post(LOGIN, creds(email, 'Wrong-guess-55'), { ip });
      const id = login.body.responseBody.id;
      const answers = [login.body.message, login.body.responseBody.twoFactorRequired];
      for (let i = 0; i < 4; i++) answers.push((await t.get(`${RESEND}/${id}`, { ip })).status);
      for (let k = 0; k < 7; k++) {
        const res = await t.post(SUBMIT, { userId: id, twoFactorCode: `12345${k}` }, { ip });
        answers.push(res.status, res.body.message);
      }
      return answers;
    };
    expect(await steps(nobody)).toEqual(await steps(owner.email));
  });
});
