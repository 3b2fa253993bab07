/**
 * API keys (issue 16): the IP allow-list (addresses and CIDRs, checked by authenticateSecretKey),
 * bad input of every class answered 4xx with field errors, who may read, ask, roll and change, and
 * one merchant's link and keys never reaching another's.
 */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { apiKeys, auditEvents } from '#db/schema/index.ts';
import { authenticateSecretKey } from '#modules/api-configuration/index.ts';
import { CONFIG, issueKeys, REVEAL, ROLL, revealToken, SEND } from './support/api-keys.ts';
import { useDatabase } from './support/database.ts';
import { withOwn } from './support/fuzz-values.ts';
import { harness } from './support/harness.ts';
import { mailTo } from './support/mailbox.ts';
import { setPin } from './support/payouts.ts';
import { createRole, member } from './support/team.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();

describe('API keys: allow-list, input and access', () => {
  test('the allow-list takes addresses and CIDRs; a key is refused from elsewhere; [] allows all', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const keys = await issueKeys(t, owner.token, owner.email);
    const allow = ['203.0.113.0/24', '2001:db8::/32', '198.51.100.7'];
    const saved = await t.call('PATCH', CONFIG, { token: owner.token, body: { ipAllowList: allow } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.message).toBe('API settings updated successfully');
    expect(saved.body.responseBody.ipAllowList).toEqual(allow);
    const auth = (ip: string) => authenticateSecretKey(t.db, keys.test.secretKey, ip, t.clock);
    for (const ip of ['203.0.113.9', '::ffff:203.0.113.200', '2001:db8:1::5', '198.51.100.7'])
      expect((await auth(ip)).ok, ip).toBe(true);
    for (const ip of ['203.0.114.1', '198.51.100.8', '2001:db9::1', 'unknown', ''])
      expect(await auth(ip), ip).toEqual({ ok: false, reason: 'ip_not_allowed' });
    await t.call('PATCH', CONFIG, { token: owner.token, body: { ipAllowList: [] } });
    expect((await auth('192.0.2.1')).ok).toBe(true);
    // Each change is audited and mailed to the owner.
    const audits = await t.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.merchantId, owner.row.merchantId),
          eq(auditEvents.action, 'api-keys.allow-list-updated'),
        ),
      )
      .orderBy(asc(auditEvents.createdAt));
    expect(audits.map((a) => a.details)).toEqual([{ entries: allow }, { entries: [] }]);
    const notices = (await mailTo(t.db, owner.email)).filter((m) => /allow-list changed/.test(m.subject));
    expect(notices.map((m) => /any address/.test(m.text))).toEqual([true, false]);
  });

  test('two opens of one link at once: one shows keys, the other is told it was used', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    await t.get(SEND, { token: owner.token });
    const token = await revealToken(t, owner.email);
    const answers = await Promise.all([t.post(REVEAL, { token }), t.post(REVEAL, { token })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const rows = await t.db.select().from(apiKeys).where(eq(apiKeys.merchantId, owner.row.merchantId));
    expect(rows).toHaveLength(2);
  });

  test.each([
    ['not an address', ['example.com'], 'ipAllowList.0'],
    ['a bad prefix', ['203.0.113.0/33'], 'ipAllowList.0'],
    ['a NUL byte', ['203.0.113.1\u0000'], 'ipAllowList.0'],
    ['a lone surrogate', ['\ud83d'], 'ipAllowList.0'],
    ['a huge entry', ['1'.repeat(5000)], 'ipAllowList.0'],
    ['a huge body', ['1'.repeat(100_000)], null],
    ['a duplicate', ['203.0.113.1', '203.0.113.1'], 'ipAllowList.1'],
    ['too many', Array.from({ length: 51 }, (_, i) => `10.0.0.${i}`), 'ipAllowList'],
    ['not a list', '203.0.113.1', 'ipAllowList'],
  ])('PATCH ipAllowList with %s is 422 on the field (413 past the body limit)', async (_, value, field) => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const res = await t.call('PATCH', CONFIG, { token: owner.token, body: { ipAllowList: value } });
    if (field === null) return expect(res.status, res.text).toBe(413);
    expect(res.status, res.text).toBe(422);
    expect(res.body.errors[field], JSON.stringify(res.body.errors)).toBeTruthy();
  });

  test('bad roll and reveal bodies are 4xx with field errors, never 5xx', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    await setPin(t, owner.token);
    const bad: [string, unknown, number, string?][] = [
      [ROLL, { grace: '2h', pin: '2580' }, 422, 'grace'],
      [ROLL, { grace: 'now', pin: '25\u000080' }, 422, 'pin'],
      [ROLL, { grace: 'now', pin: '\ud83d' }, 422, 'pin'],
      [ROLL, { grace: 'now', pin: '1'.repeat(100_000) }, 413],
      [ROLL, withOwn({ grace: 'now', pin: '2580' }, '__proto__', { admin: true }), 422],
      [REVEAL, { token: 'a\u0000b' }, 422, 'token'],
      [REVEAL, { token: '\udc00' }, 422, 'token'],
      [REVEAL, { token: 'x'.repeat(5000) }, 422, 'token'],
      [REVEAL, withOwn({ token: 'abc' }, '__proto__', {}), 422],
      [REVEAL, { token: ['abc'] }, 422, 'token'],
    ];
    for (const [path, body, status, field] of bad) {
      const res = await t.call('POST', path, { token: owner.token, raw: JSON.stringify(body) });
      expect(res.status, `${path} ${res.text}`).toBe(status);
      if (field) expect(res.body.errors[field], res.text).toBeTruthy();
    }
  });

  test('every role: readers see and ask; only updaters roll and change the allow-list; others are refused', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const reader = await createRole(t, owner.token, ['settings-api-and-webhook:read']);
    const updater = await createRole(t, owner.token, [
      'settings-api-and-webhook:read',
      'settings-api-and-webhook:update',
    ]);
    const all = await createRole(t, owner.token, ['settings-all:read', 'settings-all:update']);
    const none = await createRole(t, owner.token, ['transactions:read']);
    const members = {
      reader: await member(t, owner.token, { roleName: reader.name }),
      updater: await member(t, owner.token, { roleName: updater.name }),
      all: await member(t, owner.token, { roleName: all.name }),
      none: await member(t, owner.token, { roleName: none.name }),
    };
    for (const m of Object.values(members)) await setPin(t, m.token);
    const expected = {
      reader: { get: 200, send: 200, patch: 403, roll: 403 },
      updater: { get: 200, send: 200, patch: 200, roll: 200 },
      all: { get: 200, send: 200, patch: 200, roll: 200 },
      none: { get: 403, send: 403, patch: 403, roll: 403 },
    };
    for (const [name, m] of Object.entries(members)) {
      const got = {
        get: (await t.get(CONFIG, { token: m.token })).status,
        send: (await t.get(SEND, { token: m.token })).status,
        patch: (await t.call('PATCH', CONFIG, { token: m.token, body: { ipAllowList: [] } })).status,
        roll: (await t.post(ROLL, { grace: '24h', pin: '2580' }, { token: m.token })).status,
      };
      expect(got, name).toEqual(expected[name as keyof typeof expected]);
    }
    // The link always goes to the owner, whoever asked.
    const mailsToMember = await t.get(SEND, { token: members.reader.token });
    expect(mailsToMember.status).toBe(200);
    const res = await t.get(CONFIG);
    expect(res.status).toBe(401);
    expect((await t.post(ROLL, { grace: 'now', pin: '2580' })).status).toBe(401);
  });

  test("another merchant sees only its own keys, and one merchant's key names that merchant", async () => {
    const t = harness(database.db);
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const keysA = await issueKeys(t, a.token, a.email);
    const readB = await t.get(CONFIG, { token: b.token });
    expect(readB.body.responseBody.keys).toEqual({ test: [], live: [] });
    await t.call('PATCH', CONFIG, { token: b.token, body: { ipAllowList: ['192.0.2.1'] } });
    const auth = await authenticateSecretKey(t.db, keysA.live.secretKey, '203.0.113.1', t.clock);
    expect(auth).toMatchObject({ ok: true, merchantId: a.row.merchantId, mode: 'live' });
  });
});
