/**
 * Every answer under /api/paystack is Paystack's `{status:false, message}` on failure, never a 5xx
 * or a stack trace: for each method on each route, unknown routes, every content type and body
 * shape, compressed and oversized bodies, and nesting deep enough to break a recursive walk. Also
 * `from`/`to` in each date format Paystack's clients send, and Idempotency-Key scoped per merchant.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { initializedPayments } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { type Answer, type Harness, harness } from './support/harness.ts';
import { api, merchantWithKeys } from './support/public-api.ts';

const database = useDatabase();
const ROUTES = [
  '/transaction/initialize',
  '/transaction/verify/ref-1',
  '/transaction',
  '/page',
  '/customer/a@b.co',
];

async function initializedCount(t: Harness, merchantId: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(initializedPayments)
    .where(eq(initializedPayments.merchantId, merchantId));
  return Number(row?.n ?? 0);
}

function paystackFailure(res: Answer, what: string) {
  expect(res.status, `${what}: ${res.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, what).toBeLessThan(500);
  expect(res.body?.status, `${what}: ${res.text.slice(0, 200)}`).toBe(false);
  expect(typeof res.body.message, what).toBe('string');
  expect(res.text, what).not.toMatch(/errorCode|responseBody|at .*\.ts:\d+/);
}

describe('public API: the envelope holds for every failure', () => {
  test('methods a route does not take, unknown routes, with and without a key: 404 in the envelope', async () => {
    const t = harness(database.db);
    const m = await merchantWithKeys(t);
    for (const key of [m.secret, undefined]) {
      for (const path of [...ROUTES, '/charge', '/transaction/verify', '/transfer/1', '/']) {
        for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', ...(path === '/page' ? ['GET'] : [])]) {
          const body = method === 'GET' ? undefined : { email: 'a@b.co', amount: 20000 };
          const res = await api(t, key, method, path, body);
          paystackFailure(res, `${method} ${path}`);
        }
      }
    }
  });

  test('bodies of every shape and type: 400/413/415 in the envelope, nothing made', async () => {
    const t = harness(database.db);
    const m = await merchantWithKeys(t);
    const raws: [string, string, Record<string, string>?][] = [
      ['null', 'null'],
      ['an array', '[{"email":"a@b.co","amount":20000}]'],
      ['a string', '"email=a@b.co"'],
      ['a number', '20000'],
      ['true', 'true'],
      ['empty', ''],
      ['not JSON', '{email: a@b.co}'],
      ['trailing garbage', '{"email":"a@b.co","amount":20000}x'],
      ['a form', 'email=a@b.co&amount=20000', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['text/plain', '{"email":"a@b.co","amount":20000}', { 'content-type': 'text/plain' }],
      ['gzip', '\u001f\u008b\u0008\u0000garbage', { 'content-encoding': 'gzip' }],
      ['2 MB', JSON.stringify({ email: 'a@b.co', amount: 20000, x: 'a'.repeat(2 * 1024 * 1024) })],
    ];
    for (const path of ['/transaction/initialize', '/page']) {
      for (const [what, raw, headers] of raws) {
        const res = await api(t, m.secret, 'POST', path, undefined, { raw, ...(headers ? { headers } : {}) });
        paystackFailure(res, `${path} ${what}`);
      }
    }
    expect(await initializedCount(t, m.merchantId)).toBe(0);
    // Nesting tens of thousands deep (within the 64 KB limit) in metadata is refused with its
    // field error; in a field the API ignores it is ignored, as any unknown field is: never a 5xx.
    const deep = (open: string, close: string, n: number) => `${open.repeat(n)}1${close.repeat(n)}`;
    for (const nested of [deep('[', ']', 30_000), deep('{"a":', '}', 5_000)]) {
      const raw = `{"email":"a@b.co","amount":20000,"metadata":${nested}}`;
      const res = await api(t, m.secret, 'POST', '/transaction/initialize', undefined, { raw });
      paystackFailure(res, 'deep metadata');
      expect(res.body.errors.metadata).toBeDefined();
      const ignored = `{"email":"a@b.co","amount":20000,"x":${nested}}`;
      const made = await api(t, m.secret, 'POST', '/transaction/initialize', undefined, { raw: ignored });
      expect(made.status, made.text.slice(0, 200)).toBe(200);
    }
    expect(await initializedCount(t, m.merchantId)).toBe(2);
  });

  test('from/to: every date and date-time form Paystack’s clients send; anything else is 400 with the formats', async () => {
    const t = harness(database.db);
    const m = await merchantWithKeys(t);
    for (const value of [
      '2026-01-05',
      '2026-01-05T09:00:00.000Z',
      '2026-01-05T09:00:00Z',
      '2026-01-05T09:00:00',
      '2026-01-05T09:00',
      '2026-01-05 09:00:00',
      '2026-01-05T09:00:00+01:00',
      '2026-01-05T09:00:00-0530',
      '2026-01-05t09:00:00z',
    ]) {
      for (const name of ['from', 'to']) {
        const res = await api(t, m.secret, 'GET', `/transaction?${name}=${encodeURIComponent(value)}`);
        expect(res.status, `${name}=${value}: ${res.text}`).toBe(200);
      }
    }
    for (const value of [
      'garbage',
      '2026-02-31',
      '2026-13-01',
      '2026-01-05T25:00:00Z',
      '05/01/2026',
      '1767600000',
      '2026-01-05T09:00:00+99:00',
      '',
    ]) {
      const res = await api(t, m.secret, 'GET', `/transaction?from=${encodeURIComponent(value)}`);
      expect(res.status, `from=${value}: ${res.text}`).toBe(400);
      expect(res.body.errors.from[0], value).toMatch(/2026-12-01/);
    }
  });

  test('a date-time without an offset is UTC; a date is that whole UTC day', async () => {
    const t = harness(database.db);
    const m = await merchantWithKeys(t);
    // No transactions yet: the answer still shows the filter parsed, not refused.
    const utc = await api(t, m.secret, 'GET', '/transaction?from=2026-01-05T09:00:00&to=2026-01-05');
    expect(utc.status, utc.text).toBe(200);
    expect(utc.body.meta.total).toBe(0);
  });

  test('one Idempotency-Key at two merchants makes two payments, each its merchant’s own', async () => {
    const t = harness(database.db);
    const a = await merchantWithKeys(t);
    const b = await merchantWithKeys(t);
    const headers = { 'idempotency-key': 'order-7-attempt-1' };
    const body = { email: 'ada@example.com', amount: 20000, reference: 'order-7' };
    const first = await api(t, a.secret, 'POST', '/transaction/initialize', body, { headers });
    const second = await api(t, b.secret, 'POST', '/transaction/initialize', body, { headers });
    expect(first.status, first.text).toBe(200);
    expect(second.status, second.text).toBe(200);
    expect(second.body.data.access_code).not.toBe(first.body.data.access_code);
    expect((await api(t, a.secret, 'GET', '/transaction/verify/order-7')).status).toBe(200);
    expect((await api(t, b.secret, 'GET', '/transaction/verify/order-7')).status).toBe(200);
  });

  test('one reference initialized at once with the merchant’s test and live keys: one payment, one duplicate', async () => {
    const t = harness(database.db);
    const m = await merchantWithKeys(t);
    const body = { email: 'ada@example.com', amount: 20000, reference: 'order-8' };
    const answers = await Promise.all(
      [m.secret, m.live].map((key) => api(t, key, 'POST', '/transaction/initialize', body)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.body).toEqual({
      status: false,
      message: 'Duplicate Transaction Reference',
    });
    expect(await initializedCount(t, m.merchantId)).toBe(1);
  });
});
