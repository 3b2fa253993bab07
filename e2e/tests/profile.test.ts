/**
 * Profile in Settings (issue 5): a merchant updates their name and phone and uploads a picture
 * (previewed first); an SVG dressed up as a PNG is refused by the server; after a reload the new
 * details and the picture are still there, in the form and in the header; then it is removed.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { openPage, toast, useBrowser, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A 48×48 teal PNG. */
function png(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(48, 0);
  ihdr.writeUInt32BE(48, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.alloc(1 + 48 * 3);
  for (let x = 0; x < 48; x++) row.set([13, 148, 136], 1 + x * 3);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const idat = deflateSync(Buffer.concat(Array.from({ length: 48 }, () => row)));
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

const loaded = (page: Page, alt: string) =>
  page
    .getByRole('img', { name: alt })
    .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth);

describe('profile', () => {
  test('updates the profile and picture and sees them after reload', async () => {
    const user = await registerVerifiedUser(baseUrl, 'Ifeoma');
    const { page } = await openPage(browser(), baseUrl);
    await signIn(page, user);
    await page.goto('/others/settings?tab=profile');
    await visible(page.getByRole('heading', { name: 'Your details' }));
    await visible(page.getByLabel('First name'));
    expect(await page.getByLabel('Email address').inputValue()).toBe(user.email);

    await page.getByLabel('Phone number').fill('12');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await visible(page.getByText(/Enter a Nigerian number/));
    await page.getByLabel('First name').fill('Ifeoma');
    await page.getByLabel('Last name').fill('Chukwu');
    await page.getByLabel('Phone number').fill('0905 555 1234');
    await page.getByLabel('Business name').fill('Ifeoma Textiles');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await visible(toast(page, 'Profile updated successfully'));
    await visible(page.getByRole('banner').getByText('Ifeoma Chukwu'));

    const picker = page.getByLabel('Choose an image');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>';
    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(svg) });
    await page.getByRole('button', { name: 'Upload picture' }).click();
    await visible(page.getByText('The file must be a PNG, JPEG or WebP image.'));

    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png() });
    await visible(page.getByRole('img', { name: 'Preview of your new picture' }));
    await page.getByRole('button', { name: 'Upload picture' }).click();
    await visible(toast(page, 'Profile picture updated successfully'));
    await visible(page.getByRole('img', { name: 'Your profile picture' }));

    await page.reload();
    await visible(page.getByRole('heading', { name: 'Your details' }));
    await visible(page.getByRole('img', { name: 'Your profile picture' }));
    expect(await loaded(page, 'Your profile picture')).toBe(48);
    expect(await page.getByLabel('First name').inputValue()).toBe('Ifeoma');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Chukwu');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('+2349055551234');
    expect(await page.getByLabel('Business name').inputValue()).toBe('Ifeoma Textiles');
    await visible(page.getByRole('banner').getByText('Ifeoma Chukwu'));
    expect(await page.getByRole('banner').locator('img').count()).toBe(1);

    // Removing it leaves the initials, here and in the header.
    await page.getByRole('button', { name: 'Remove picture' }).click();
    await visible(toast(page, 'Profile picture removed'));
    await page.getByRole('img', { name: 'Your profile picture' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('banner').locator('img').count()).toBe(0);
  });
});
