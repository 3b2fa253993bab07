/**
 * Debian's Chromium through playwright-core (never a downloaded browser). playwright-core has no
 * `expect`; tests wait with locators (`waitFor`) and `page.waitForURL`, which auto-wait, then
 * assert with vitest.
 */

import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

import { CHROMIUM_ARGS as args, CHROMIUM_PATH } from './chromium.ts';

export { CHROMIUM_PATH };

/** Launches Chromium once for a test file and closes it after; call the result for the browser. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched yet');
    return browser;
  };
}

/** Browsers of this test file that are still running: support/failure-artifacts.ts reads their pages. */
const running = new Set<Browser>();

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args, headless: true });
  running.add(browser);
  browser.on('disconnected', () => running.delete(browser));
  return browser;
}

/** Every page open in this test file's browsers, oldest first. */
export function openPages(): Page[] {
  return [...running].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
}

/** A fresh context (its own cookies and storage) and page, with the app's base URL. */
export async function openPage(
  browser: Browser,
  baseUrl: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
  });
  // A bound, not a timing assertion: passing runs never wait for it. On a loaded 2-core machine
  // (CI builds and tests side by side) an answer can take seconds, so the bound is generous.
  context.setDefaultTimeout(30_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  return { context, page };
}

/**
 * A customer's browser on a phone: a fresh context with no session, 360 px wide unless `options`
 * say otherwise (a time zone, JavaScript off, touch).
 */
export async function customerPage(
  browser: Browser,
  baseUrl: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 360, height: 740 },
    locale: 'en-GB',
    ...options,
  });
  context.setDefaultTimeout(15_000);
  return context.newPage();
}

/** Waits until the locator is visible (auto-waiting, bounded by the context's timeout). */
export async function visible(locator: Locator): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible' });
  return locator;
}

/** Waits for the page to be at `pathname` (and, if given, these search params). */
export async function atPath(page: Page, pathname: string, search?: Record<string, string>): Promise<URL> {
  await page.waitForURL((url) => {
    if (url.pathname !== pathname) return false;
    return Object.entries(search ?? {}).every(([k, v]) => url.searchParams.get(k) === v);
  });
  return new URL(page.url());
}

/** A toast with this text in the toaster (sonner's region, 'Notifications alt+T'). */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('region', { name: /^Notifications/ }).getByText(text);
}
