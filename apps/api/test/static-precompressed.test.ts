/**
 * The built web app is served precompressed (DESIGN.md §6): the brotli copy when the browser
 * accepts it, else the gzip copy, else the file itself; hashed assets cached for a year.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, test } from 'vitest';
import type { AppEnv } from '#lib/env.ts';
import { serveWeb } from '#lib/static.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'payrail-dist-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
const page = `<!doctype html><title>Payrail</title>${'<p>hello</p>'.repeat(200)}`;
const login =
  '<!doctype html><title>Payrail</title><div id="root" data-prerendered=""><h1>Sign in</h1></div>';
fs.mkdirSync(path.join(dist, 'assets'));
fs.mkdirSync(path.join(dist, 'auth'));
for (const [name, text, compressed] of [
  ['assets/main-abc123.js', script, true],
  ['index.html', page, true],
  ['assets/tiny-def456.js', 'export{};', false],
  ['auth/login.html', login, true],
] as const) {
  const file = path.join(dist, name);
  fs.writeFileSync(file, text);
  if (compressed) {
    fs.writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)));
    fs.writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text)));
  }
}
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const app = new Hono<AppEnv>();
serveWeb(app, dist);
const get = async (url: string, acceptEncoding?: string) => {
  const res = await app.request(
    url,
    acceptEncoding ? { headers: { 'Accept-Encoding': acceptEncoding } } : {},
  );
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('precompressed assets', () => {
  test('brotli first, then gzip, then the file itself; always Vary: Accept-Encoding', async () => {
    const br = await get('/assets/main-abc123.js', 'gzip, deflate, br');
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(script);
    expect(br.res.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');

    const gz = await get('/assets/main-abc123.js', 'gzip');
    expect(gz.res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toBe(script);

    const plain = await get('/assets/main-abc123.js');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.bytes.toString()).toBe(script);
    expect(plain.res.headers.get('vary')).toBe('Accept-Encoding');
  });

  test('an encoding refused with q=0 is not sent', async () => {
    const a = await get('/assets/main-abc123.js', 'br;q=0, gzip;q=0.8');
    expect(a.res.headers.get('content-encoding')).toBe('gzip');
    const b = await get('/assets/main-abc123.js', 'br;q=0.0, gzip;q=0');
    expect(b.res.headers.get('content-encoding')).toBeNull();
    expect(b.bytes.toString()).toBe(script);
  });

  test('the app page behind a client route comes compressed too; a file without copies as it is', async () => {
    const spa = await get('/payments/transactions', 'br');
    expect(spa.res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(spa.bytes).toString()).toBe(page);
    expect(spa.res.headers.get('cache-control')).toBe('no-cache');

    const tiny = await get('/assets/tiny-def456.js', 'br, gzip');
    expect(tiny.res.headers.get('content-encoding')).toBeNull();
    expect(tiny.bytes.toString()).toBe('export{};');
  });

  test('a route the build prerendered gets its own page; other routes the app page', async () => {
    const prerendered = await get('/auth/login', 'br');
    expect(brotliDecompressSync(prerendered.bytes).toString()).toBe(login);
    expect(prerendered.res.headers.get('cache-control')).toBe('no-cache');
    expect(prerendered.res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect((await get('/auth/login?reason=idle')).bytes.toString()).toBe(login);
    expect((await get('/auth/register')).bytes.toString()).toBe(page);
    expect((await get('/auth')).bytes.toString()).toBe(page);
  });
});
