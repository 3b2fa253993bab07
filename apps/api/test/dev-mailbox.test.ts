/**
 * The dev mailbox holds reset links and sign-in codes, so it must never be readable by a stranger:
 * it does not exist in live mode (404, whatever mailer is wired), and a sandbox reachable from
 * other machines (HOST not loopback, or a trusted proxy in front) answers it only to a client on
 * the server's own machine or to the operator token (403 otherwise).
 */
import { describe, expect, test } from 'vitest';
import { devMailbox } from '#mail/mailer.ts';
import type { Config } from '#src/config.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness, silentLog } from './support/harness.ts';
import { mailTo, resetLink } from './support/mailbox.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const OPS_TOKEN = 'ops-token-for-the-dev-mailbox-test-0123456789';

/** A harness whose requests come from `socket` (as @hono/node-server's getConnInfo reads it). */
function from(config: Partial<Config>) {
  const t = harness(database.db, { config: { opsToken: OPS_TOKEN, ...config } });
  return {
    t,
    async mailbox(socket: string, headers: Record<string, string> = {}) {
      const res = await t.app.request(
        '/api/dev/mailbox?limit=1',
        { headers },
        {
          incoming: { socket: { remoteAddress: socket, remotePort: 50000, remoteFamily: 'IPv4' } },
        },
      );
      const text = await res.text();
      return { status: res.status, headers: res.headers, text, body: JSON.parse(text) };
    },
  };
}

describe('live mode', () => {
  test('the mailbox does not exist: 404 with SMTP, and 404 even if a dev mailbox were wired', async () => {
    const smtp = harness(database.db, {
      config: { mode: 'live', smtpUrl: 'smtp://127.0.0.1:2525' },
      mailer: { kind: 'smtp', send: async () => {} },
    });
    errorBody(await smtp.get('/api/dev/mailbox'), 404, 'NOT_FOUND');

    const wired = harness(database.db, {
      config: { mode: 'live', trustProxy: false },
      mailer: devMailbox(database.db, silentLog),
    });
    errorBody(await wired.get('/api/dev/mailbox'), 404, 'NOT_FOUND');
    errorBody(
      await wired.get('/api/dev/mailbox', { headers: { authorization: `Bearer ${OPS_TOKEN}` } }),
      404,
    );
  });

  test('a stranger cannot take over an account through the mailbox (forget-password, then read the link)', async () => {
    const live = harness(database.db, {
      config: { mode: 'live' },
      mailer: devMailbox(database.db, silentLog),
    });
    const { email } = await signedInUser(live);
    expect((await live.post('/api/v1/auth/forget-password', { email })).status).toBe(200);
    // The link exists (this test's mailer stored it) but no request can read it.
    expect((await resetLink(live.db, email)).token).toBeTruthy();
    const read = await live.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    errorBody(read, 404, 'NOT_FOUND');
    expect(read.text).not.toContain('reset-password');
  });
});

describe('sandbox reachable from other machines', () => {
  test('HOST=0.0.0.0: a client from another address is refused with 403', async () => {
    const { mailbox } = from({ host: '0.0.0.0', trustProxy: false });
    for (const socket of ['203.0.113.7', '10.1.2.3', '::ffff:192.168.1.20', '2001:db8::1']) {
      const res = await mailbox(socket);
      expect(res.status, socket).toBe(403);
      expect(res.body).toEqual({
        message: 'The dev mailbox answers only on the machine that runs Payrail, or with the operator token.',
        errorCode: 'NOT_AUTHORIZED',
      });
    }
    expect((await mailbox('203.0.113.7', { authorization: 'Bearer not-the-token' })).status).toBe(403);
    expect((await mailbox('203.0.113.7', { authorization: `Basic ${OPS_TOKEN}` })).status).toBe(403);
  });

  test('HOST=0.0.0.0: a loopback client or the operator token is answered', async () => {
    const { mailbox } = from({ host: '0.0.0.0', trustProxy: false });
    for (const socket of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await mailbox(socket)).status, socket).toBe(200);
    }
    const withToken = await mailbox('203.0.113.7', { authorization: `Bearer ${OPS_TOKEN}` });
    expect(withToken.status).toBe(200);
    expect(withToken.body.message).toBe('Dev mailbox');
  });

  test('without OPS_TOKEN configured, no bearer opens it', async () => {
    const { mailbox } = from({ host: '0.0.0.0', trustProxy: false, opsToken: undefined });
    expect((await mailbox('203.0.113.7', { authorization: 'Bearer undefined' })).status).toBe(403);
    expect((await mailbox('203.0.113.7', { authorization: 'Bearer ' })).status).toBe(403);
  });

  test('behind a trusted proxy on a loopback HOST, the client the proxy saw decides, not the proxy', async () => {
    const { mailbox } = from({ host: '127.0.0.1', trustProxy: 1 });
    // The proxy runs on the same machine, so the socket is loopback: that is not the client.
    expect((await mailbox('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).status).toBe(403);
    // A client cannot claim to be local by writing the header itself.
    expect((await mailbox('127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' })).status).toBe(403);
    expect((await mailbox('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(200);
  });

  test('a loopback HOST with no proxy is the laptop case: the mailbox is open', async () => {
    // (Users are made through a harness with its own address: per-IP limits of 'unknown' are shared.)
    const t = harness(database.db);
    const { email } = await signedInUser(t);
    const laptop = harness(database.db, { config: { trustProxy: false } });
    const res = await laptop.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    expect(res.body.responseBody.length).toBe((await mailTo(t.db, email)).length);
  });

  test('an address that is no text PostgreSQL can hold is a 422, never a 5xx', async () => {
    const laptop = harness(database.db, { config: { trustProxy: false } });
    for (const to of ['%00', 'a%00b%40x.test', '%E2%80%AEx', `${'a'.repeat(255)}`]) {
      const res = await laptop.get(`/api/dev/mailbox?to=${to}`);
      expect([res.status, Object.keys(res.body.errors ?? {})], to).toEqual([422, ['query']]);
    }
    expect((await laptop.get('/api/dev/mailbox?to=nobody%40x.test')).body.responseBody).toEqual([]);
  });
});
