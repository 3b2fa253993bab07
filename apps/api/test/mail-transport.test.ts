/**
 * The mail server is checked at start-up (smtpMailer().verify(), nodemailer's verify): a server
 * that is down, refuses us or refuses our credentials stops the process with a message naming
 * SMTP_URL's server, and never its password. Fake servers listen on 127.0.0.1 (node:net for the
 * rude ones, `smtp-server` for a real conversation).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, test } from 'vitest';
import { MailTransportError, smtpMailer } from '#mail/mailer.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A TCP server on 127.0.0.1 that answers each connection with `onConnection`. */
async function tcpServer(onConnection: (socket: net.Socket) => void): Promise<number> {
  const server = net.createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return (server.address() as AddressInfo).port;
}

/** A port nothing listens on: opened, then closed again. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function smtpServer(users: Record<string, string>): Promise<number> {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username && users[auth.username] === auth.password) done(null, { user: auth.username });
      else done(new Error('Invalid username or password'));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return (server.server.address() as AddressInfo).port;
}

async function refusal(url: string): Promise<MailTransportError> {
  const err = await smtpMailer(url, 'Payrail <no-reply@payrail.test>')
    .verify()
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  if (!(err instanceof MailTransportError))
    throw new Error(`verify of ${url} did not fail as expected: ${err}`);
  return err;
}

describe('verifying the mail server', () => {
  test('a server that answers and takes our credentials passes', async () => {
    const port = await smtpServer({ payrail: 's3cret-pass' });
    await expect(
      smtpMailer(`smtp://payrail:s3cret-pass@127.0.0.1:${port}`, 'x <x@y.test>').verify(),
    ).resolves.toBe(undefined);
  });

  test('wrong credentials, nobody listening, or a server that refuses: a message naming the server, not the password', async () => {
    const port = await smtpServer({ payrail: 's3cret-pass' });
    const badAuth = await refusal(`smtp://payrail:wrong-pass@127.0.0.1:${port}`);
    expect(badAuth.message).toMatch(
      new RegExp(
        `^Invalid configuration:\\n {2}SMTP_URL: the mail server at 127\\.0\\.0\\.1:${port} could not be used: .+`,
      ),
    );
    expect(badAuth.message).not.toContain('wrong-pass');

    const down = await closedPort();
    expect((await refusal(`smtp://127.0.0.1:${down}`)).message).toMatch(
      /127\.0\.0\.1:\d+ could not be used: .*ECONNREFUSED/,
    );

    const rude = await tcpServer((socket) => socket.end('554 5.7.1 No SMTP service here\r\n'));
    expect((await refusal(`smtp://127.0.0.1:${rude}`)).message).toMatch(/could not be used: .*554/);

    const hangsUp = await tcpServer((socket) => socket.destroy());
    expect((await refusal(`smtp://127.0.0.1:${hangsUp}`)).message).toMatch(/could not be used/);
  });
});

describe('start-up', () => {
  test('live mode with a mail server that does not answer stops before opening the database, with exit code 1', async () => {
    const port = await closedPort();
    const dataDir = path.join(os.tmpdir(), `payrail-mail-check-${process.pid}-${port}`);
    const main = path.resolve(import.meta.dirname, '../src/main.ts');
    const child = spawn(process.execPath, [main], {
      env: {
        ...process.env,
        MODE: 'live',
        SECRETS_KEY: 'ab'.repeat(32),
        SMTP_URL: `smtp://payrail:hunter2-secret@127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: '0',
        LOG_LEVEL: 'silent',
      },
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (c) => {
      stderr += c;
    });
    child.stdout.on('data', (c) => {
      stdout += c;
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(
      new RegExp(
        `^Invalid configuration:\\n {2}SMTP_URL: the mail server at 127\\.0\\.0\\.1:${port} could not be used: `,
      ),
    );
    expect(stderr + stdout).not.toContain('hunter2-secret');
    expect(stdout).not.toContain('Payrail is running');
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
