/**
 * Security headers: every HTML page and API answer carries the document headers (CSP, framing,
 * referrer, opener, permissions); the built app's scripts, styles and images carry only what
 * applies to them (nosniff), so a first visit on a mobile network does not download the policy
 * again with each of its files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';

const database = useDatabase();
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'payrail-headers-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'export{};');
fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.css'), 'body{}');
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Payrail</title>');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const DOCUMENT_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'permissions-policy',
];

describe('security headers', () => {
  test('pages and API answers get them all; the app’s scripts and styles only nosniff', async () => {
    const t = harness(database.db, { config: { webDist: dist } });
    for (const url of ['/', '/home', '/api/health', '/api/v1/nothing-here']) {
      const res = await t.app.request(url);
      for (const name of DOCUMENT_HEADERS) expect(res.headers.get(name), `${url} ${name}`).not.toBeNull();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    for (const url of ['/assets/main-abc123.js', '/assets/main-abc123.css']) {
      const res = await t.app.request(url);
      expect(res.status).toBe(200);
      for (const name of DOCUMENT_HEADERS) expect(res.headers.get(name), `${url} ${name}`).toBeNull();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
