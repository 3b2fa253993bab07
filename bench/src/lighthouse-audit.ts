/**
 * What bench/src/lighthouse.ts shares between its pages: one Lighthouse navigation and its figures,
 * the median of several, and a few DevTools-protocol calls on the Chromium Lighthouse drives (to
 * clear an origin's cookies and storage, or to put a session in them), spoken over Node's own
 * WebSocket so the bench needs nothing beyond the `lighthouse` package.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SESSION_COOKIE, SESSION_STORE_KEY } from '@payrail/contract/constants';
import lighthouse from 'lighthouse';

export type Figures = { lcp: number; tbt: number; cls: number; score: number; bytes: number };
export type Run = Figures & { finalPath: string; lcpElement: string; requests: number };

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export function medians(runs: Figures[]): Figures {
  const m = (k: keyof Figures) => median(runs.map((r) => r[k]));
  return { lcp: m('lcp'), tbt: m('tbt'), cls: m('cls'), score: m('score'), bytes: m('bytes') };
}

export const TABLE_HEAD = [
  '| page | profile | LCP | TBT | CLS | score | transferred |',
  '|---|---|---|---|---|---|---|',
];

export function tableRow(page: string, profile: string, f: Figures): string {
  return `| ${page} | ${profile} | ${(f.lcp / 1000).toFixed(2)} s | ${Math.round(f.tbt)} ms | ${f.cls.toFixed(3)} | ${f.score} | ${(f.bytes / 1024).toFixed(1)} KB |`;
}

const resultsDir = path.resolve(import.meta.dirname, '../results');

/**
 * One Lighthouse navigation (performance only). Lighthouse clears the browser's HTTP cache and the
 * origin's service workers and cache storage before it (every run is a cold load), but not its
 * cookies or localStorage: a session put there beforehand survives. `bytes` is Lighthouse's
 * total-byte-weight: the sum of what the browser received over the network, headers included,
 * after content encoding. The last report of each page is kept in bench/results/ (git-ignored).
 */
export async function audit(url: string, port: number, settings: object, name: string): Promise<Run> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    { extends: 'lighthouse:default', settings },
  );
  const lhr = result!.lhr;
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, `lighthouse-${name}.json`), JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const a = lhr.audits;
  const element = a['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string } }[] }[] }
    | undefined;
  const requests = a['network-requests']?.details as { items?: unknown[] } | undefined;
  return {
    lcp: a['largest-contentful-paint']!.numericValue!,
    tbt: a['total-blocking-time']!.numericValue!,
    cls: a['cumulative-layout-shift']!.numericValue!,
    score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
    bytes: a['total-byte-weight']!.numericValue!,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    lcpElement: element?.items?.[0]?.items?.[0]?.node?.snippet ?? '?',
    requests: requests?.items?.length ?? 0,
  };
}

type Message = { id?: number; method?: string; result?: unknown; error?: { message: string } };

/** A fresh tab of the browser on `port`, spoken to over the DevTools protocol. */
async function openTab(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/json/new?about:blank`, { method: 'PUT' });
  const target = (await res.json()) as { id: string; webSocketDebuggerUrl: string };
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve, { once: true });
    ws.addEventListener('error', reject, { once: true });
  });
  let next = 0;
  const calls = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const waiters = new Map<string, () => void>();
  ws.addEventListener('message', (event) => {
    const msg = JSON.parse(String(event.data)) as Message;
    if (msg.id !== undefined) {
      const call = calls.get(msg.id);
      calls.delete(msg.id);
      if (msg.error) call?.reject(new Error(msg.error.message));
      else call?.resolve(msg.result);
    } else if (msg.method) waiters.get(msg.method)?.();
  });
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      next += 1;
      calls.set(next, { resolve, reject });
      ws.send(JSON.stringify({ id: next, method, params }));
    });
  const event = (method: string) => new Promise<void>((resolve) => waiters.set(method, resolve));
  const close = async () => {
    ws.close();
    await fetch(`http://127.0.0.1:${port}/json/close/${target.id}`);
  };
  return { send, event, close };
}

/** Removes every cookie and every kind of storage of the origin: the next load is a first visit. */
export async function clearOrigin(port: number, baseUrl: string): Promise<void> {
  const tab = await openTab(port);
  try {
    await tab.send('Storage.clearDataForOrigin', { origin: new URL(baseUrl).origin, storageTypes: 'all' });
  } finally {
    await tab.close();
  }
}

/**
 * Puts a session where the web app keeps it (apps/web/src/stores/session-store.ts): the token in
 * the `EST` cookie, the user and status in localStorage under `eas` (zustand's persist format).
 * The tab opens a static file of the origin (no app code runs) to write localStorage there.
 */
export async function seedSession(port: number, baseUrl: string, token: string, user: object): Promise<void> {
  const tab = await openTab(port);
  try {
    await tab.send('Page.enable');
    const loaded = tab.event('Page.loadEventFired');
    await tab.send('Page.navigate', { url: `${baseUrl}/favicon.svg` });
    await loaded;
    const stored = JSON.stringify({ state: { user, status: 'authenticated' }, version: 0 });
    const cookie = `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; SameSite=Strict; Max-Age=${5 * 86400}`;
    const check = (await tab.send('Runtime.evaluate', {
      expression: `localStorage.setItem(${JSON.stringify(SESSION_STORE_KEY)}, ${JSON.stringify(stored)});
        document.cookie = ${JSON.stringify(cookie)};
        document.cookie.includes(${JSON.stringify(`${SESSION_COOKIE}=`)})`,
      returnByValue: true,
    })) as { result: { value?: unknown } };
    if (check.result.value !== true) throw new Error('could not write the session cookie');
  } finally {
    await tab.close();
  }
}
