/**
 * White-labelling in Chromium (issue 16): a new merchant brands their pay pages on Settings →
 * Branding (logo, display name, colour, support email), watching the live preview follow; then a
 * customer (a fresh context, no session) opens a payment link and sees the logo, the name and the
 * brand-coloured Pay button; then the merchant resets and the defaults return. axe checks the tab
 * and the branded pay page. A new merchant, so no other test's demo links change under it.
 */
import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { merchantApi } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { customerPage, launchBrowser, openPage, toast, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (b: Buffer) => {
  let c = 0xffffffff;
  for (const x of b) c = CRC_TABLE[(c ^ x) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc(body));
  return Buffer.concat([len, body, sum]);
}
/** A w×h PNG of one colour (a real image the API can resize). */
function png(w: number, h: number, [r, g, b]: [number, number, number]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: w }, () => [r, g, b]).flat()),
  ]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function payPage(ref: string): Promise<Page> {
  const page = await customerPage(browser, baseUrl);
  await page.goto(`/payment-links/${ref}`);
  await visible(page.getByLabel('Email'));
  return page;
}

const payButtonColour = (page: Page) =>
  page.getByRole('button', { name: /^Pay / }).evaluate((el) => getComputedStyle(el).backgroundColor);

describe('white-labelling', () => {
  test('the merchant brands the pay page with a live preview; the customer sees it; reset restores it', async () => {
    const user = await registerVerifiedUser(baseUrl, 'Ngozi');
    const ref = await (await merchantApi(baseUrl, user)).createLink(`Adire ${Date.now().toString(36)}`, {
      amount: 1_000_000,
    });
    const name = `Adire House ${Date.now().toString(36)}`;

    const { page } = await openPage(browser, baseUrl);
    await signIn(page, user);
    await page.goto('/others/settings?tab=branding');
    await visible(page.getByRole('heading', { name: 'Live preview of your pay page' }));
    const preview = page.frameLocator('iframe[title="Preview of your pay page"]');
    await visible(preview.locator('.merchant', { hasText: user.businessName }));
    expect(await axeViolations(page, 'branding tab')).toEqual([]);

    await page
      .getByLabel('Logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(300, 100, [112, 72, 232]) });
    await page.getByLabel('Display name').fill(name);
    await page.getByLabel('Brand colour (hex)').fill('#0b6e4f');
    await page.getByLabel('Support email').fill('help@adire.example');
    // The preview follows as the merchant types.
    await visible(preview.locator('.merchant', { hasText: name }));
    await visible(preview.getByRole('img', { name: `${name} logo` }));
    await expect
      .poll(() => preview.locator('button.primary').evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(11, 110, 79)');
    await visible(page.getByText(/Buttons use #0b6e4f with white text/));
    await page.getByRole('button', { name: 'Save branding' }).click();
    await visible(toast(page, 'White labeling updated successfully'));
    expect(await axeViolations(page, 'branding tab, saved')).toEqual([]);

    // The customer's page: logo (loaded), the display name, the brand-coloured Pay button, support.
    const customer = await payPage(ref);
    const logo = customer.getByRole('img', { name: `${name} logo` });
    await visible(logo);
    await expect.poll(() => logo.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(256);
    await visible(customer.locator('.merchant', { hasText: name }));
    expect(await payButtonColour(customer)).toBe('rgb(11, 110, 79)');
    await visible(customer.getByRole('link', { name: 'help@adire.example' }));
    expect(await axeViolations(customer, 'branded pay page')).toEqual([]);
    await customer.context().close();

    // Reset, after a confirmation: the defaults return on the pay page.
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset branding' }).click();
    await visible(toast(page, 'White labeling reset successfully'));
    await visible(preview.locator('.merchant', { hasText: user.businessName }));
    const after = await payPage(ref);
    await visible(after.locator('.merchant', { hasText: user.businessName }));
    expect(await after.locator('img.logo').count()).toBe(0);
    expect(await payButtonColour(after)).toBe('rgb(26, 79, 214)');
    await after.context().close();
  });
});
