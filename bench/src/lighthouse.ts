/**
 * The web app under Lighthouse (issue 4: the pay page; issue 12: the dashboard on a Nigerian mobile
 * network): `npm run bench:lighthouse -- [--runs 5] [--only pay,login,home]`.
 *
 * Needs a production build with its precompressed copies (`npm run build`, or any folder given as
 * WEB_DIST). Starts its own server on that build (sandbox, demo seed), signs in as the demo owner
 * through the API and creates a fixed-amount link with a description, then audits with the
 * `lighthouse` npm package driving Debian's Chromium (CHROME_PATH, default /usr/bin/chromium):
 * - the link's public pay page `/payment-links/{ref}`, in Lighthouse's default mobile profile
 *   (mobile screen, simulated slow 4G, 4x CPU slowdown) and with its "Regular 3G" network;
 * - `pay-branded`: the same page once the merchant is white-labelled (a 300×100 PNG logo, a brand
 *   colour, a display name and support contacts, through POST merchant/white-labelling/create),
 *   mobile profile; the branding is reset afterwards;
 * - `/auth/login` cold: no cookie, no storage, empty cache (a first visit), mobile profile;
 * - `/home` signed in as the demo owner (the session put where the app keeps it, see
 *   lighthouse-audit.ts), with an empty cache, mobile profile.
 * Every run starts with an empty HTTP cache. Prints the median of `--runs` runs (LCP, TBT, CLS,
 * performance score, bytes transferred) as a Markdown table for docs/PERFORMANCE.md; each run's
 * figures go to stderr. Timings are not asserted anywhere; budgets are read against this table.
 */
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import sharp from 'sharp';
import { startServer } from '../../e2e/support/server.ts';
import { DEMO_OWNER } from '../../e2e/support/users.ts';
import {
  audit,
  clearOrigin,
  type Figures,
  medians,
  type Run,
  seedSession,
  TABLE_HEAD,
  tableRow,
} from './lighthouse-audit.ts';
import { machine } from './report.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    only: { type: 'string', default: 'pay,login,home,pay-branded' },
  },
});
const runs = Math.max(1, Number(values.runs));
const only = new Set(values.only.split(','));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const webDist = process.env.WEB_DIST ?? 'apps/web/dist';

/** Lantern's mobileRegular3G (Lighthouse's "Regular 3G"), with the same 4x CPU slowdown. */
const REGULAR_3G = {
  rttMs: 300,
  throughputKbps: 700,
  requestLatencyMs: 300 * 3.75,
  downloadThroughputKbps: 700 * 0.9,
  uploadThroughputKbps: 700 * 0.9,
  cpuSlowdownMultiplier: 4,
};
const MOBILE = 'mobile (slow 4G, 4x CPU)';

type Session = { token: string; user: object };

async function signIn(baseUrl: string): Promise<Session> {
  const login = await fetch(`${baseUrl}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_OWNER.email, password: DEMO_OWNER.password, channel: 'web' }),
  });
  if (!login.ok) throw new Error(`sign in: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { responseBody: Session }).responseBody;
}

async function createLink(baseUrl: string, token: string): Promise<string> {
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

/** White-labels the demo merchant: the pay page then carries a logo, the colours and support. */
async function brand(baseUrl: string, token: string, reset = false): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  if (reset) {
    const res = await fetch(`${baseUrl}/api/v1/merchant/white-labelling/reset`, { headers });
    if (!res.ok) throw new Error(`reset branding: ${res.status} ${await res.text()}`);
    return;
  }
  const logo = await sharp({
    create: { width: 300, height: 100, channels: 3, background: { r: 112, g: 72, b: 232 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('display_name', 'Mama Put Kitchen');
  form.set('brand_color', '#7048e8');
  form.set('support_email', 'help@mamaput.example');
  form.set('support_phone', '08031234567');
  form.set('logo', new File([new Uint8Array(logo)], 'logo.png', { type: 'image/png' }));
  const res = await fetch(`${baseUrl}/api/v1/merchant/white-labelling/create`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (!res.ok) throw new Error(`branding: ${res.status} ${await res.text()}`);
}

/** Lighthouse sometimes loses the trace of a load on a busy machine (NO_NAVSTART): run it again. */
async function withRetries<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= tries) throw error;
      console.error(`retrying after: ${(error as Error).message}`);
    }
  }
}

type Page = {
  key: string;
  label: string;
  path: string;
  /** Where the load must end (a redirect elsewhere would measure the wrong page). */
  expect: string;
  profiles: { name: string; settings: object }[];
  before: () => Promise<void>;
  /** Once before the page's first run, and once after its last. */
  setUp?: () => Promise<void>;
  tearDown?: () => Promise<void>;
};

const server = await startServer({ name: 'payrail-lighthouse', env: { WEB_DIST: webDist } });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const base = server.baseUrl;
  const session = await signIn(base);
  const payPath = `/payment-links/${await createLink(base, session.token)}`;
  const pages: Page[] = [
    {
      key: 'pay',
      label: 'pay page',
      path: payPath,
      expect: payPath,
      profiles: [
        { name: MOBILE, settings: {} },
        { name: 'Regular 3G (4x CPU)', settings: { throttling: REGULAR_3G } },
      ],
      before: () => clearOrigin(chrome.port, base),
    },
    {
      key: 'login',
      label: '/auth/login, cold',
      path: '/auth/login',
      expect: '/auth/login',
      profiles: [{ name: MOBILE, settings: {} }],
      before: () => clearOrigin(chrome.port, base),
    },
    {
      key: 'home',
      label: '/home, signed in',
      path: '/home',
      expect: '/home',
      profiles: [{ name: MOBILE, settings: {} }],
      before: () => seedSession(chrome.port, base, session.token, session.user),
    },
    {
      key: 'pay-branded',
      label: 'pay page, white-labelled with a logo',
      path: payPath,
      expect: payPath,
      profiles: [{ name: MOBILE, settings: {} }],
      before: () => clearOrigin(chrome.port, base),
      setUp: () => brand(base, session.token),
      tearDown: () => brand(base, session.token, true),
    },
  ];
  const rows: string[] = [];
  for (const page of pages.filter((p) => only.has(p.key))) {
    await page.setUp?.();
    for (const profile of page.profiles) {
      const got: Run[] = [];
      for (let i = 0; i < runs; i++) {
        const run = await withRetries(async () => {
          await page.before();
          return audit(`${base}${page.path}`, chrome.port, profile.settings, page.key);
        });
        if (run.finalPath !== page.expect)
          throw new Error(`${page.path} ended on ${run.finalPath}, not ${page.expect}`);
        got.push(run);
        console.error(`${page.label}, ${profile.name}, run ${i + 1}: ${JSON.stringify(run)}`);
      }
      const m: Figures = medians(got);
      rows.push(tableRow(page.label, profile.name, m));
    }
    await page.tearDown?.();
  }
  console.log(`Lighthouse on ${webDist}, median of ${runs} runs (${new Date().toISOString()})`);
  console.log(`Machine: ${JSON.stringify(machine())}`);
  console.log('');
  for (const line of [...TABLE_HEAD, ...rows]) console.log(line);
} finally {
  chrome.kill();
  await server.stop();
}
