/** Steps several flows share, done the way a user does them. */
import type { Page } from 'playwright-core';
import { atPath, visible } from './browser.ts';

/** On /auth/login: fill the form and press 'Sign in'. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await visible(page.getByRole('heading', { name: 'Sign in to Payrail' }));
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens /auth/login, signs in and waits for the dashboard's welcome. */
export async function signIn(
  page: Page,
  user: { email: string; password: string; firstName: string },
): Promise<void> {
  await page.goto('/auth/login');
  await submitSignIn(page, user.email, user.password);
  await atPath(page, '/home');
  await visible(page.getByRole('heading', { name: `Welcome, ${user.firstName}` }));
}
