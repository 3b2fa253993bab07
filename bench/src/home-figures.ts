/**
 * When a signed-in /home's figures paint (issue 12): `npm run bench:home-figures -- [--runs 5]`,
 * on the production build in WEB_DIST (default apps/web/dist).
 *
 * Lighthouse's LCP is the largest paint, which on /home is a line of text the shell already has; it
 * says nothing of when the merchant sees their balance. This measures that, in Debian's Chromium
 * (playwright-core) under Lighthouse's mobile profile applied for real through DevTools (slow 4G:
 * 562.5 ms request latency, 1,474.56 kbit/s down, 675 up; 4x CPU slowdown), with an empty cache,
 * signed in as the demo owner (the session where the app keeps it), on the server this script
 * starts (sandbox, demo seed). Element Timing (`elementtiming="balance-available"` on the balance
 * card's figure) gives the time each figure's text first painted: in the shell (written by the
 * boot script) and in the app (after it has taken the shell's place). Prints the median of
 * `--runs` runs as a Markdown table; each run's figures go to stderr. Nothing is asserted.
 */
import { parseArgs } from 'node:util';
import { SESSION_COOKIE, SESSION_STORE_KEY } from '@payrail/contract/constants';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../e2e/support/chromium.ts';
import { startServer } from '../../e2e/support/server.ts';
import { DEMO_OWNER } from '../../e2e/support/users.ts';
import { api } from './api-client.ts';
import { median } from './lighthouse-audit.ts';
import { machine } from './report.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Math.max(1, Math.min(20, Number(values.runs)));
const webDist = process.env.WEB_DIST ?? 'apps/web/dist';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Lighthouse's mobileSlow4G as DevTools applies it (its "devtools" throttling), in bytes/s. */
const SLOW_4G = { latency: 150 * 3.75, download: (1638.4 * 0.9 * 1024) / 8, upload: (750 * 0.9 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

type Timing = {
  /** The balance's figure painted by the shell (the boot script), ms from navigation start. */
  shellFigure: number | null;
  /** The same figure painted by the app. */
  appFigure: number | null;
  /** When the app took the shell's place. */
  takeover: number | null;
  lcp: number | null;
  lcpElement: string;
};

/**
 * Runs in the page before its own scripts (plain JavaScript: this package has no DOM types):
 * records Element Timing, LCP and the app's takeover in `window.__timing`.
 */
const OBSERVE = `{
const t={shellFigure:null,appFigure:null,takeover:null,lcp:null,lcpElement:''};
window.__timing=t;
new PerformanceObserver((list)=>{
  for(const e of list.getEntries()){
    if(e.identifier!=='balance-available')continue;
    const where=e.element&&e.element.closest('[data-prerendered]')?'shellFigure':'appFigure';
    if(t[where]===null)t[where]=e.renderTime||e.loadTime;
  }
}).observe({type:'element',buffered:true});
new PerformanceObserver((list)=>{
  const last=list.getEntries().at(-1);
  t.lcp=last.startTime;
  t.lcpElement=last.element?last.element.tagName.toLowerCase()+' "'+(last.element.textContent||'').slice(0,40)+'"':'';
}).observe({type:'largest-contentful-paint',buffered:true});
new MutationObserver((_,observer)=>{
  const root=document.getElementById('root');
  if(root&&!root.hasAttribute('data-prerendered')){t.takeover=performance.now();observer.disconnect()}
}).observe(document,{childList:true,subtree:true});
}`;

const log = (s: string) => console.error(`bench: ${s}`);
const server = await startServer({ name: 'payrail-home-figures', env: { WEB_DIST: webDist } });
const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
const stop = setTimeout(() => {
  console.error('bench: over its 10-minute budget, stopping');
  void Promise.allSettled([browser.close(), server.stop()]).finally(() => process.exit(3));
}, 10 * 60_000);
stop.unref();
try {
  const base = server.baseUrl;
  const session = await api<{ token: string; user: object }>(base, 'POST', '/api/v2/auth/login', {
    ...DEMO_OWNER,
    channel: 'web',
  });
  const stored = JSON.stringify({ state: { user: session.user, status: 'authenticated' }, version: 0 });
  const results: Timing[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 412, height: 823 } });
    await context.addCookies([
      { name: SESSION_COOKIE, value: encodeURIComponent(session.token), url: base, sameSite: 'Strict' },
    ]);
    await context.addInitScript(
      ([key, value]) => {
        if (!localStorage.getItem(key!)) localStorage.setItem(key!, value!);
      },
      [SESSION_STORE_KEY, stored],
    );
    await context.addInitScript({ content: OBSERVE });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latency,
      downloadThroughput: SLOW_4G.download,
      uploadThroughput: SLOW_4G.upload,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto('/home', { waitUntil: 'load' });
    // Polled with evaluate (waitForFunction evaluates a string, which the page's CSP refuses).
    const timingOf = () => (globalThis as unknown as { __timing: Timing }).__timing;
    const until = Date.now() + 60_000;
    let timing = await page.evaluate(timingOf);
    while (timing.appFigure === null || timing.takeover === null) {
      if (Date.now() > until) throw new Error(`the figures did not paint: ${JSON.stringify(timing)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      timing = await page.evaluate(timingOf);
    }
    // LCP is final once the page has been interacted with or hidden; the figures are in by now.
    if (new URL(page.url()).pathname !== '/home') throw new Error(`ended on ${page.url()}`);
    log(`run ${i + 1}: ${JSON.stringify(timing)}`);
    results.push(timing);
    await context.close();
  }
  const ms = (pick: (t: Timing) => number | null) => {
    const xs = results.map(pick).filter((x): x is number => x !== null);
    return xs.length === results.length ? `${(median(xs) / 1000).toFixed(2)} s` : 'not painted in every run';
  };
  const m = machine();
  console.log(
    `\n${m.cpus} cores (${m.model}), load average ${m.loadAverage1m} before; WEB_DIST=${webDist}; median of ${runs}, mobile (slow 4G, 4x CPU, DevTools throttling)\n`,
  );
  console.log('| /home, signed in | balance figure (shell) | balance figure (app) | app takes over | LCP |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(
    `| ${webDist} | ${ms((t) => t.shellFigure)} | ${ms((t) => t.appFigure)} | ${ms((t) => t.takeover)} | ${ms((t) => t.lcp)} |`,
  );
  console.log(`\nLCP element (last run): ${results.at(-1)?.lcpElement ?? ''}`);
} finally {
  await browser.close();
  await server.stop();
}
