/**
 * Where the pay page's browser code is: the hashed file of the `src/pay/boot.ts` input in
 * the web build's Vite manifest (WEB_DIST/.vite/manifest.json) and the chunks it imports statically
 * (sent as modulepreload), and the hydrating `src/pay/client-entry.ts`, which boot.ts loads from
 * the URL the page gives it (never preloaded: it is not needed for the first paint). Without a build (API tests, WEB_DIST unset) the page is served without script:
 * it still paints and pays, as it does for a customer whose JavaScript is off.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PayAssets } from '@payrail/pay-page/render-page';

const PAY_ENTRY = 'src/pay/boot.ts';
const PAY_CLIENT = 'src/pay/client-entry.ts';
type Chunk = { file: string; imports?: string[] };

const cache = new Map<string, { mtimeMs: number; assets: PayAssets }>();
const NONE: PayAssets = { script: null, preload: [], client: null };

export function payAssets(webDist: string | undefined): PayAssets {
  if (!webDist) return NONE;
  const file = path.join(path.resolve(webDist), '.vite/manifest.json');
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return NONE;
  }
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.assets;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Chunk>;
  const entry = manifest[PAY_ENTRY];
  const preload = new Set<string>();
  const visit = (key: string) => {
    for (const dep of manifest[key]?.imports ?? []) {
      const f = manifest[dep]?.file;
      if (f && !preload.has(`/${f}`)) {
        preload.add(`/${f}`);
        visit(dep);
      }
    }
  };
  if (entry) visit(PAY_ENTRY);
  const client = manifest[PAY_CLIENT];
  const assets: PayAssets =
    entry && client ? { script: `/${entry.file}`, preload: [...preload], client: `/${client.file}` } : NONE;
  cache.set(file, { mtimeMs, assets });
  return assets;
}
