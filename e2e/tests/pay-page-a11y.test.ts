/**
 * The public pay page has no accessibility violations (issue 12): axe-core's WCAG 2.0–2.2 A/AA
 * rules and its best practices, every impact, on each screen a customer can reach (the form of a
 * fixed and of a flexible amount link with custom fields and an image, the form with its errors,
 * the OTP step, a decline, the transfer and USSD waits, the receipt and a part payment, an unknown
 * and an inactive link), on a desktop and on a 360 px phone, hydrated; and the form once with
 * JavaScript off.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type Merchant, merchantApi } from '../support/api.ts';
import { launchBrowser, visible } from '../support/browser.ts';
import { DEMO_OWNER } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } };
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
let owner: Merchant;
const links = { fixed: '', flexible: '', inactive: '' };

/** Every violation as one readable line: `screen: rule (impact) help — targets`. */
async function violations(page: Page, screen: string): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return found.map(
    (v) =>
      `${screen}: ${v.id} (${v.impact ?? 'no impact'}) ${v.help} — ${v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')} [${n.failureSummary?.split('\n')[1]?.trim() ?? ''}]`)
        .join('; ')}`,
  );
}

/**
 * A customer's browser. `scripts: false` is a browser without JavaScript as far as the page can
 * tell: its boot script is refused, so nothing hydrates and every step is a plain form post. (A
 * context with JavaScript disabled would stop axe too, which runs as a script in the page.)
 */
async function customerPage(viewport: { width: number; height: number }, scripts = true) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, locale: 'en-GB' });
  if (!scripts) await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
  context.setDefaultTimeout(15_000);
  return context.newPage();
}

/** Opens the link's page and hydrates it, as a customer's first touch does. */
async function openForm(page: Page, ref: string) {
  await page.goto(`/payment-links/${ref}`);
  await page.getByLabel('Email').click();
  await page.locator('html[data-pay-hydrated]').waitFor({ state: 'attached' });
}

async function fillCustomer(page: Page) {
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Full name').fill('Ada Obi');
}

async function payByCard(page: Page, number: string) {
  await page.getByLabel('Card', { exact: true }).check();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();
}

/** What the browser's own checks let through but the page refuses: too small an amount, a short card. */
async function refusedInput(page: Page) {
  await page.getByLabel(/^Amount/).fill('1');
  await fillCustomer(page);
  await page.getByLabel('Size').fill('XL');
  await page.getByLabel('Card', { exact: true }).check();
  await page.getByLabel('Card number').fill('1234');
  await page.getByRole('button', { name: /^Pay/ }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await merchantApi(baseUrl, DEMO_OWNER);
  const stamp = Date.now().toString(36);
  links.fixed = await owner.createLink(`Ankara ${stamp}`);
  links.flexible = await owner.createLink(`Donation ${stamp}`, {
    amountType: 'customer',
    description: 'Gifts for the children’s home',
    customFields: [
      { key: 'size', label: 'Size', required: true },
      { key: 'note', label: 'Note', required: false },
    ],
  });
  const image = new FormData();
  image.set('file', new Blob([PNG], { type: 'image/png' }), 'bag.png');
  await owner.call('POST', `/api/v1/merchant/payment-links/image?ref=${links.flexible}`, image);
  links.inactive = await owner.createLink(`Old stock ${stamp}`);
  await owner.call('GET', `/api/v1/merchant/payment-links/deactivate/${links.inactive}`);
});
afterAll(async () => {
  await browser?.close();
});

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  describe(`the pay page's screens on a ${device} (${viewport.width} px)`, () => {
    test('the forms, and the form with its errors', async () => {
      const page = await customerPage(viewport);
      const found: string[] = [];
      await openForm(page, links.fixed);
      found.push(...(await violations(page, 'fixed amount form')));
      // Nothing typed: the page's own messages beside the fields, not the browser's bubbles.
      await page.getByRole('button', { name: /^Pay/ }).click();
      await visible(page.getByText('Enter a valid email address'));
      await visible(page.getByText('Name is required'));
      found.push(...(await violations(page, 'empty form refused')));
      await openForm(page, links.flexible);
      await visible(page.locator('img.link-img'));
      found.push(...(await violations(page, 'flexible amount form')));
      await refusedInput(page);
      await visible(page.getByText('Check the highlighted fields'));
      // The title says so too, and the page's own messages stand beside the fields.
      expect(await page.title()).toMatch(/^Error: Donation/);
      await visible(page.getByText('Enter the card number'));
      found.push(...(await violations(page, 'form with errors')));
      expect(found).toEqual([]);
      await page.context().close();
    });

    test('the OTP step, a decline and the receipt', async () => {
      const page = await customerPage(viewport);
      const found: string[] = [];
      await openForm(page, links.fixed);
      await fillCustomer(page);
      await payByCard(page, '5060666666666666666');
      await visible(page.getByRole('heading', { name: 'Enter your OTP' }));
      found.push(...(await violations(page, 'OTP step')));
      await page.getByLabel('One-time code').fill('123456');
      await page.getByRole('button', { name: 'Confirm payment' }).click();
      await visible(page.getByRole('heading', { name: 'Payment successful' }));
      found.push(...(await violations(page, 'receipt')));

      await openForm(page, links.fixed);
      await fillCustomer(page);
      await payByCard(page, '4000000000000002');
      await visible(page.getByRole('heading', { name: 'Payment failed' }));
      expect(await page.title()).toMatch(/^Payment failed · Ankara/);
      found.push(...(await violations(page, 'decline')));
      expect(found).toEqual([]);
      await page.context().close();
    });

    test('the transfer and USSD waits, and a part payment', async () => {
      const page = await customerPage(viewport);
      const found: string[] = [];
      await openForm(page, links.fixed);
      await fillCustomer(page);
      await page.getByLabel('Bank transfer').check();
      await page.getByRole('button', { name: /^Pay/ }).click();
      await visible(page.getByRole('heading', { name: 'Transfer to this account' }));
      await visible(page.getByRole('button', { name: 'Copy account number' }));
      found.push(...(await violations(page, 'transfer wait')));
      await page.getByRole('button', { name: 'Simulate underpayment' }).click();
      await visible(page.getByRole('heading', { name: 'Part payment received' }));
      found.push(...(await violations(page, 'part payment')));

      await openForm(page, links.fixed);
      await fillCustomer(page);
      await page.getByLabel('USSD').check();
      await page.getByLabel('Your bank').selectOption({ label: 'Access Bank (*901#)' });
      await page.getByRole('button', { name: /^Pay/ }).click();
      await visible(page.getByRole('heading', { name: 'Pay with USSD' }));
      found.push(...(await violations(page, 'USSD wait')));
      expect(found).toEqual([]);
      await page.context().close();
    });

    test('an unknown and an inactive link', async () => {
      const page = await customerPage(viewport);
      const found: string[] = [];
      await page.goto('/payment-links/PL-0000000000');
      await visible(page.getByRole('heading', { name: 'Payment link not found' }));
      found.push(...(await violations(page, 'unknown link')));
      await page.goto(`/payment-links/${links.inactive}`);
      await visible(page.getByText('This payment link is inactive and cannot take payments.'));
      found.push(...(await violations(page, 'inactive link')));
      expect(found).toEqual([]);
      await page.context().close();
    });
  });
}

describe('without JavaScript', () => {
  test('the form of a flexible amount link, before and after a refused post', async () => {
    const page = await customerPage(VIEWPORTS.phone, false);
    const found: string[] = [];
    await page.goto(`/payment-links/${links.flexible}`);
    expect(await page.locator('html[data-pay-hydrated]').count()).toBe(0);
    found.push(...(await violations(page, 'form without JavaScript')));
    await refusedInput(page);
    await visible(page.getByText('Check the highlighted fields'));
    found.push(...(await violations(page, 'refused form without JavaScript')));
    expect(found).toEqual([]);
    await page.context().close();
  });
});
