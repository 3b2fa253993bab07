/**
 * The client's address behind proxies (lib/client-ip.ts, TRUST_PROXY): only what our own proxies
 * wrote is believed, so a client cannot pick its address, and with it a fresh per-IP rate limit,
 * by sending X-Forwarded-For itself.
 */
import { describe, expect, test } from 'vitest';
import { forwardedProto, resolveClient, TrustedProxies } from '#lib/client-ip.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness, randomIp } from './support/harness.ts';
import { registration } from './support/users.ts';

const database = useDatabase();
const LB = '10.0.0.5';

describe('resolveClient with a number of trusted hops', () => {
  test('the client is the hop that many from the right; what the client wrote further left is ignored', () => {
    expect(resolveClient(1, LB, '203.0.113.7').ip).toBe('203.0.113.7');
    expect(resolveClient(1, LB, '1.1.1.1, 203.0.113.7').ip).toBe('203.0.113.7');
    expect(resolveClient(1, LB, 'evil, 9.9.9.9, 203.0.113.7').ip).toBe('203.0.113.7');
    expect(resolveClient(true, LB, '1.1.1.1, 203.0.113.7').ip).toBe('203.0.113.7');
    // Two proxies (a CDN, then our load balancer): the CDN's entry is the client.
    expect(resolveClient(2, LB, '1.1.1.1, 203.0.113.7, 198.51.100.2').ip).toBe('203.0.113.7');
  });

  test('fewer hops than proxies: the leftmost entry (every entry was written by our proxies)', () => {
    expect(resolveClient(2, LB, '203.0.113.7')).toEqual({ ip: '203.0.113.7', trustedHops: 1 });
    expect(resolveClient(3, LB, '203.0.113.7, 198.51.100.2')).toEqual({ ip: '203.0.113.7', trustedHops: 2 });
  });

  test('no header: the socket; TRUST_PROXY off: the socket, whatever the header says', () => {
    expect(resolveClient(1, LB, undefined).ip).toBe(LB);
    expect(resolveClient(false, LB, '203.0.113.7')).toEqual({ ip: LB, trustedHops: 0 });
    expect(resolveClient(false, undefined, '203.0.113.7').ip).toBe('unknown');
  });

  test('several X-Forwarded-For headers count as one list, in order (as fetch joins them)', () => {
    const h = new Headers();
    h.append('x-forwarded-for', '6.6.6.6');
    h.append('x-forwarded-for', '203.0.113.7');
    expect(resolveClient(1, LB, h.get('x-forwarded-for') ?? undefined).ip).toBe('203.0.113.7');
    expect(resolveClient(2, LB, h.get('x-forwarded-for') ?? undefined).ip).toBe('6.6.6.6');
  });

  test('IPv6 entries; IPv4-mapped addresses read as IPv4, in the header and on the socket', () => {
    expect(resolveClient(1, LB, '::1, 2001:DB8::7').ip).toBe('2001:db8::7');
    expect(resolveClient(1, LB, '::ffff:203.0.113.7').ip).toBe('203.0.113.7');
    expect(resolveClient(false, '::ffff:127.0.0.1', undefined).ip).toBe('127.0.0.1');
    expect(resolveClient(false, '::1', undefined).ip).toBe('::1');
  });

  test('garbage in an entry that is read falls back to the socket; garbage left of the client does not matter', () => {
    for (const header of [
      'not-an-ip',
      '203.0.113.7:5000',
      '[2001:db8::7]',
      '203.0.113.7,',
      '',
      ' , ',
      '999.1.1.1',
      '203.0.113.7 198.51.100.2',
    ]) {
      expect(resolveClient(1, LB, header), JSON.stringify(header)).toEqual({ ip: LB, trustedHops: 0 });
    }
    expect(resolveClient(2, LB, 'garbage, 198.51.100.2')).toEqual({ ip: LB, trustedHops: 0 });
    expect(resolveClient(1, LB, '<script>, 203.0.113.7').ip).toBe('203.0.113.7');
  });
});

describe('resolveClient with a list of proxy addresses', () => {
  const proxies = new TrustedProxies(['10.0.0.0/8', '2001:db8:ffff::/48', '192.0.2.10']);

  test('walks from the right over trusted proxies; the first untrusted address is the client', () => {
    expect(resolveClient(proxies, LB, '203.0.113.7').ip).toBe('203.0.113.7');
    expect(resolveClient(proxies, LB, '6.6.6.6, 203.0.113.7, 10.1.2.3, 192.0.2.10')).toEqual({
      ip: '203.0.113.7',
      trustedHops: 3,
    });
    expect(resolveClient(proxies, '2001:db8:ffff::1', '2001:db8::7').ip).toBe('2001:db8::7');
    expect(resolveClient(proxies, '::ffff:10.9.9.9', '203.0.113.7').ip).toBe('203.0.113.7');
  });

  test('a socket that is not a trusted proxy is the client: its headers are not believed', () => {
    expect(resolveClient(proxies, '203.0.113.66', '1.1.1.1')).toEqual({ ip: '203.0.113.66', trustedHops: 0 });
    expect(resolveClient(proxies, undefined, '1.1.1.1').ip).toBe('unknown');
  });

  test('only proxies in the chain: the leftmost; garbage met on the walk: the socket', () => {
    expect(resolveClient(proxies, LB, '10.3.3.3, 10.2.2.2').ip).toBe('10.3.3.3');
    expect(resolveClient(proxies, LB, 'garbage, 10.2.2.2')).toEqual({ ip: LB, trustedHops: 0 });
    expect(resolveClient(proxies, LB, 'garbage, 203.0.113.7, 10.2.2.2').ip).toBe('203.0.113.7');
  });

  test('entries that are not addresses or CIDRs are refused', () => {
    for (const bad of [
      '10.0.0.0/33',
      '::/129',
      'proxy.internal',
      '10.0.0.0/8/1',
      '10.0.0.0/',
      '',
      '10.0.0.0/-1',
    ]) {
      expect(() => new TrustedProxies([bad]), bad).toThrow(RangeError);
    }
  });
});

describe('X-Forwarded-Proto', () => {
  test('read only when a trusted proxy sent it: the entry of the outermost trusted proxy', () => {
    expect(forwardedProto(resolveClient(1, LB, '203.0.113.7'), 'https')).toBe('https');
    expect(forwardedProto(resolveClient(false, LB, '203.0.113.7'), 'https')).toBeUndefined();
    expect(forwardedProto(resolveClient(1, LB, 'garbage'), 'https')).toBeUndefined();
    // The client wrote "https", our one proxy appended what it saw.
    expect(forwardedProto(resolveClient(1, LB, '203.0.113.7'), 'https, http')).toBe('http');
    // A TLS-terminating CDN then our balancer, each appending.
    expect(forwardedProto(resolveClient(2, LB, '203.0.113.7, 198.51.100.2'), 'https, http')).toBe('https');
    expect(forwardedProto(resolveClient(1, LB, '203.0.113.7'), 'gopher')).toBeUndefined();
  });
});

describe('per-IP limits behind a proxy', () => {
  test('changing the leftmost X-Forwarded-For hop does not reset the register limit (20 an hour per IP)', async () => {
    const t = harness(database.db, { config: { trustProxy: 1 } });
    const client = randomIp();
    for (let i = 0; i < 20; i++) {
      const res = await t.post('/api/v1/auth/register', registration(), { ip: `${randomIp()}, ${client}` });
      expect(res.status, res.text).toBe(201);
    }
    const spoofed = await t.post('/api/v1/auth/register', registration(), { ip: `${randomIp()}, ${client}` });
    errorBody(spoofed, 429, 'RATE_LIMITED');
    // Another client behind the same proxy is counted on its own.
    expect(
      (await t.post('/api/v1/auth/register', registration(), { ip: `${client}, ${randomIp()}` })).status,
    ).toBe(201);
  });
});
