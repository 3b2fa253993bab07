/**
 * Bundle budget of the production build (issue 2, DESIGN.md §6):
 *   - the dashboard's initial JavaScript (the entry chunk plus every chunk it imports statically,
 *     transitively) at most 150 KB gzip;
 *   - every other chunk (lazy routes and what they share) at most 40 KB gzip.
 * Reads dist/.vite/manifest.json, gzips each file with node:zlib (level 9, as servers and CDNs
 * do for static assets), prints a table and exits 1 when over budget.
 *
 *   cd apps/web && npx vite build && cd ../.. && npx node apps/web/scripts/check-size.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const INITIAL_BUDGET = 150 * KB;
const CHUNK_BUDGET = 40 * KB;

type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(
    `No ${path.relative(process.cwd(), manifestPath)}: run \`npx vite build\` in apps/web first.`,
  );
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;

const gzipSize = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const fmt = (bytes: number) => `${(bytes / KB).toFixed(2)} KB`;

const entries = Object.entries(manifest).filter(([, c]) => c.isEntry);
if (entries.length !== 1) {
  console.error(`Expected one entry chunk, found ${entries.length}.`);
  process.exit(1);
}
const [entryKey] = entries[0]!;

/** The entry and everything it imports statically: what the browser loads before the first render. */
const initial = new Set<string>();
const visit = (key: string) => {
  if (initial.has(key)) return;
  initial.add(key);
  for (const dep of manifest[key]?.imports ?? []) visit(dep);
};
visit(entryKey);

type Row = { file: string; gzip: number; raw: number; initial: boolean };
const seen = new Set<string>();
const rows: Row[] = [];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.file.endsWith('.js') || seen.has(chunk.file)) continue;
  seen.add(chunk.file);
  rows.push({
    file: chunk.file,
    gzip: gzipSize(chunk.file),
    raw: fs.statSync(path.join(dist, chunk.file)).size,
    initial: initial.has(key),
  });
}
rows.sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip);

const failures: string[] = [];
const initialTotal = rows.filter((r) => r.initial).reduce((sum, r) => sum + r.gzip, 0);
if (initialTotal > INITIAL_BUDGET)
  failures.push(`initial JavaScript ${fmt(initialTotal)} > ${fmt(INITIAL_BUDGET)}`);

const width = Math.max(...rows.map((r) => r.file.length), 10);
console.log(`${'chunk'.padEnd(width)}  ${'kind'.padEnd(7)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`);
for (const r of rows) {
  const over = !r.initial && r.gzip > CHUNK_BUDGET;
  if (over) failures.push(`${r.file} ${fmt(r.gzip)} > ${fmt(CHUNK_BUDGET)}`);
  const kind = r.initial ? 'initial' : 'lazy';
  console.log(
    `${r.file.padEnd(width)}  ${kind.padEnd(7)}  ${fmt(r.raw).padStart(10)}  ${fmt(r.gzip).padStart(10)}${over ? '  OVER' : ''}`,
  );
}
const css = [...new Set(Object.values(manifest).flatMap((c) => c.css ?? []))];
const cssTotal = css.reduce((sum, f) => sum + gzipSize(f), 0);
const largestLazy = Math.max(0, ...rows.filter((r) => !r.initial).map((r) => r.gzip));
console.log('');
console.log(`initial JavaScript (gzip): ${fmt(initialTotal)} of ${fmt(INITIAL_BUDGET)}`);
console.log(`largest lazy chunk (gzip): ${fmt(largestLazy)} of ${fmt(CHUNK_BUDGET)}`);
console.log(`CSS (gzip, not budgeted):  ${fmt(cssTotal)}`);

if (failures.length) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Within budget.');
