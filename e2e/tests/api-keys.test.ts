/**
 * API keys (issue 16): the owner asks for the credentials on the APIs tab, opens the one-time link
 * from the mailbox without being signed in, sees the secret key once, and the same link then says
 * it was used. The tab shows the new key only masked.
 */
import { describe, expect, inject, test } from 'vitest';
import { openPage, toast, useBrowser, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { waitForMail } from '../support/mailbox.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('API keys', () => {
  test('request the credentials, open the link from the mailbox, see the secret once', async () => {
    const user = await registerVerifiedUser(baseUrl, 'Tunde');
    const { page } = await openPage(browser(), baseUrl);
    await signIn(page, user);
    await page.goto('/others/settings?tab=apis');
    await page.getByRole('button', { name: 'Send credentials' }).click();
    await visible(toast(page, 'Your credentials have been sent to your email'));

    const mail = await waitForMail(baseUrl, user.email, { subject: 'Your Payrail API credentials' });
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe('/auth/api-keys');

    // A fresh browser context: the link needs no session.
    const { page: reader } = await openPage(browser(), baseUrl);
    await reader.goto(`${link.pathname}${link.search}`);
    await reader.getByRole('button', { name: 'Show my API keys' }).click();
    const secret = await visible(reader.getByText(/^sk_test_[\w-]{43}$/));
    const shown = (await secret.textContent())!;
    await visible(reader.getByText(/^sk_live_[\w-]{43}$/));

    await reader.reload();
    await reader.getByRole('button', { name: 'Show my API keys' }).click();
    await visible(reader.getByText('This link was already used'));
    expect(await reader.getByText(shown).count()).toBe(0);

    await page.reload();
    await visible(page.getByText(`sk_test_••••••••${shown.slice(-4)}`));
    expect(await page.getByText(shown).count()).toBe(0);
  });
});
