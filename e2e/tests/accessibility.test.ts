/**
 * Accessibility (issue 12): axe-core, with the WCAG 2.0–2.2 A and AA rules and its best practices,
 * finds nothing on any sign-in screen or dashboard screen, nor in the dialogs and states that
 * matter: forms showing their errors, toasts, the delete, invite, new-role and authenticator
 * dialogs, the phone menu and phone layouts, a new merchant's onboarding. One browser context
 * signed out, one for the demo owner, one for the new merchant; screens one after another; every
 * finding is collected, so a failure lists all of them at once.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { atPath, openPage, toast, useBrowser, visible } from '../support/browser.ts';
import { signIn, submitSignIn } from '../support/flows.ts';
import {
  accountScreens,
  newestNotification,
  openScreen,
  paymentScreens,
  settle,
} from '../support/screens.ts';
import { seedPaidLink, seedUnpaidLink } from '../support/seed-links.ts';
import { DEMO_OWNER, DEMO_TWO_FACTOR, registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
/** A bound, not a timing assertion: on a loaded 2-core machine a part takes one to two minutes. */
const PART = { timeout: 240_000 };

describe('accessibility (axe: WCAG 2.2 A/AA and best practices)', () => {
  test('signed-out screens have no violation', PART, async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    const found: string[] = [];
    const check = async (screen: string) => found.push(...(await axeViolations(page, screen)));

    for (const path of [
      '/auth/login',
      '/auth/login?reason=idle',
      '/auth/login?reason=unauthorized',
      '/auth/register',
      '/auth/reset-password',
      '/auth/reset-password/new-password?email=ada%40payrail.test&token=abcdefgh',
      '/auth/verfiy?email=ada%40payrail.test',
      '/auth/verified?email_verify_url=not-a-real-token',
      '/auth/accept-invite?token=not-a-real-token',
      '/dev/mailbox',
    ]) {
      await openScreen(page, path);
      await check(path);
    }

    // Forms with their errors shown.
    await openScreen(page, '/auth/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await visible(page.locator('[aria-invalid="true"]'));
    await check('/auth/login with errors');
    await openScreen(page, '/auth/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await visible(page.locator('[aria-invalid="true"]'));
    await check('/auth/register with errors');

    // A refused sign-in: the answer shows as a toast.
    await openScreen(page, '/auth/login');
    await submitSignIn(page, DEMO_OWNER.email, 'not-the-password-1');
    await visible(toast(page, 'Invalid email or password'));
    await check('/auth/login with a toast');

    // The two-factor step of a real sign-in.
    await openScreen(page, '/auth/login');
    await submitSignIn(page, DEMO_TWO_FACTOR.email, DEMO_TWO_FACTOR.password);
    await atPath(page, '/auth/twofa');
    await visible(page.getByRole('heading', { name: 'Two-factor verification' }));
    await settle(page);
    await check('/auth/twofa');

    expect(found, found.join('\n')).toEqual([]);
    await context.close();
  });

  describe('signed in as the demo owner', () => {
    let paid = '';
    let unpaid = '';
    let page: Page;
    let close: () => Promise<void>;
    beforeAll(async () => {
      paid = await seedPaidLink(baseUrl);
      unpaid = await seedUnpaidLink(baseUrl, 'Small chops platter');
      const opened = await openPage(browser(), baseUrl);
      page = opened.page;
      close = () => opened.context.close();
      await signIn(page, DEMO_OWNER);
    });
    afterAll(async () => {
      await close?.();
    });

    /** Opens each screen in turn; answers every violation found. */
    async function checkScreens(paths: string[]): Promise<string[]> {
      const found: string[] = [];
      for (const path of paths) {
        await openScreen(page, path);
        found.push(...(await axeViolations(page, path)));
      }
      return found;
    }

    test('payments, payment links and notifications have no violation', PART, async () => {
      const notification = await newestNotification(page);
      const found = await checkScreens(paymentScreens(paid, notification));
      // One payment's own page, opened from the list.
      await openScreen(page, '/payments/transactions');
      await page
        .getByRole('link', { name: /^Open / })
        .first()
        .click();
      await page.waitForURL(/\/payments\/transactions\/[0-9a-f-]{36}$/);
      await visible(page.getByRole('region', { name: 'Timeline' }));
      await settle(page);
      found.push(...(await axeViolations(page, "a transaction's page")));
      expect(found, found.join('\n')).toEqual([]);
    });

    test('customers, team, settings, support and onboarding have no violation', PART, async () => {
      const found = await checkScreens([...accountScreens]);
      expect(found, found.join('\n')).toEqual([]);
    });

    test(
      'forms with errors, the delete and invite dialogs, the phone menu have no violation',
      PART,
      async () => {
        const found: string[] = [];
        const check = async (screen: string) => found.push(...(await axeViolations(page, screen)));

        // The create form with its errors shown.
        await openScreen(page, '/collections/payment-link/create');
        await page.getByRole('button', { name: 'Create payment link' }).click();
        await visible(page.locator('[aria-invalid="true"]'));
        await check('create link form with errors');

        // Delete dialogs: one that confirms, one that explains why the link stays.
        await openScreen(page, `/collections/payment-link/view?ref=${unpaid}`);
        await page.getByRole('button', { name: 'Delete', exact: true }).click();
        await visible(page.getByRole('dialog').getByRole('button', { name: 'Delete link' }));
        await check('delete link dialog');
        await page.keyboard.press('Escape');
        await openScreen(page, `/collections/payment-link/view?ref=${paid}`);
        await page.getByRole('button', { name: 'Delete', exact: true }).click();
        await visible(page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }));
        await check('link with payments: delete dialog');
        await page.keyboard.press('Escape');

        // The invite dialog, empty and with its errors shown.
        await openScreen(page, '/others/team-management?tab=members');
        await page.getByRole('button', { name: 'Invite member' }).click();
        const invite = page.getByRole('dialog');
        await visible(invite.getByRole('button', { name: 'Send invitation' }));
        await settle(page);
        await check('invite member dialog');
        await invite.getByRole('button', { name: 'Send invitation' }).click();
        await visible(invite.locator('[aria-invalid="true"]'));
        await check('invite member dialog with errors');
        await page.keyboard.press('Escape');

        // The new-role dialog.
        await openScreen(page, '/others/team-management?tab=roles');
        await page.getByRole('button', { name: 'Create role' }).click();
        await visible(page.getByRole('dialog').getByLabel('Role name'));
        await check('create role dialog');
        await page.keyboard.press('Escape');

        // A 360 px phone: the dashboard with its menu open, then screens with tables and tabs.
        await page.setViewportSize({ width: 360, height: 740 });
        await openScreen(page, '/home');
        await page.getByRole('button', { name: 'Menu' }).click();
        await visible(page.getByRole('button', { name: 'Close menu' }));
        await check('/home at 360 px, menu open');
        await page.getByRole('button', { name: 'Close menu' }).click();
        for (const path of [
          '/collections/payment-link',
          `/collections/payment-link/view?ref=${paid}`,
          '/others/team-management?tab=members',
          '/others/settings?tab=security',
          '/notifications',
        ]) {
          await openScreen(page, path);
          await check(`${path} at 360 px`);
        }

        expect(found, found.join('\n')).toEqual([]);
      },
    );
  });

  test("a new merchant's home banner and onboarding screens have no violation", PART, async () => {
    // The demo merchant is verified already: onboarding only sends it home.
    const merchant = await registerVerifiedUser(baseUrl, 'Chiamaka');
    const { context, page } = await openPage(browser(), baseUrl);
    const found: string[] = [];
    const check = async (screen: string) => found.push(...(await axeViolations(page, screen)));
    await signIn(page, merchant);

    await visible(page.getByRole('heading', { name: 'Verify your business to go live' }));
    await settle(page);
    await check('/home with the verify-your-business banner');
    await openScreen(page, '/merchant-onboarding/get-started');
    await check('/merchant-onboarding/get-started');
    await page.getByRole('button', { name: 'Continue' }).click();
    await visible(page.getByText('Choose a business category'));
    await check('/merchant-onboarding/get-started with errors');
    await page.getByRole('radio', { name: /^Limited liability company/ }).check();
    await page.getByLabel('Industry').selectOption({ label: 'Software and IT services' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await atPath(page, '/merchant-onboarding/3');
    await visible(page.getByRole('heading', { name: 'Business details', level: 2 }));
    await settle(page);
    await check('/merchant-onboarding/3 (business details)');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await visible(page.locator('[aria-invalid="true"]'));
    await check('/merchant-onboarding/3 with errors');

    // Two-factor set-up: the authenticator dialog, then the emailed code form with its toast.
    await openScreen(page, '/others/settings?tab=security');
    await page.getByRole('button', { name: 'Use an authenticator app instead' }).click();
    const setup = page.getByRole('dialog', { name: 'Set up an authenticator app' });
    await visible(setup.getByRole('img', { name: 'QR code to scan with your authenticator app' }));
    await check('authenticator set-up dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('switch', { name: 'Two-factor authentication' }).click();
    await visible(toast(page, 'A code has been sent to your email'));
    await visible(page.getByLabel('Code from your email'));
    await check('two-factor code form with a toast');

    expect(found, found.join('\n')).toEqual([]);
    await context.close();
  });
});
