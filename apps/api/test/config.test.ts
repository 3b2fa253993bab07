/** Configuration from the environment (config.ts): defaults, and a ConfigError naming each bad variable. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { TrustedProxies } from '#lib/client-ip.ts';
import { ConfigError, loadConfig } from '#src/config.ts';

const LIVE = {
  MODE: 'live',
  SECRETS_KEY: 'abababababababababababababababababababababababababababababababab',
  SMTP_URL: 'smtp://127.0.0.1:2525',
};

function error(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e;
    throw e;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  test('defaults: sandbox on port 3000 with the embedded database in ./data', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      appUrl: 'http://localhost:3000',
      mode: 'sandbox',
      smtpUrl: undefined,
      trustProxy: false,
      seedDemo: true,
      bodyLimitBytes: 1_048_576,
    });
    expect(loadConfig(LIVE).seedDemo).toBe(false);
  });

  test('live mode needs SMTP_URL: without a mail server it would have no way to send reset links', () => {
    const { SMTP_URL: _, ...noSmtp } = LIVE;
    expect(error(noSmtp).message).toMatch(/^ {2}SMTP_URL: required in live mode/m);
    // Both missing: both named at once.
    expect(error({ MODE: 'live' }).message).toMatch(/^ {2}SECRETS_KEY: required.*\n {2}SMTP_URL: required/m);
    expect(loadConfig(LIVE).smtpUrl).toBe('smtp://127.0.0.1:2525');
    expect(loadConfig({}).smtpUrl).toBeUndefined();
  });

  test("TRUST_PROXY: off, a number of proxy hops (true means 1), or the proxies' addresses and CIDRs", () => {
    for (const off of ['false', 'no', '0']) expect(loadConfig({ TRUST_PROXY: off }).trustProxy).toBe(false);
    for (const one of ['true', 'yes', '1', 'TRUE'])
      expect(loadConfig({ TRUST_PROXY: one }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    const list = loadConfig({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32,192.0.2.1' }).trustProxy;
    expect(list).toBeInstanceOf(TrustedProxies);
    expect((list as TrustedProxies).entries).toEqual(['10.0.0.0/8', '2001:db8::/32', '192.0.2.1']);
    expect((list as TrustedProxies).has('10.20.30.40')).toBe(true);
    expect((list as TrustedProxies).has('11.0.0.1')).toBe(false);
    for (const bad of ['maybe', '10.0.0.0/40', '10.0.0.1,', 'lb.internal', '33', '-1', '1.5']) {
      expect(error({ TRUST_PROXY: bad }).message, bad).toMatch(
        /^ {2}TRUST_PROXY: must be true, false, a number/m,
      );
    }
  });

  test('live mode needs its own SECRETS_KEY (64 hex characters); the sandbox has a public one', () => {
    const { SECRETS_KEY: _, ...noKey } = LIVE;
    expect(error(noKey).message).toContain('SECRETS_KEY: required in live mode');
    expect(error({ SECRETS_KEY: 'short' }).message).toContain('SECRETS_KEY: must be 64 hex characters');
    expect(loadConfig(LIVE).secretsKey).toEqual(
      Buffer.from('abababababababababababababababababababababababababababababababab', 'hex'),
    );
    expect(loadConfig({}).secretsKey).toHaveLength(32);
  });

  test('reads every variable; empty values count as unset', () => {
    const c = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/payrail',
      DATABASE_URL: 'postgresql://app@db:5432/payrail',
      APP_URL: 'https://pay.example.test/',
      SMTP_URL: 'smtps://user:pass@mail.example.test:465',
      TRUST_PROXY: 'yes',
      SEED_DEMO: '0',
      BODY_LIMIT_BYTES: '2048',
      LOG_LEVEL: '',
    });
    expect(c).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/payrail',
      databaseUrl: 'postgresql://app@db:5432/payrail',
      appUrl: 'https://pay.example.test',
      smtpUrl: 'smtps://user:pass@mail.example.test:465',
      trustProxy: 1,
      seedDemo: false,
      bodyLimitBytes: 2048,
      logLevel: 'info',
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).databaseUrl).toBe('postgres://localhost/x');
  });

  test.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://root@localhost/payrail'],
    ['DATABASE_URL', 'localhost:5432'],
    ['SMTP_URL', 'http://mail.example.test'],
    ['APP_URL', 'not a url'],
    ['MODE', 'production'],
    ['TRUST_PROXY', 'maybe'],
    ['BODY_LIMIT_BYTES', '10'],
    ['LOG_LEVEL', 'loud'],
  ])('%s=%s is refused with a ConfigError naming the variable', (name, value) => {
    const e = error({ [name]: value });
    expect(e.message).toMatch(/^Invalid configuration:/);
    expect(e.message).toMatch(new RegExp(`^  ${name}: `, 'm'));
  });

  test('every bad variable is named at once', () => {
    const e = error({ PORT: 'x', DATABASE_URL: 'mysql://x' });
    expect(e.message).toMatch(/^ {2}PORT: /m);
    expect(e.message).toMatch(/^ {2}DATABASE_URL: must be a postgres:\/\/ URL$/m);
  });

  test('the server stops at start-up with the message and exit code 1', async () => {
    const main = path.resolve(import.meta.dirname, '../src/main.ts');
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: 'mysql://x', MODE: 'sandbox' },
    });
    let stderr = '';
    child.stderr.on('data', (c) => {
      stderr += c;
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Invalid configuration:\n {2}PORT: .+\n {2}DATABASE_URL: .+/);
  });
});
