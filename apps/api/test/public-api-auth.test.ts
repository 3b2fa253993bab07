/**
 * The public API's door (issue 16): the secret key as the bearer, a rolled key until its grace ends
 * and not after (clock controlled), the IP allow-list, the per-key rate limit, and Paystack's error
 * envelope on every refusal.
 */
import { describe, expect, test } from 'vitest';
import { ManualClock } from '#lib/clock.ts';
import { CONFIG, issueKeys, ROLL } from './support/api-keys.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { setPin } from './support/payouts.ts';
import { api, merchantWithKeys } from './support/public-api.ts';

const database = useDatabase();
const HOUR = 3_600_000;

describe('public API: keys, allow-list and limits', () => {
  test('no key, a malformed key, a public key or an unknown secret key: 401 Invalid key', async () => {
    const t = harness(database.db);
    const m = await merchantWithKeys(t);
    const unknown = `sk_test_${'A'.repeat(43)}`;
    for (const key of [undefined, 'nonsense', unknown, m.secret.replace('sk_', 'pk_'), `${m.secret}x`]) {
      const res = await api(t, key, 'GET', '/transaction');
      expect(res.status, `${key}: ${res.text}`).toBe(401);
      expect(res.body).toEqual({ status: false, message: 'Invalid key' });
    }
    // The dashboard's session token is not a secret key either.
    const session = await api(t, m.owner.token, 'GET', '/transaction');
    expect(session.status).toBe(401);
    const ok = await api(t, m.secret, 'GET', '/transaction');
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toMatchObject({ status: true, data: [], meta: { total: 0, page: 1, perPage: 50 } });
    const live = await api(t, m.live, 'GET', '/transaction');
    expect(live.status).toBe(200);
  });

  test('a rolled key works until its grace ends, not a moment after; the new one works', async () => {
    const clock = new ManualClock();
    const t = harness(database.db, { clock });
    const m = await merchantWithKeys(t);
    await setPin(t, m.owner.token, '2580');
    const rolled = await t.post(ROLL, { grace: '1h', pin: '2580' }, { token: m.owner.token });
    expect(rolled.status, rolled.text).toBe(200);
    const fresh = await issueKeys(t, m.owner.token, m.owner.email);
    clock.advance(HOUR - 1);
    expect((await api(t, m.secret, 'GET', '/transaction')).status).toBe(200);
    clock.advance(1);
    const late = await api(t, m.secret, 'GET', '/transaction');
    expect(late.status).toBe(401);
    expect(late.body).toEqual({ status: false, message: 'Invalid key' });
    expect((await api(t, fresh.test.secretKey, 'GET', '/transaction')).status).toBe(200);
  });

  test('an address outside the IP allow-list is refused with 403; one inside it passes', async () => {
    const t = harness(database.db);
    const m = await merchantWithKeys(t);
    const set = await t.call('PATCH', CONFIG, {
      token: m.owner.token,
      body: { ipAllowList: ['203.0.113.0/24', '2001:db8::1'] },
    });
    expect(set.status, set.text).toBe(200);
    const outside = await api(t, m.secret, 'GET', '/transaction', undefined, { ip: '198.51.100.7' });
    expect(outside.status).toBe(403);
    expect(outside.body.status).toBe(false);
    expect(outside.body.message).toMatch(/IP address is not allowed/);
    expect((await api(t, m.secret, 'GET', '/transaction', undefined, { ip: '203.0.113.9' })).status).toBe(
      200,
    );
    expect((await api(t, m.secret, 'GET', '/transaction', undefined, { ip: '2001:db8::1' })).status).toBe(
      200,
    );
  });

  test('over 100 requests a minute on one key: 429 with Retry-After; another key and the next minute pass', async () => {
    const clock = new ManualClock();
    const t = harness(database.db, { clock });
    const m = await merchantWithKeys(t);
    for (let i = 0; i < 100; i++) {
      const res = await api(t, m.secret, 'GET', '/transaction?perPage=1');
      expect(res.status, res.text).toBe(200);
    }
    const over = await api(t, m.secret, 'GET', '/transaction?perPage=1');
    expect(over.status).toBe(429);
    expect(over.body.status).toBe(false);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api(t, m.live, 'GET', '/transaction')).status).toBe(200);
    clock.advance(60_000);
    expect((await api(t, m.secret, 'GET', '/transaction')).status).toBe(200);
  });

  test('an unknown path under the base answers in the same envelope', async () => {
    const t = harness(database.db);
    const m = await merchantWithKeys(t);
    const res = await api(t, m.secret, 'GET', '/plan');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: false, message: 'Not Found' });
  });

  test('the OpenAPI document lists the six operations under their tag, behind the secret-key scheme', async () => {
    const t = harness(database.db);
    const doc = (await t.get('/api/docs/openapi.json')).body;
    const ops: [string, string][] = [
      ['post', '/api/paystack/transaction/initialize'],
      ['get', '/api/paystack/transaction/verify/{reference}'],
      ['get', '/api/paystack/transaction'],
      ['get', '/api/paystack/transaction/{id}'],
      ['post', '/api/paystack/page'],
      ['get', '/api/paystack/customer/{email_or_code}'],
    ];
    for (const [method, path] of ops) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.tags).toEqual(['Public API (Paystack-compatible)']);
      expect(op.security).toEqual([{ secretKey: [] }]);
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '429']));
    }
    expect(doc.components.securitySchemes.secretKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const page = await t.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Public API (Paystack-compatible)');
  });
});
