/**
 * A new merchant signs up, verifies the address with the emailed link and signs in. The signed-in
 * /home is the README's screenshot (docs/screenshot-home.png): written only on request
 * (UPDATE_SCREENSHOTS=1), so a test run leaves the tracked image alone; no other test writes it.
 */
import path from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { atPath, openPage, useBrowser, visible } from '../support/browser.ts';
import { submitSignIn } from '../support/flows.ts';
import { linkIn, waitForMail } from '../support/mailbox.ts';
import { repoRoot } from '../support/server.ts';
import { registerUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('sign-up', () => {
  test('register, verify by the emailed link, sign in, land on /home', async () => {
    // Fixed, realistic details: the database is fresh for every run, and the screenshot stays stable.
    const person = {
      firstName: 'Chioma',
      lastName: 'Eze',
      businessName: 'Eze Fabrics',
      email: 'chioma@ezefabrics.test',
      phone: '08031234567',
      password: 'Indigo-Adire-2026',
    };
    const { context, page } = await openPage(browser(), baseUrl);

    await page.goto('/auth/login');
    await visible(page.getByRole('heading', { name: 'Sign in to Payrail' }));
    await page.getByRole('link', { name: 'Create an account' }).click();
    await atPath(page, '/auth/register');

    await page.getByLabel('First name').fill(person.firstName);
    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel('Business name').fill(person.businessName);
    await page.getByLabel('Email address').fill(person.email);
    await page.getByLabel('Phone number').fill(person.phone);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    const check = await atPath(page, '/auth/verfiy', { email: person.email });
    expect(check.searchParams.get('email')).toBe(person.email);
    await visible(page.getByRole('heading', { name: 'Check your email' }));
    await visible(page.getByRole('button', { name: 'Resend verification link' }));

    const mail = await waitForMail(baseUrl, person.email, { subject: 'Verify your email address' });
    const link = linkIn(mail, baseUrl);
    expect(link.pathname).toBe('/auth/verified');
    expect(link.searchParams.get('email_verify_url')).toBeTruthy();

    await page.goto(link.toString());
    await visible(page.getByText('Email successfully verified'));
    await page.getByRole('link', { name: 'Continue to sign in' }).click();
    await atPath(page, '/auth/login');

    await submitSignIn(page, person.email, person.password);
    await atPath(page, '/home');
    await visible(page.getByRole('heading', { name: `Welcome, ${person.firstName}` }));
    await visible(page.getByRole('navigation', { name: 'Main' }));

    if (process.env.UPDATE_SCREENSHOTS === '1') {
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(repoRoot, 'docs/screenshot-home.png') });
    }
    await context.close();
  });

  test('a verification link works once: opening it again shows the failure view', async () => {
    const person = await registerUser(baseUrl, 'Emeka');
    const { context, page } = await openPage(browser(), baseUrl);
    await page.goto(person.verifyLink.toString());
    await visible(page.getByText('Email successfully verified'));

    await page.goto(person.verifyLink.toString());
    await visible(page.getByRole('heading', { name: 'Verification failed' }));
    expect(await page.getByText('Email successfully verified').count()).toBe(0);
    await context.close();
  });
});
