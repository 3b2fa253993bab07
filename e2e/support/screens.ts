/**
 * The dashboard's screens, for the checks that visit every one of them (phone layout,
 * accessibility), and how such a check opens a screen: its level-one heading shown, no request in
 * flight, no loading spinner left.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { visible } from './browser.ts';

/** Lets the screen settle: no request in flight, no loading spinner left (each bounded). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .getByRole('status', { name: /loading/i })
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

/** Opens a screen, waits for its level-one heading and lets it settle. */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await visible(page.getByRole('heading', { level: 1 }));
  await settle(page);
}

/** The address of the newest notification's own page. */
export async function newestNotification(page: Page): Promise<string> {
  await openScreen(page, '/notifications');
  const first = page.getByRole('list', { name: 'Notifications' }).getByRole('link').first();
  await visible(first);
  const href = await first.getAttribute('href');
  expect(href, 'a notification link').toMatch(/^\/notifications\/[0-9a-f-]{36}$/);
  return href as string;
}

/** Money, payment links and notifications; `paidLink` is a link with payments. */
export const paymentScreens = (paidLink: string, notification: string): string[] => [
  '/home',
  '/payments/transactions',
  '/payments/payout',
  '/payments/balances',
  '/payments/chargeback',
  '/collections/payment-link',
  '/collections/payment-link/create',
  `/collections/payment-link/view?ref=${paidLink}`,
  `/collections/payment-link/edit?ref=${paidLink}`,
  `/collections/payment-link/transactions?reference=${paidLink}`,
  '/notifications',
  notification,
];

/** Customers, sub-accounts, the team, settings, support and onboarding. */
export const accountScreens: readonly string[] = [
  '/others/customers',
  '/others/sub-accounts',
  '/others/team-management?tab=members',
  '/others/team-management?tab=roles',
  '/others/team-management?tab=audit',
  '/others/settings?tab=profile',
  '/others/settings?tab=security',
  '/others/settings?tab=apis',
  '/others/settings?tab=charges',
  '/others/settings?tab=channels',
  '/others/settings?tab=limits',
  '/others/settings?tab=branding',
  '/account/support',
  '/merchant-onboarding',
  '/merchant-onboarding/get-started',
];
