/**
 * Bundle budget of the production build (issue 2, issue 4, DESIGN.md §6):
 *   - the dashboard's initial JavaScript (the entry chunk plus every chunk it imports statically,
 *     transitively) at most 145 KB gzip (139.5 KB in issue 12);
 *   - every other chunk (lazy routes and what they share) at most 40 KB gzip;
 *   - the public pay page's JavaScript (src/pay/boot.ts, the hydrating src/pay/client-entry.ts it
 *     loads, and everything they import: the @payrail/pay-page package) at most 80 KB gzip, and
 *     none of it the dashboard's: no chunk of the app's own sources outside src/pay and the
 *     package, and no TanStack Router, TanStack Query or zod code (found by strings those
 *     libraries keep after minification; the check proves the markers are in the dashboard).
 *   - the sign-in page is prerendered (dist/auth/login.html, scripts/prerender-plugin.ts) and
 *     requests no JavaScript before its first paint but its boot script; so is /home's dashboard
 *     shell (dist/home.html), whose only script is its classic boot script (scripts/home-boot.ts).
 * Reads dist/.vite/manifest.json, gzips each file with node:zlib (level 9, as servers and CDNs
 * do for static assets), prints a table and exits 1 when over budget.
 *
 *   cd apps/web && npx vite build && cd ../.. && npx node apps/web/scripts/check-size.ts [dist]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const INITIAL_BUDGET = 145 * KB;
const CHUNK_BUDGET = 40 * KB;
const PAY_BUDGET = 80 * KB;
const DASHBOARD_ENTRY = 'index.html';
const PAY_ENTRY = 'src/pay/boot.ts';
const PAY_CLIENT = 'src/pay/client-entry.ts';
/** Where the pay page's own sources are, as the manifest names them (relative to apps/web). */
const PAY_SOURCES = ['src/pay/', '../../packages/pay-page/src/'];
/** Strings that survive minification in the dashboard-only libraries. */
const DASHBOARD_MARKERS = { 'TanStack Query': 'queryKey', 'TanStack Router': 'beforeLoad', zod: '_zod' };

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

// `node scripts/check-size.ts [dist]`: another build's folder (a build made with --outDir).
const dist = path.resolve(
  process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'),
);
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

const entryKeys = Object.entries(manifest)
  .filter(([, c]) => c.isEntry)
  .map(([k]) => k)
  .sort();
if (entryKeys.join() !== [DASHBOARD_ENTRY, PAY_ENTRY, PAY_CLIENT].sort().join()) {
  console.error(
    `Expected the entries ${DASHBOARD_ENTRY}, ${PAY_ENTRY}, ${PAY_CLIENT}; found ${entryKeys.join(', ')}.`,
  );
  process.exit(1);
}

/** An entry and everything it imports statically: what the browser loads before the first render. */
function closure(entry: string, dynamic = false): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
    if (dynamic) for (const dep of manifest[key]?.dynamicImports ?? []) visit(dep);
  };
  visit(entry);
  return seen;
}
const initial = closure(DASHBOARD_ENTRY);
/** All the pay page can load: the boot script and the hydrating client it loads. */
const pay = new Set([...closure(PAY_ENTRY, true), ...closure(PAY_CLIENT, true)]);

type Row = { file: string; gzip: number; raw: number; initial: boolean; pay: boolean };
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
    pay: pay.has(key),
  });
}
const rank = (r: Row) => (r.initial ? 2 : r.pay ? 1 : 0);
rows.sort((a, b) => rank(b) - rank(a) || b.gzip - a.gzip);

const failures: string[] = [];
const initialTotal = rows.filter((r) => r.initial).reduce((sum, r) => sum + r.gzip, 0);
if (initialTotal > INITIAL_BUDGET)
  failures.push(`initial JavaScript ${fmt(initialTotal)} > ${fmt(INITIAL_BUDGET)}`);

const width = Math.max(...rows.map((r) => r.file.length), 10);
console.log(`${'chunk'.padEnd(width)}  ${'kind'.padEnd(7)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`);
for (const r of rows) {
  const over = !r.initial && !r.pay && r.gzip > CHUNK_BUDGET;
  if (over) failures.push(`${r.file} ${fmt(r.gzip)} > ${fmt(CHUNK_BUDGET)}`);
  const kind = r.initial && r.pay ? 'shared' : r.initial ? 'initial' : r.pay ? 'pay' : 'lazy';
  console.log(
    `${r.file.padEnd(width)}  ${kind.padEnd(7)}  ${fmt(r.raw).padStart(10)}  ${fmt(r.gzip).padStart(10)}${over ? '  OVER' : ''}`,
  );
}
const css = [...new Set(Object.values(manifest).flatMap((c) => c.css ?? []))];
const cssTotal = css.reduce((sum, f) => sum + gzipSize(f), 0);
const largestLazy = Math.max(0, ...rows.filter((r) => !r.initial && !r.pay).map((r) => r.gzip));
const payTotal = rows.filter((r) => r.pay).reduce((sum, r) => sum + r.gzip, 0);
if (payTotal > PAY_BUDGET) failures.push(`pay page JavaScript ${fmt(payTotal)} > ${fmt(PAY_BUDGET)}`);

// The pay page shares nothing with the dashboard but React: no chunk of the app's own sources
// outside src/pay and the pay-page package, and none of the dashboard libraries' code.
for (const key of pay) {
  const src = manifest[key]?.src;
  if (src && !PAY_SOURCES.some((p) => src.startsWith(p)))
    failures.push(`the pay page loads the dashboard's ${src}`);
}
const read = (keys: Set<string>) =>
  [...keys]
    .map((k) => manifest[k]?.file)
    .filter((f): f is string => !!f?.endsWith('.js'))
    .map((f) => fs.readFileSync(path.join(dist, f), 'utf8'));
const payCode = read(pay);
const dashboardCode = read(new Set(Object.keys(manifest)));
for (const [lib, marker] of Object.entries(DASHBOARD_MARKERS)) {
  if (!dashboardCode.some((c) => c.includes(marker)))
    failures.push(`the marker of ${lib} ('${marker}') is in no chunk: update DASHBOARD_MARKERS`);
  if (payCode.some((c) => c.includes(marker))) failures.push(`the pay page loads ${lib} code ('${marker}')`);
}
const loginPage = path.join(dist, 'auth/login.html');
const loginHtml = fs.existsSync(loginPage) ? fs.readFileSync(loginPage, 'utf8') : '';
if (!loginHtml.includes('data-prerendered') || loginHtml.includes('modulepreload'))
  failures.push('auth/login.html is not the prerendered sign-in page (scripts/prerender-plugin.ts)');
const homePage = path.join(dist, 'home.html');
const homeHtml = fs.existsSync(homePage) ? fs.readFileSync(homePage, 'utf8') : '';
const homeScripts = [...homeHtml.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
if (
  !homeHtml.includes('data-prerendered') ||
  !homeHtml.includes('<main') ||
  homeScripts.length !== 1 ||
  !/^<script src="\/assets\/home-boot-[\w-]+\.js">$/.test(homeScripts[0] ?? '')
)
  failures.push(
    'home.html is not the prerendered dashboard shell with its one boot script (scripts/prerender-plugin.ts)',
  );
console.log('');
console.log(`initial JavaScript (gzip): ${fmt(initialTotal)} of ${fmt(INITIAL_BUDGET)}`);
console.log(`largest lazy chunk (gzip): ${fmt(largestLazy)} of ${fmt(CHUNK_BUDGET)}`);
console.log(`pay page JavaScript (gzip): ${fmt(payTotal)} of ${fmt(PAY_BUDGET)} (no dashboard code)`);
console.log(`CSS (gzip, not budgeted):  ${fmt(cssTotal)}`);

if (failures.length) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Within budget.');
