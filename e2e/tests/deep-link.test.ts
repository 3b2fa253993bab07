/** A signed-out visitor opens a dashboard link, is sent to sign in, and comes back to that link. */
import { describe, expect, inject, test } from 'vitest';
import { atPath, openPage, useBrowser, visible } from '../support/browser.ts';
import { submitSignIn } from '../support/flows.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('deep link while signed out', () => {
  test('/payments/transactions → sign in → back on /payments/transactions', async () => {
    const user = await registerVerifiedUser(baseUrl, 'Bisi');
    const { context, page } = await openPage(browser(), baseUrl);

    await page.goto('/payments/transactions');
    const login = await atPath(page, '/auth/login', { redirect: '/payments/transactions' });
    expect(login.searchParams.get('redirect')).toBe('/payments/transactions');
    await visible(page.getByRole('heading', { name: 'Sign in to Payrail' }));

    await submitSignIn(page, user.email, user.password);
    const back = await atPath(page, '/payments/transactions');
    expect(back.searchParams.has('redirect')).toBe(false);
    await visible(page.getByRole('navigation', { name: 'Main' }));
    expect(await page.getByRole('heading', { name: 'Sign in to Payrail' }).count()).toBe(0);

    // Signed in, the sign-in page is not shown again: it goes to /home.
    await page.goto('/auth/login');
    await atPath(page, '/home');
    await visible(page.getByRole('heading', { name: `Welcome, ${user.firstName}` }));
    await context.close();
  });

  test('the bare root sends a signed-out visitor to sign in', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    await page.goto('/');
    await atPath(page, '/auth/login');
    await visible(page.getByRole('heading', { name: 'Sign in to Payrail' }));
    await context.close();
  });
});
