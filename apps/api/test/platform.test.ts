/**
 * What every answer shares (DESIGN.md §3): health, the API reference, the dev mailbox, JSON 404s,
 * malformed and oversized bodies, security headers and the request id in headers and logs.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, test } from 'vitest';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { register } from './support/users.ts';

const database = useDatabase();

describe('health and reference', () => {
  test('GET /api/health checks the database', async () => {
    const res = await harness(database.db).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'ok', responseBody: { status: 'ok', mode: 'sandbox' } });
  });

  test('GET /api/docs/openapi.json is an OpenAPI 3.1 document of the sign-in area', async () => {
    const res = await harness(database.db).get('/api/docs/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe('3.1.0');
    const login = doc.paths['/api/v2/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema).toBeDefined();
    expect(Object.keys(login.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '413',
      '415',
      '422',
      '429',
      '500',
    ]);
    const resend = ['/api/v1/auth/resend-verification-link/', '/api/v1/auth/resend-verification-link'];
    expect(resend.some((p) => doc.paths[p]?.post)).toBe(true);
    expect(doc.paths['/api/v2/registration-validation/{url}'].get.parameters[0]).toMatchObject({
      name: 'url',
      in: 'path',
    });
    expect(doc.paths['/api/v1/auth/logout'].post.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/v1/auth/register'].post.security).toBeUndefined();
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
    for (const name of ['RegisterRequest', 'LoginRequest', 'TwoFactorSubmit', 'PasswordReset', 'ErrorBody']) {
      expect(doc.components.schemas[name], name).toBeDefined();
    }
  });

  test('GET /api/docs is a reference page without scripts', async () => {
    const res = await harness(database.db).get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toContain('Payrail API');
    expect(res.text).toContain('/api/v2/auth/login');
    expect(res.text).not.toMatch(/<script/i);
  });
});

describe('dev mailbox', () => {
  // The laptop case: loopback HOST, no proxy (dev-mailbox.test.ts covers a reachable sandbox).
  const laptop = () => harness(database.db, { config: { trustProxy: false } });
  test('lists messages newest first with to, subject, text and html; filters by address', async () => {
    const t = harness(database.db);
    const input = await register(t);
    await t.post('/api/v1/auth/resend-verification-link/', { email: input.email });
    await t.post('/api/v1/auth/forget-password', { email: input.email });
    const res = await laptop().get(`/api/dev/mailbox?to=${encodeURIComponent(input.email.toUpperCase())}`);
    expect(res.status).toBe(200);
    const mails = res.body.responseBody as { to: string; subject: string; text: string; html: string }[];
    expect(mails.map((m) => m.subject)).toEqual([
      'Reset your password',
      'Verify your email address',
      'Verify your email address',
    ]);
    for (const m of mails) {
      expect(m).toMatchObject({ to: input.email, id: expect.any(String), createdAt: expect.any(String) });
      expect(m.text).toContain('http://payrail.test/');
      expect(m.html).toMatch(/^<!doctype html>/);
    }
    const limited = await laptop().get(`/api/dev/mailbox?to=${encodeURIComponent(input.email)}&limit=1`);
    expect(limited.body.responseBody).toHaveLength(1);
    expect((await laptop().get('/api/dev/mailbox')).status).toBe(200);
  });

  test('bad query answers 422; with SMTP configured the mailbox does not exist', async () => {
    const t = laptop();
    for (const q of ['limit=0', 'limit=201', 'limit=abc', `to=${'a'.repeat(300)}`]) {
      errorBody(await t.get(`/api/dev/mailbox?${q}`), 422, 'VALIDATION_ERROR');
    }
    const smtp = harness(database.db, { mailer: { kind: 'smtp', send: async () => {} } });
    errorBody(await smtp.get('/api/dev/mailbox'), 404, 'NOT_FOUND');
  });
});

describe('errors and limits', () => {
  test('unknown routes answer a JSON 404', async () => {
    const t = harness(database.db);
    for (const [method, path] of [
      ['GET', '/api/v1/nothing'],
      ['POST', '/api/v3/auth/login'],
      ['PUT', '/api/v2/auth/login'],
      ['GET', '/api/v2/auth/login'],
      ['GET', '/not-an-api-path'],
    ] as const) {
      const body = errorBody(await t.call(method, path), 404, 'NOT_FOUND');
      expect(body.message).toBe('Not Found');
    }
  });

  test('malformed JSON is 400 MALFORMED_JSON; other content types never reach a 5xx', async () => {
    const t = harness(database.db);
    for (const raw of ['{', '{"a":}', "{'email':'x'}", '[1,2', 'undefined', '\u0000']) {
      errorBody(await t.call('POST', '/api/v2/auth/login', { raw }), 400, 'MALFORMED_JSON');
    }
    const form = await t.call('POST', '/api/v2/auth/login', {
      raw: 'email=a@b.test&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([400, 415, 422]).toContain(form.status);
    errorBody(form, form.status);
  });

  test('a body over the limit is 413, with or without a Content-Length', async () => {
    const t = harness(database.db, { config: { bodyLimitBytes: 2048 } });
    const big = JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(4096), channel: 'web' });
    errorBody(await t.call('POST', '/api/v2/auth/login', { raw: big }), 413, 'PAYLOAD_TOO_LARGE');
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const res = await t.app.request('/api/v2/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': t.ip },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('headers and request ids', () => {
  test('security headers on answers of every kind', async () => {
    const t = harness(database.db);
    for (const res of [
      await t.get('/api/health'),
      await t.get('/api/docs'),
      await t.get('/api/v1/nothing'),
      await t.post('/api/v2/auth/login', {}),
      await t.get('/api/v1/auth/session'),
    ]) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  test('HSTS only over https (behind a trusted proxy or with an https APP_URL)', async () => {
    const proxied = harness(database.db);
    const viaHttps = await proxied.get('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaHttps.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    const untrusted = harness(database.db, { config: { trustProxy: false } });
    const spoofed = await untrusted.get('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
    const https = harness(database.db, { config: { appUrl: 'https://pay.example.test' } });
    expect((await https.get('/api/health')).headers.get('strict-transport-security')).toMatch(/max-age/);
  });

  test('each request gets its own id, in the X-Request-Id header and on every log line', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        done();
      },
    });
    const t = harness(database.db, { log: pino({ level: 'info' }, sink) });
    const a = await t.get('/api/health');
    const b = await t.post('/api/v2/auth/login', {
      email: 'nobody@example.test',
      password: 'x',
      channel: 'web',
    });
    const ids = [a.headers.get('x-request-id'), b.headers.get('x-request-id')];
    expect(ids[0]).not.toBe(ids[1]);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(ids).toContain(line.reqId);
    expect(lines.find((l) => l.path === '/api/v2/auth/login')).toMatchObject({ status: 401, reqId: ids[1] });
    expect(JSON.stringify(lines)).not.toContain('"password":"x"');
  });
});
