/**
 * Support, end to end (issue 16): a merchant files a ticket from /account/support, gets the
 * acknowledgement with its code in the dev mailbox and sees it listed as open; support's staff
 * answer it with the operator CLI; the merchant sees the answer in the thread (answered), replies,
 * and the page and the thread pass axe and fit a 360 px phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { openPage, toast, useBrowser, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { waitForMail } from '../support/mailbox.ts';
import { settle } from '../support/screens.ts';
import { supportCli } from '../support/support-desk.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const opsToken = inject('opsToken');
const browser = useBrowser();

async function fitsPhone(page: Page): Promise<number> {
  await page.setViewportSize({ width: 360, height: 740 });
  await settle(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.setViewportSize({ width: 1280, height: 800 });
  return width;
}

describe('support', () => {
  test('file a ticket, staff answer by the CLI, the merchant reads and replies', {
    timeout: 180_000,
  }, async () => {
    const merchant = await registerVerifiedUser(baseUrl, 'Tunde');
    const { page } = await openPage(browser(), baseUrl);
    await signIn(page, merchant);
    await page.goto('/account/support');
    await visible(page.getByRole('heading', { level: 1, name: 'Support' }));
    await visible(page.getByText('No tickets yet.'));
    await visible(page.getByRole('link', { name: 'API reference' }));
    await visible(page.getByRole('table', { name: 'Sandbox test cards' }).getByText('4084 0840 8408 4081'));
    await settle(page);
    expect(await axeViolations(page, '/account/support')).toEqual([]);
    expect(await fitsPhone(page)).toBeLessThanOrEqual(360);

    const form = page.getByRole('form', { name: 'Contact support' });
    await form.getByLabel('Subject').fill('Webhook not received');
    await form.getByLabel('Category').selectOption({ label: 'API and webhooks' });
    await form
      .getByLabel('Message')
      .fill('Our server did not get charge.success for this morning’s payment.');
    await form.getByRole('button', { name: 'Submit ticket' }).click();
    await visible(toast(page, 'Ticket submitted successfully'));

    const ack = await waitForMail(baseUrl, merchant.email, { subject: /^We received your request SUP-/ });
    const code = ack.subject.replace('We received your request ', '');
    expect(code).toMatch(/^SUP-[0-9A-Z]{6}$/);
    expect(ack.text).toContain('What happens next');
    const toTeam = await waitForMail(baseUrl, 'support@payrail.test', {
      subject: `[${code}] Webhook not received`,
    });
    expect(toTeam.text).toContain(merchant.email);

    const tickets = page.getByRole('table', { name: 'Support tickets' });
    const row = tickets.getByRole('row').filter({ hasText: code });
    await visible(row.getByText('Open', { exact: true }));

    const out = await supportCli(baseUrl, opsToken, [
      'support:reply',
      code,
      'We resent it; your endpoint answered 200.',
    ]);
    expect(out).toContain(`${code}: answered`);
    await waitForMail(baseUrl, merchant.email, { subject: `Reply to ${code}: Webhook not received` });

    await page.reload();
    await visible(tickets.getByRole('row').filter({ hasText: code }).getByText('Answered', { exact: true }));
    await tickets.getByRole('link', { name: `Open ${code}: Webhook not received` }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Webhook not received' }));
    const thread = page.getByRole('region', { name: 'Conversation' });
    await visible(thread.getByText('We resent it; your endpoint answered 200.'));
    await visible(thread.getByText('Payrail Support (Payrail)'));
    await settle(page);
    expect(await axeViolations(page, `/account/support/{id}`)).toEqual([]);
    expect(await fitsPhone(page)).toBeLessThanOrEqual(360);

    // By keyboard: type the reply, Tab to Send reply, Enter.
    await page.getByLabel('Your reply').focus();
    await page.keyboard.type('Thanks, we have it now.');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send reply');
    await page.keyboard.press('Enter');
    await visible(toast(page, 'Reply sent successfully'));
    await visible(thread.getByText('Thanks, we have it now.'));
    await visible(page.getByText('Open', { exact: true }));
  });
});
