/**
 * Serves the built web app: hashed assets cached for a year, every other non-API GET answered with
 * index.html so the client router takes over.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
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

export function serveWeb(app: Hono<AppEnv>, dist: string) {
  const root = path.resolve(dist);
  const index = path.join(root, 'index.html');
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    const rel = decodeURIComponent(c.req.path);
    const file = path.resolve(root, `.${rel}`);
    if (file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const body = await fs.promises.readFile(file);
      const immutable = rel.startsWith('/assets/');
      return c.body(body, 200, {
        'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    if (path.extname(rel) || !fs.existsSync(index)) return next();
    return c.body(await fs.promises.readFile(index), 200, {
      'Content-Type': types['.html']!,
      'Cache-Control': 'no-cache',
    });
  });
}
