/**
 * API keys (issue 16): the credentials are a one-time link mailed to the owner (15 minutes, once),
 * the secret is shown only there and masked everywhere else (answers, emails, log lines), a roll
 * keeps the old key working for the chosen time and not after, and authenticateSecretKey honours
 * the expiry, the allow-list and the clock.
 */
import { Writable } from 'node:stream';
import { API_KEY_MESSAGES as M } from '@payrail/contract/api-keys';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, test } from 'vitest';
import { apiKeyReveals, apiKeys, auditEvents } from '#db/schema/index.ts';
import { ManualClock } from '#lib/clock.ts';
import { devMailbox } from '#mail/mailer.ts';
import { authenticateSecretKey } from '#modules/api-configuration/index.ts';
import { CONFIG, issueKeys, REVEAL, ROLL, revealToken, SEND } from './support/api-keys.ts';
import { useDatabase } from './support/database.ts';
import { harness, silentLog } from './support/harness.ts';
import { mailTo } from './support/mailbox.ts';
import { setPin } from './support/payouts.ts';
import { signedInUser, signIn } from './support/users.ts';

const database = useDatabase();
const HOUR = 3_600_000;

describe('API keys', () => {
  test('send-api-key mails the owner a link that shows new keys once; the secret is masked everywhere else', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write: (chunk, _, done) => {
        lines.push(String(chunk));
        done();
      },
    });
    const t = harness(database.db, { log: pino({ level: 'trace' }, sink) });
    const owner = await signedInUser(t);
    const before = await t.get(CONFIG, { token: owner.token });
    expect(before.body.responseBody).toMatchObject({ keys: { test: [], live: [] }, ipAllowList: [] });

    const sent = await t.get(SEND, { token: owner.token });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.message).toBe('Your credentials have been sent to your email');
    const token = await revealToken(t, owner.email);
    const shown = await t.post(REVEAL, { token });
    expect(shown.status, shown.text).toBe(200);
    const keys = shown.body.responseBody.keys as { mode: string; publicKey: string; secretKey: string }[];
    expect(keys.map((k) => k.mode)).toEqual(['test', 'live']);
    const [sandbox, live] = keys as [(typeof keys)[0], (typeof keys)[0]];
    expect(sandbox.publicKey).toMatch(/^pk_test_[\w-]{43}$/);
    expect(sandbox.secretKey).toMatch(/^sk_test_[\w-]{43}$/);
    expect(live.secretKey).toMatch(/^sk_live_[\w-]{43}$/);

    const again = await t.post(REVEAL, { token });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('API_KEY_REVEAL_USED');

    const read = await t.get(CONFIG, { token: owner.token });
    expect(read.body.responseBody.keys.test).toEqual([
      {
        mode: 'test',
        publicKey: sandbox.publicKey,
        secretKey: `sk_test_••••••••${sandbox.secretKey.slice(-4)}`,
        createdAt: t.clock.now().toISOString(),
        expiresAt: null,
      },
    ]);
    // Nothing but the reveal answer carries a secret: not the settings, not a mail, not a log line.
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.publicKey, sandbox.publicKey));
    expect(JSON.stringify(row)).not.toContain(sandbox.secretKey.slice(8));
    const patched = await t.call('PATCH', CONFIG, { token: owner.token, body: { ipAllowList: [] } });
    const mails = await mailTo(t.db, owner.email);
    for (const text of [read.text, patched.text, ...mails.map((m) => m.text + m.html), lines.join('\n')]) {
      for (const k of keys) expect(text).not.toContain(k.secretKey.slice(8));
    }
    expect(lines.length).toBeGreaterThan(0);
    expect(mails.map((m) => m.subject)).toContain('New Payrail API keys were issued');
    expect(await authenticateSecretKey(t.db, sandbox.secretKey, '203.0.113.9', t.clock)).toEqual({
      ok: true,
      merchantId: owner.row.merchantId,
      mode: 'test',
      keyId: row!.id,
    });
  });

  test('the link expires after 15 minutes; a second request makes new keys and the old ones work 24 hours', async () => {
    const clock = new ManualClock();
    const t = harness(database.db, { clock });
    const owner = await signedInUser(t);
    await t.get(SEND, { token: owner.token });
    const late = await revealToken(t, owner.email);
    clock.advance(15 * 60_000);
    const expired = await t.post(REVEAL, { token: late });
    expect(expired.status).toBe(409);
    expect(expired.body.errorCode).toBe('API_KEY_REVEAL_EXPIRED');
    expect(expired.body.message).toMatch(/expired/);
    const unknown = await t.post(REVEAL, { token: 'not-a-token' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(M.badLink);

    // Sessions end after idle time: sign in again after the clock moved.
    const first = await issueKeys(t, await signIn(t, owner.email), owner.email);
    clock.advance(HOUR);
    const session = await signIn(t, owner.email);
    const second = await issueKeys(t, session, owner.email);
    const read = await t.get(CONFIG, { token: session });
    expect(read.body.responseBody.keys.test.map((k: { secretKey: string }) => k.secretKey.slice(-4))).toEqual(
      [second.test.secretKey.slice(-4), first.test.secretKey.slice(-4)],
    );
    const [newRow] = await t.db.select().from(apiKeys).where(eq(apiKeys.publicKey, second.test.publicKey));
    const [oldRow] = await t.db.select().from(apiKeys).where(eq(apiKeys.publicKey, first.test.publicKey));
    expect(newRow!.rolledFrom).toBe(oldRow!.id);
    clock.advance(24 * HOUR - 1);
    expect((await authenticateSecretKey(t.db, first.test.secretKey, '1.2.3.4', clock)).ok).toBe(true);
    clock.advance(1);
    expect(await authenticateSecretKey(t.db, first.test.secretKey, '1.2.3.4', clock)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect((await authenticateSecretKey(t.db, second.test.secretKey, '1.2.3.4', clock)).ok).toBe(true);
  });

  test.each([
    ['1h', HOUR],
    ['24h', 24 * HOUR],
    ['7d', 7 * 24 * HOUR],
    ['now', 0],
  ] as const)(
    'a roll with grace %s keeps the old key until then, with the PIN; audited and mailed',
    async (grace, ms) => {
      const clock = new ManualClock();
      const t = harness(database.db, { clock });
      const owner = await signedInUser(t);
      await setPin(t, owner.token, '2580');
      const old = await issueKeys(t, owner.token, owner.email);

      const wrong = await t.post(ROLL, { grace, pin: '1397' }, { token: owner.token });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors.pin[0]).toMatch(/Wrong PIN/);
      expect((await authenticateSecretKey(t.db, old.live.secretKey, '1.2.3.4', clock)).ok).toBe(true);

      const rolled = await t.post(ROLL, { grace, pin: '2580' }, { token: owner.token });
      expect(rolled.status, rolled.text).toBe(200);
      expect(rolled.body.message).toBe(M.rolled);
      const ends = new Date(clock.now().getTime() + ms).toISOString();
      if (ms > 0) expect(rolled.body.responseBody.live[0].expiresAt).toBe(ends);
      else expect(rolled.body.responseBody).toEqual({ test: [], live: [] });
      expect((await mailTo(t.db, owner.email))[0]!.text).toMatch(/Your secret API keys were rolled/);
      // The mailed link issues the new keys; the rolled one keeps its end.
      // (Opened at once: the link lasts 15 minutes.)
      const fresh = await t.post(REVEAL, { token: await revealToken(t, owner.email) });
      expect(fresh.status, fresh.text).toBe(200);
      const live = fresh.body.responseBody.keys[1].secretKey as string;
      if (ms > 0) {
        clock.advance(ms - 1);
        expect((await authenticateSecretKey(t.db, old.live.secretKey, '1.2.3.4', clock)).ok).toBe(true);
        clock.advance(1);
      }
      expect(await authenticateSecretKey(t.db, old.live.secretKey, '1.2.3.4', clock)).toEqual({
        ok: false,
        reason: 'expired',
      });
      const audits = await t.db
        .select()
        .from(auditEvents)
        .where(
          and(eq(auditEvents.merchantId, owner.row.merchantId), eq(auditEvents.action, 'api-keys.rolled')),
        );
      expect(audits).toHaveLength(1);
      expect(audits[0]!.details).toMatchObject({ grace, expiresAt: ends });
      expect((await authenticateSecretKey(t.db, live, '1.2.3.4', clock)).ok).toBe(true);
    },
  );

  test('a mail that cannot be sent answers Failed to request credentials and leaves no link', async () => {
    const box = devMailbox(database.db, silentLog);
    let down = false;
    const t = harness(database.db, {
      mailer: {
        kind: 'dev-mailbox',
        send: async (m) => {
          if (down) throw new Error('mail server down');
          await box.send(m);
        },
      },
    });
    const owner = await signedInUser(t);
    down = true;
    const res = await t.get(SEND, { token: owner.token });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('Failed to request credentials');
    expect(
      await t.db.select().from(apiKeyReveals).where(eq(apiKeyReveals.merchantId, owner.row.merchantId)),
    ).toEqual([]);
  });

  test('authenticateSecretKey: unknown, malformed and another shape of key are unknown', async () => {
    const t = harness(database.db);
    for (const key of [
      '',
      'sk_test_',
      `sk_test_${'A'.repeat(43)}`,
      `pk_test_${'A'.repeat(43)}`,
      'x'.repeat(10_000),
    ])
      expect(await authenticateSecretKey(t.db, key, '1.2.3.4', t.clock)).toEqual({
        ok: false,
        reason: 'unknown',
      });
  });
});
