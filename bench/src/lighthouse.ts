/**
 * The pay page under Lighthouse (issue 4, Performance): `npx node bench/src/lighthouse.ts [--runs 3]`.
 *
 * Needs the production build (`npm run build`). Starts its own server on the build (sandbox, demo
 * seed), signs in as the demo owner through the API and creates a fixed-amount link with a
 * description, then audits its public page `/payment-links/{ref}` with the `lighthouse` npm
 * package driving Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) in two profiles:
 * - "mobile (slow 4G)": Lighthouse's defaults — mobile screen, simulated slow 4G, 4x CPU slowdown;
 * - "Regular 3G": the same with Lighthouse's mobileRegular3G network (300 ms RTT, 700 kbps).
 * Prints the median of `--runs` runs (LCP, TBT, CLS, performance score) as a Markdown table for
 * docs/PERFORMANCE.md. Timings are not asserted anywhere; budgets are read against this table.
 */
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../../e2e/support/server.ts';
import { DEMO_OWNER } from '../../e2e/support/users.ts';
import { machine } from './report.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Math.max(1, Number(values.runs));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Lantern's mobileRegular3G (Lighthouse's "Regular 3G"), with the same 4x CPU slowdown. */
const REGULAR_3G = {
  rttMs: 300,
  throughputKbps: 700,
  requestLatencyMs: 300 * 3.75,
  downloadThroughputKbps: 700 * 0.9,
  uploadThroughputKbps: 700 * 0.9,
  cpuSlowdownMultiplier: 4,
};
const PROFILES = [
  { name: 'mobile (slow 4G, 4x CPU)', settings: {} },
  { name: 'Regular 3G (4x CPU)', settings: { throttling: REGULAR_3G } },
] as const;

type Figures = { lcp: number; tbt: number; cls: number; score: number };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function createLink(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_OWNER.email, password: DEMO_OWNER.password, channel: 'web' }),
  });
  const token = ((await login.json()) as { responseBody: { token: string } }).responseBody.token;
  const res = await fetch(`${baseUrl}/api/v1/merchant/payment-links/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      name: 'Christmas hamper',
      description: 'Rice, oil and tomatoes',
      amount: 2_500_050,
    }),
  });
  if (!res.ok) throw new Error(`create link: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { responseBody: { ref: string } }).responseBody.ref;
}

const server = await startServer({
  name: 'payrail-lighthouse',
  env: { WEB_DIST: process.env.WEB_DIST ?? 'apps/web/dist' },
});
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const url = `${server.baseUrl}/payment-links/${await createLink(server.baseUrl)}`;
  const rows: string[] = [];
  for (const profile of PROFILES) {
    const got: Figures[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        { extends: 'lighthouse:default', settings: { ...profile.settings } },
      );
      const lhr = result!.lhr;
      const a = lhr.audits;
      got.push({
        lcp: a['largest-contentful-paint']!.numericValue!,
        tbt: a['total-blocking-time']!.numericValue!,
        cls: a['cumulative-layout-shift']!.numericValue!,
        score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
      });
    }
    const m = (k: keyof Figures) => median(got.map((g) => g[k]));
    rows.push(
      `| ${profile.name} | ${(m('lcp') / 1000).toFixed(2)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${m('score')} |`,
    );
    console.error(`${profile.name}: ${JSON.stringify(got)}`);
  }
  console.log(`Lighthouse on ${url.replace(server.baseUrl, '')}, median of ${runs} runs`);
  console.log(`Machine: ${JSON.stringify(machine())}`);
  console.log('');
  console.log('| profile | LCP | TBT | CLS | score |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(r);
} finally {
  chrome.kill();
  await server.stop();
}
