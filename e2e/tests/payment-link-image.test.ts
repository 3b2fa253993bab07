/**
 * A payment link's image in the browser: the merchant chooses it on the create screen, sees it on
 * the link's page, and the customer's pay page (a fresh context, no session) shows it loaded; on
 * the edit screen a non-image file is refused before upload, and the image is removed.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { atPath, launchBrowser, openPage, toast, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { DEMO_OWNER } from '../support/users.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('payment link image', () => {
  test('chosen on create → shown on the link and its pay page → refused file → removed', async () => {
    const name = `Beaded bag ${Date.now().toString(36)}`;
    const { page } = await openPage(browser, baseUrl);
    await signIn(page, DEMO_OWNER);
    await page.goto('/collections/payment-link/create');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Amount (NGN)').fill('3,000');
    await page
      .getByLabel('Choose an image')
      .setInputFiles({ name: 'bag.png', mimeType: 'image/png', buffer: PNG });
    await visible(page.getByRole('img', { name: 'The chosen file, not uploaded yet' }));
    await page.getByRole('button', { name: 'Create payment link' }).click();
    await visible(toast(page, 'Payment link created successfully'));
    const url = await atPath(page, '/collections/payment-link/view');
    const ref = url.searchParams.get('ref')!;
    const shown = page.getByRole('img', { name: `Shown at the top of the pay page of ${name}` });
    await visible(shown);
    expect(await shown.getAttribute('src')).toMatch(
      new RegExp(`^/api/v1/payment-links/image/${ref}/[0-9a-f]{32}$`),
    );

    // The customer's page, without a session: the image is there and loaded.
    const customer = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 740 } });
    const pay = await customer.newPage();
    await pay.goto(`/payment-links/${ref}`);
    await visible(pay.getByRole('heading', { name, level: 1 }));
    const img = pay.locator('img.link-img');
    await visible(img);
    await expect
      .poll(() => img.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(1);
    await customer.close();

    // Edit: a PDF is refused in the browser; the image is removed.
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await atPath(page, '/collections/payment-link/edit', { ref });
    await page.getByLabel('Replace the image').setInputFiles({
      name: 'terms.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await visible(page.getByText('The file must be a PNG, JPEG or WebP image.'));
    expect(await page.getByRole('button', { name: 'Upload image' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Remove image' }).click();
    await visible(toast(page, 'Payment link image removed successfully'));
    await visible(page.getByText('No image'));
  });
});
