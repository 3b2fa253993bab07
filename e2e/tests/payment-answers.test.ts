/**
 * The customer's answers and a short transfer's amount received, on the merchant's screens
 * (issue 12). A fresh merchant's link asks two custom fields; a customer pays it on the pay page
 * by card, another sends a short bank transfer (the sandbox's "Simulate underpayment":
 * ₦22,500.00 of ₦25,000.00). The merchant, on a 360 px phone, reads both payments' answers,
 * labelled, in the link's transactions and in the notifications, with the part payment's
 * "₦22,500.00 of ₦25,000.00" beside its price; a long answer wraps inside the screen, and markup
 * typed by the customer shows as text.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { atPath, openPage, useBrowser, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const PHONE = { width: 360, height: 740 };

const COMPANY = 'Acme <b>Stores</b>';
const NOTES =
  `Leave it with the gate man ${'x'.repeat(90)} then call me on arrival. ${'Thank you. '.repeat(25)}`.trim();

async function api(path: string, body: unknown, token: string) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { responseBody: Record<string, unknown> };
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.responseBody;
}

/** A customer on a phone fills the pay page, answers the link's fields, and chooses `channel`. */
async function customerOn(ref: string, name: string, channel: 'Card' | 'Bank transfer'): Promise<Page> {
  const context = await browser().newContext({ baseURL: baseUrl, viewport: PHONE });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  await page.goto(`/payment-links/${ref}`);
  await page.getByLabel('Email').click();
  await page.locator('html[data-pay-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel(/^Company name/).fill(COMPANY);
  await page.getByLabel(/^Delivery notes/).fill(NOTES);
  await page.getByLabel(channel, { exact: true }).check();
  return page;
}

/** Nothing on the page is wider than the phone, and `el` sits inside it. */
async function fitsThePhone(page: Page, el: Locator) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  const box = await el.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  // The long answer wrapped onto several lines rather than running off the screen.
  expect(box!.height).toBeGreaterThan(60);
}

describe('answers and amounts received, where the merchant reads a payment', () => {
  test('link transactions and the notification page show the answers and ₦22,500.00 of ₦25,000.00', async () => {
    const owner = await registerVerifiedUser(baseUrl, 'Bisi');
    const login = await api(
      '/api/v2/auth/login',
      { email: owner.email, password: owner.password, channel: 'web' },
      '',
    );
    const link = await api(
      '/api/v1/merchant/payment-links/create',
      {
        name: 'Office hamper',
        amount: 2_500_000,
        customFields: [
          { key: 'company', label: 'Company name', type: 'text', required: true },
          { key: 'notes', label: 'Delivery notes', type: 'text', required: false },
        ],
      },
      login.token as string,
    );
    const ref = link.ref as string;

    const byCard = await customerOn(ref, 'Ada Obi', 'Card');
    await byCard.getByLabel('Card number').fill('4084084084084081');
    await byCard.getByLabel('Expiry').fill('12/30');
    await byCard.getByLabel('CVV').fill('123');
    await byCard.getByRole('button', { name: 'Pay ₦25,000.00' }).click();
    await visible(byCard.getByRole('heading', { name: 'Payment successful' }));
    await byCard.context().close();

    const byTransfer = await customerOn(ref, 'Emeka Nwosu', 'Bank transfer');
    await byTransfer.getByRole('button', { name: 'Pay ₦25,000.00' }).click();
    await visible(byTransfer.getByRole('heading', { name: 'Transfer to this account' }));
    await byTransfer.getByRole('button', { name: 'Simulate underpayment' }).click();
    await visible(byTransfer.getByRole('heading', { name: 'Part payment received' }));
    await byTransfer.context().close();

    const { page } = await openPage(browser(), baseUrl);
    await signIn(page, owner);
    await page.setViewportSize(PHONE);

    // The link's transactions: each payment's answers on a row after it, and the part payment beside its price.
    await page.goto(`/collections/payment-link/transactions?reference=${ref}`);
    const table = page.getByRole('table', { name: 'Payment link transactions' });
    await visible(table.getByText('Part payment: ₦22,500.00 of ₦25,000.00'));
    const answers = table.getByLabel('Customer’s answers');
    await visible(answers.first());
    expect(await answers.count()).toBe(2);
    for (const one of await answers.all()) {
      expect(await one.locator('dt').allTextContents()).toEqual(['Company name', 'Delivery notes']);
      expect(await one.locator('dd').allTextContents()).toEqual([COMPANY, NOTES]);
      // The customer's markup is text: no element was made of it.
      expect(await one.locator('b').count()).toBe(0);
    }
    // The table scrolls sideways inside its box; the answers stay within the screen all the same.
    const tableWidth = await table.evaluate((t) => t.scrollWidth);
    expect(tableWidth).toBeGreaterThan(PHONE.width);
    await fitsThePhone(page, answers.first().locator('dd').nth(1));

    // The notifications: the list shows the answers' start; the part payment's page shows it all.
    await page.goto('/notifications');
    const items = page.getByRole('list', { name: 'Notifications' }).getByRole('link');
    await visible(items.first());
    expect(await items.count()).toBe(2);
    for (const item of await items.all())
      expect(await item.textContent()).toContain(`Company name: ${COMPANY} · Delivery notes: Leave it`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await items.filter({ hasText: 'Part payment: ₦22,500.00 of ₦25,000.00' }).click();
    await page.waitForURL((u) => /^\/notifications\/[0-9a-f-]{36}$/.test(u.pathname));
    const payment = page.getByRole('region', { name: 'Payment' });
    await visible(payment);
    expect(await payment.getByText('Received').locator('xpath=following-sibling::dd').textContent()).toBe(
      '₦22,500.00 of ₦25,000.00',
    );
    const shown = payment.getByLabel('Customer’s answers');
    expect(await shown.locator('dd').allTextContents()).toEqual([COMPANY, NOTES]);
    expect(await shown.locator('b').count()).toBe(0);
    await fitsThePhone(page, shown.locator('dd').nth(1));

    await payment.getByRole('link', { name: 'See the link’s transactions' }).click();
    await atPath(page, '/collections/payment-link/transactions', { reference: ref });
    await visible(page.getByRole('table', { name: 'Payment link transactions' }));
  });
});
