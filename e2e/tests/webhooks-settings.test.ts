/**
 * Settings → APIs & webhooks (issue 13): a merchant sets a webhook address and sees it saved with
 * its signing secret after a reload; an address on a private network is refused with a message
 * that says why (the server runs without WEBHOOKS_ALLOW_PRIVATE_TARGETS).
 */
import { describe, expect, inject, test } from 'vitest';
import { openPage, toast, useBrowser, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const PUBLIC = 'https://93.184.216.34/payrail/hooks';
const PRIVATE_MESSAGE =
  'This address points to a private or local network. Use an address that can be reached from the internet.';

describe('webhook settings', () => {
  test('sets a webhook URL, sees it saved with its secret, and a private address is refused', async () => {
    const user = await registerVerifiedUser(baseUrl, 'Ngozi');
    const { page } = await openPage(browser(), baseUrl);
    await signIn(page, user);
    await page.goto('/others/settings?tab=apis');
    await visible(page.getByText('Your signing secret is created when you first save a webhook URL.'));

    const webhookUrl = page.getByLabel('Webhook URL');
    await webhookUrl.fill('http://192.168.1.20:8080/hooks');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText(PRIVATE_MESSAGE));
    expect(await webhookUrl.getAttribute('aria-invalid')).toBe('true');

    await webhookUrl.fill(PUBLIC);
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(toast(page, 'API settings updated successfully'));

    await page.reload();
    await visible(page.getByRole('button', { name: 'Copy secret' }));
    expect(await page.getByLabel('Webhook URL').inputValue()).toBe(PUBLIC);
    await page.getByRole('button', { name: 'Show' }).click();
    await visible(page.getByText(/^whsec_[A-Za-z0-9+/]{43}=$/));
  });
});
