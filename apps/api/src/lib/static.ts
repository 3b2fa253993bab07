/**
 * Serves the built web app: hashed assets cached for a year, every other non-API GET answered with
 * index.html so the client router takes over, or with the route's own prerendered HTML when the
 * build made one (`/auth/login` → `auth/login.html`). A file the build precompressed (apps/web
 * scripts/precompress.ts) is sent as its brotli or gzip copy when the browser accepts one.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './env.ts';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/** The precompressed copy to send, by the browser's Accept-Encoding: brotli first, then gzip. */
function encodedCopy(file: string, accept: string | undefined) {
  const accepted = new Set(
    (accept ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (accepted.has(encoding) && fs.existsSync(file + ext)) return { encoding, path: file + ext };
  }
  return undefined;
}

async function send(c: Context<AppEnv>, file: string, cacheControl: string) {
  const copy = encodedCopy(file, c.req.header('accept-encoding'));
  return c.body(await fs.promises.readFile(copy?.path ?? file), 200, {
    'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
    ...(copy ? { 'Content-Encoding': copy.encoding } : {}),
  });
}

export function serveWeb(app: Hono<AppEnv>, dist: string) {
  const root = path.resolve(dist);
  const index = path.join(root, 'index.html');
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    const rel = decodeURIComponent(c.req.path);
    const file = path.resolve(root, `.${rel}`);
    if (file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const immutable = rel.startsWith('/assets/');
      return send(c, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    if (path.extname(rel) || !fs.existsSync(index)) return next();
    // A route the build prerendered (apps/web/scripts/prerender-plugin.ts): its own HTML.
    const prerendered = `${file}.html`;
    if (file.startsWith(root + path.sep) && fs.existsSync(prerendered) && fs.statSync(prerendered).isFile())
      return send(c, prerendered, 'no-cache');
    return send(c, index, 'no-cache');
  });
}
