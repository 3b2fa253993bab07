/** Forgot password: the emailed link sets a new password; the new one signs in, the old one no longer does. */
import { describe, expect, inject, test } from 'vitest';
import { atPath, openPage, toast, useBrowser, visible } from '../support/browser.ts';
import { submitSignIn } from '../support/flows.ts';
import { linkIn, waitForMail } from '../support/mailbox.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('password reset', () => {
  test('forgot password → email → new password → old one fails, new one signs in', async () => {
    const user = await registerVerifiedUser(baseUrl, 'Femi');
    const newPassword = 'Ikoyi-Bridge-Sunset-7';
    const { context, page } = await openPage(browser(), baseUrl);

    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await atPath(page, '/auth/reset-password');
    // The URL changes before the lazily loaded page renders, and the sign-in page still shown has
    // an 'Email address' field too: wait for the reset page itself before typing.
    await visible(page.getByRole('heading', { name: 'Reset your password' }));
    await page.getByLabel('Email address').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await visible(page.getByText('Check your email'));

    const mail = await waitForMail(baseUrl, user.email, { subject: 'Reset your password' });
    const link = linkIn(mail, baseUrl);
    expect(link.pathname).toBe('/auth/reset-password/new-password');
    expect(link.searchParams.get('email')).toBe(user.email);

    await page.goto(link.toString());
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await atPath(page, '/auth/login');

    await submitSignIn(page, user.email, user.password);
    await visible(toast(page, 'Invalid email or password'));
    expect(new URL(page.url()).pathname).toBe('/auth/login');

    await submitSignIn(page, user.email, newPassword);
    await atPath(page, '/home');
    await visible(page.getByRole('heading', { name: `Welcome, ${user.firstName}` }));
    await context.close();

    // The link works once: a second use is refused and the password stays as set.
    const again = await openPage(browser(), baseUrl);
    await again.page.goto(link.toString());
    await again.page.getByLabel('New password', { exact: true }).fill('Another-Password-Tried-3');
    await again.page.getByLabel('Confirm new password').fill('Another-Password-Tried-3');
    await again.page.getByRole('button', { name: 'Reset password' }).click();
    await visible(toast(again.page, 'This password reset link is invalid or has expired'));
    expect(new URL(again.page.url()).pathname).toBe('/auth/reset-password/new-password');
    await again.context.close();
  });

  test('the new-password page without an email goes back to /auth/reset-password', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    await page.goto('/auth/reset-password/new-password?token=abcdefgh');
    await atPath(page, '/auth/reset-password');
    await visible(page.getByRole('button', { name: 'Send reset link' }));
    await context.close();
  });
});
