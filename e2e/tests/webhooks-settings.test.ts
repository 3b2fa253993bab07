/**
 * Settings → APIs & webhooks (issue 13): a merchant sets a webhook address and sees it saved with
 * its signing secret after a reload; an address on a private network is refused with a message
 * that says why (the server runs without WEBHOOKS_ALLOW_PRIVATE_TARGETS). Then (issue 16) the
 * merchant replays a paid link's webhook: Count says how many would go where, Replay confirms,
 * and the recent replays list it; the dialog is axe clean and fits a 360 px phone.
 */
import { describe, expect, inject, test } from 'vitest';
import { merchantApi, testCard } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
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

  test('replays a payment’s webhook: counted first, then queued and listed', async () => {
    const user = await registerVerifiedUser(baseUrl, 'Tunde');
    const owner = await merchantApi(baseUrl, user);
    await owner.call('PATCH', '/api/v2/settings/api-configuration', { webhookUrl: PUBLIC });
    const ref = await owner.createLink('Replay me');
    await fetch(`${baseUrl}/api/v1/payment-links/${ref}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `e2e-${Math.random()}` },
      body: JSON.stringify({
        email: 'ada@example.com',
        name: 'Ada Obi',
        channel: 'card',
        card: testCard('4084084084084081'),
      }),
    });
    const { page } = await openPage(browser(), baseUrl);
    await signIn(page, user);
    await page.goto('/others/settings?tab=apis');
    await visible(page.getByText('No replays yet.'));
    await page.getByRole('button', { name: 'Replay webhooks' }).click();
    const dialog = page.getByRole('dialog', { name: 'Replay webhooks' });
    await dialog.getByLabel('Only deliveries whose last try failed').press('Space');
    await dialog.getByLabel('Only deliveries whose last try failed').press('Space');
    await dialog.getByRole('button', { name: 'Count' }).click();
    await visible(dialog.getByText(`1 delivery would be sent to ${PUBLIC}`));
    expect(await axeViolations(page, 'the replay webhooks dialog')).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await dialog.getByRole('button', { name: 'Replay 1' }).click();
    await visible(toast(page, 'Webhook replay queued: 1 delivery'));
    await visible(page.getByRole('group', { name: 'Recent replays' }).getByText('All events'));
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
  });
});
