/** Configuration from the environment (config.ts): defaults, and a ConfigError naming each bad variable. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

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
    expect(
      loadConfig({
        MODE: 'live',
        SECRETS_KEY: 'abababababababababababababababababababababababababababababababab',
      }).seedDemo,
    ).toBe(false);
  });

  test('live mode needs its own SECRETS_KEY (64 hex characters); the sandbox has a public one', () => {
    expect(error({ MODE: 'live' }).message).toContain('SECRETS_KEY: required in live mode');
    expect(error({ SECRETS_KEY: 'short' }).message).toContain('SECRETS_KEY: must be 64 hex characters');
    expect(
      loadConfig({
        MODE: 'live',
        SECRETS_KEY: 'abababababababababababababababababababababababababababababababab',
      }).secretsKey,
    ).toEqual(Buffer.from('abababababababababababababababababababababababababababababababab', 'hex'));
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
      trustProxy: true,
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
