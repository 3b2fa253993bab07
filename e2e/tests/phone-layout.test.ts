/**
 * Phone layouts (issue 12): the seeded demo merchant, on a 360×740 screen, opens every dashboard
 * screen and none is wider than the screen. Tables scroll inside their own box; long names,
 * addresses and references wrap. The merchant first gets a link with a long name, description,
 * redirect address and custom fields, paid twice by customers with long names, so the lists,
 * the link's pages and the notifications have real content to lay out. The server runs in sandbox
 * mode, so every screen's header says "Sandbox".
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { accountScreens, newestNotification, openScreen, paymentScreens } from '../support/screens.ts';
import { seedPaidLink } from '../support/seed-links.ts';
import { DEMO_OWNER } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const WIDTH = 360;

type Offender = { what: string; right: number; children: number };

/**
 * How wide the document is, and the elements that stick out past the screen's right edge (widest
 * first), leaving out those clipped by a scrolling or clipping box that itself fits.
 */
async function measure(page: Page): Promise<{ scrollWidth: number; offenders: Offender[] }> {
  return page.evaluate((width) => {
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls =
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}`
          : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      return `<${el.tagName.toLowerCase()}${id}${cls}> "${text}"`;
    };
    // Clipped by a scrolling or clipping box that fits the screen? Only boxes on the element's
    // containing-block chain clip it: an absolutely positioned one escapes unpositioned scrollers.
    const clipped = (el: Element) => {
      let absolute = getComputedStyle(el).position === 'absolute';
      for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (absolute && style.position === 'static') continue;
        if (style.overflowX !== 'visible' && a.getBoundingClientRect().right <= width + 0.5) return true;
        absolute = style.position === 'absolute';
      }
      return false;
    };
    const offenders: Offender[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= width + 0.5 || clipped(el)) continue;
      if (getComputedStyle(el).position === 'fixed') continue;
      offenders.push({ what: describe(el), right: Math.round(rect.right), children: el.children.length });
    }
    // Widest first; among equals the innermost (fewest children), which is usually the cause.
    offenders.sort((a, b) => b.right - a.right || a.children - b.children);
    return { scrollWidth: document.documentElement.scrollWidth, offenders: offenders.slice(0, 3) };
  }, WIDTH);
}

describe('phone layout (360 px)', () => {
  let ref = '';
  beforeAll(async () => {
    ref = await seedPaidLink(baseUrl);
  });

  // 26 screens one after another: a bound for a loaded 2-core machine, not a timing assertion.
  test('no dashboard screen is wider than a 360 px phone; each shows the Sandbox badge', {
    timeout: 240_000,
  }, async () => {
    const context = await browser().newContext({
      baseURL: baseUrl,
      viewport: { width: WIDTH, height: 740 },
      locale: 'en-GB',
      isMobile: true,
      hasTouch: true,
    });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    await signIn(page, DEMO_OWNER);

    const notification = await newestNotification(page);
    const screens = [...paymentScreens(ref, notification), ...accountScreens];
    const failures: string[] = [];
    for (const path of screens) {
      await openScreen(page, path);
      // The server runs in sandbox mode: every screen says so in its header.
      // The badge follows the API's health answer, which may still be on its way under load.
      const badge = page.getByRole('banner').getByText(/^Sandbox/);
      const shown = await badge.waitFor({ state: 'visible', timeout: 10_000 }).then(
        () => true,
        () => false,
      );
      if (!shown) {
        failures.push(`${path}: no Sandbox badge in the header`);
      }
      const { scrollWidth, offenders } = await measure(page);
      if (scrollWidth > WIDTH) {
        const widest = offenders.map((o) => `${o.what} (right edge ${o.right} px)`).join('; ');
        failures.push(`${path}: ${scrollWidth} px wide; widest: ${widest || 'none found'}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    await context.close();
  });
});
