/**
 * Email through a real SMTP server process (the `smtp-server` package on a random local port):
 * the app built with smtpMailer sends the verification email, the test reads it back from what
 * the server received and verifies the address with the link it carries.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, test } from 'vitest';
import { smtpMailer } from '#mail/mailer.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { mailTo } from './support/mailbox.ts';
import { registration, userRow } from './support/users.ts';

const database = useDatabase();
type Received = { from: string; to: string[]; raw: string };
const servers: SMTPServer[] = [];

async function startServer(options: SMTPServerOptions): Promise<{ port: number; inbox: Received[] }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    ...options,
    authOptional: true,
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.server.address() as AddressInfo).port, inbox };
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

/** The text/plain part of a message, quoted-printable decoded. */
function plainText(raw: string): string {
  const part = raw.split(/Content-Type: text\/plain[^\r\n]*\r\n/i)[1] ?? '';
  const [headers, ...rest] = part.split('\r\n\r\n');
  let body = rest.join('\r\n\r\n').split(/\r\n--/)[0] ?? '';
  if (/quoted-printable/i.test(headers ?? '')) {
    body = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  }
  return body;
}

describe('SMTP delivery', () => {
  for (const [name, options, query] of [
    ['a plain local server', { disabledCommands: ['STARTTLS', 'AUTH'] }, ''],
    [
      'a server offering STARTTLS, skipped with ?ignoreTLS=true in SMTP_URL',
      { disabledCommands: ['AUTH'] },
      '/?ignoreTLS=true',
    ],
  ] satisfies [string, SMTPServerOptions, string][]) {
    test(`register sends the verification email through ${name}`, async () => {
      const { port, inbox } = await startServer(options);
      const mailer = smtpMailer(`smtp://127.0.0.1:${port}${query}`, 'Payrail <no-reply@payrail.test>');
      const t = harness(database.db, { mailer });
      const input = registration();
      expect((await t.post('/api/v1/auth/register', input)).status).toBe(201);

      expect(inbox).toHaveLength(1);
      const [mail] = inbox;
      expect(mail!.from).toBe('no-reply@payrail.test');
      expect(mail!.to).toEqual([input.email]);
      expect(mail!.raw).toMatch(/^Subject: Verify your email address\r$/m);
      expect(mail!.raw).toMatch(new RegExp(`^To: ${input.email.replace(/[.]/g, '\\.')}\\r$`, 'm'));
      expect(mail!.raw).toMatch(/Content-Type: text\/html/i);

      const link = new URL(plainText(mail!.raw).match(/https?:\/\/\S+/)![0]);
      expect(link.origin + link.pathname).toBe('http://payrail.test/auth/verified');
      const token = link.searchParams.get('email_verify_url')!;
      const verified = await t.get(`/api/v2/registration-validation/${encodeURIComponent(token)}`);
      expect(verified.status).toBe(200);
      expect((await userRow(t, input.email)).emailVerifiedAt).not.toBeNull();

      // With SMTP configured nothing goes to the dev mailbox, and its endpoint does not exist.
      expect(await mailTo(t.db, input.email)).toHaveLength(0);
      errorBody(await t.get('/api/dev/mailbox'), 404, 'NOT_FOUND');
    });
  }
});
