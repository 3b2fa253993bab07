/**
 * The public API's door under attack: every shape of Authorization header, failed keys counted per
 * client address (30 in 15 minutes, then 429 for every request from it, a right key included), and
 * the address itself as lib/client-ip.ts resolves it: X-Forwarded-For believed only under
 * TRUST_PROXY, IPv4-mapped IPv6 read as IPv4 against the IP allow-list.
 */
import { describe, expect, test } from 'vitest';
import { ManualClock } from '#lib/clock.ts';
import { CONFIG } from './support/api-keys.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { api, merchantWithKeys, PS } from './support/public-api.ts';

const database = useDatabase();
const MINUTE = 60_000;

describe('public API: key guessing and the caller’s address', () => {
  test('Authorization: only `Bearer <secret key>` (any case, any spacing) passes; every other shape is 401', async () => {
    const t = harness(database.db);
    const m = await merchantWithKeys(t);
    const other = await merchantWithKeys(t);
    const send = async (headers: Headers) => {
      headers.set('x-forwarded-for', '10.20.30.40');
      const res = await t.app.request(`${PS}/transaction`, { headers });
      return { status: res.status, body: await res.json() };
    };
    const one = (value: string) => new Headers({ authorization: value });
    for (const value of [
      `Bearer ${m.secret}`,
      `bearer ${m.secret}`,
      `BEARER   ${m.secret}  `,
      `Bearer\t${m.secret}`,
    ]) {
      expect((await send(one(value))).status, value).toBe(200);
    }
    const two = new Headers();
    two.append('authorization', `Bearer ${m.secret}`);
    two.append('authorization', `Bearer ${other.secret}`);
    const refused = [
      one(m.secret),
      one(`Basic ${m.secret}`),
      one(`Bearer ${m.secret} ${m.secret}`),
      one(`Bearer ${m.secret.replace('sk_', 'pk_')}`),
      one(`Bearer ${m.secret.slice(0, -1)}é`),
      one(`Bearer ${m.secret}${'A'.repeat(10 * 1024)}`),
      one(`Bearer ${'A'.repeat(10 * 1024)}`),
      one('Bearer'),
      two,
    ];
    for (const headers of refused) {
      const res = await send(headers);
      expect(res.status, headers.get('authorization')?.slice(0, 60)).toBe(401);
      expect(res.body).toEqual({ status: false, message: 'Invalid key' });
    }
  });

  test('30 failed keys from one address: then 429 for every request from it, the right key too, until the window ends', async () => {
    const clock = new ManualClock();
    const t = harness(database.db, { clock });
    const m = await merchantWithKeys(t);
    const guesser = '198.51.100.23';
    for (let i = 0; i < 30; i++) {
      const res = await api(t, `sk_test_${String(i).padStart(43, 'G')}`, 'GET', '/transaction', undefined, {
        ip: guesser,
      });
      expect(res.status, res.text).toBe(401);
    }
    const over = await api(t, `sk_test_${'H'.repeat(43)}`, 'GET', '/transaction', undefined, { ip: guesser });
    expect(over.status).toBe(429);
    expect(over.body.status).toBe(false);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // A guess that is right cannot be told apart.
    const right = await api(t, m.secret, 'GET', '/transaction', undefined, { ip: guesser });
    expect(right.status).toBe(429);
    // Another address is not affected; nor is a good key's own limit spent by the guesser.
    expect((await api(t, m.secret, 'GET', '/transaction', undefined, { ip: '198.51.100.24' })).status).toBe(
      200,
    );
    clock.advance(15 * MINUTE);
    expect((await api(t, m.secret, 'GET', '/transaction', undefined, { ip: guesser })).status).toBe(200);
  });

  test('without TRUST_PROXY, rotating X-Forwarded-For neither escapes the failed-key limit nor passes the allow-list', async () => {
    // In-process requests have no socket: every one comes from the address 'unknown'.
    const clock = new ManualClock('2026-03-01T09:00:00Z');
    const t = harness(database.db, { clock, config: { trustProxy: false } });
    for (let i = 0; i < 31; i++) {
      const res = await api(t, `sk_test_${String(i).padStart(43, 'R')}`, 'GET', '/transaction', undefined, {
        ip: `203.0.113.${i + 1}`,
      });
      expect(res.status, `attempt ${i}`).toBe(i < 30 ? 401 : 429);
    }
    clock.advance(15 * MINUTE);
    const t2 = harness(database.db, { clock, config: { trustProxy: false } });
    const m2 = await merchantWithKeys(t2);
    await t2.call('PATCH', CONFIG, { token: m2.owner.token, body: { ipAllowList: ['203.0.113.0/24'] } });
    const spoofed = await api(t2, m2.secret, 'GET', '/transaction', undefined, { ip: '203.0.113.9' });
    expect(spoofed.status).toBe(403);
  });

  test('behind one trusted proxy, the client is the address it appended; IPv4-mapped IPv6 is read as IPv4', async () => {
    const t = harness(database.db, { clock: new ManualClock('2026-04-01T09:00:00Z') });
    const m = await merchantWithKeys(t);
    await t.call('PATCH', CONFIG, { token: m.owner.token, body: { ipAllowList: ['203.0.113.0/24'] } });
    const as = (ip: string) => api(t, m.secret, 'GET', '/transaction', undefined, { ip });
    // The client wrote the first entry; our proxy appended the real one.
    expect((await as('203.0.113.9, 198.51.100.7')).status).toBe(403);
    expect((await as('198.51.100.7, 203.0.113.9')).status).toBe(200);
    expect((await as('::ffff:203.0.113.9')).status).toBe(200);
    expect((await as('::ffff:198.51.100.7')).status).toBe(403);
    // An entry that is not an address makes the header untrusted: the socket's (none here) is used.
    expect((await as('203.0.113.9:443')).status).toBe(403);
  });
});
