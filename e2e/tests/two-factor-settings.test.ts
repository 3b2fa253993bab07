/**
 * Two-factor settings in the Security tab (issue 5): a merchant enables two-factor with the
 * emailed code, signs out, and signs in with the emailed sign-in code; another sets up an
 * authenticator app (its code generated here from the key shown on screen), signs in with it,
 * and turns two-factor off with a recovery code.
 */
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { atPath, openPage, toast, useBrowser, visible } from '../support/browser.ts';
import { signIn, submitSignIn } from '../support/flows.ts';
import { mailIds, signInCode, waitForMail } from '../support/mailbox.ts';
import { registerVerifiedUser, type TestUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const enableSubject = /^Your code to turn on two-factor: (\d{6})$/;
const toggle = (page: Page) => page.getByRole('switch', { name: 'Two-factor authentication' });

async function openSecurity(page: Page) {
  await page.goto('/others/settings?tab=security');
  await visible(page.getByRole('heading', { name: 'Two-factor authentication' }));
}

async function signOutAndBackIn(page: Page, user: TestUser) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await atPath(page, '/auth/login');
  await submitSignIn(page, user.email, user.password);
  await atPath(page, '/auth/twofa');
  await visible(page.getByRole('heading', { name: 'Two-factor verification' }));
}

describe('two-factor settings', () => {
  test('enables two-factor, signs out, signs in with the emailed code', async () => {
    const user = await registerVerifiedUser(baseUrl, 'Chidi');
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, user);
    await openSecurity(page);
    expect(await toggle(page).getAttribute('aria-checked')).toBe('false');

    await toggle(page).click();
    await visible(toast(page, 'A code has been sent to your email'));
    const mail = await waitForMail(baseUrl, user.email, { subject: enableSubject });
    const code = mail.subject.match(enableSubject)![1]!;

    await page.getByLabel('Code from your email').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await visible(toast(page, 'Invalid two factor code'));
    await page.getByLabel('Code from your email').fill(code);
    await page.getByRole('button', { name: 'Turn on' }).click();
    await visible(toast(page, '2FA enabled successfully'));

    const dialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
    await visible(dialog);
    expect(await dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count()).toBe(10);
    expect(await axeViolations(page, 'recovery codes dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'I have saved them' }).click();
    await visible(page.getByText('10 left'));
    await visible(page.getByText('Signing in asks for a code from your email or a recovery code.'));
    expect(await toggle(page).getAttribute('aria-checked')).toBe('true');

    const earlier = await mailIds(baseUrl, user.email);
    await signOutAndBackIn(page, user);
    const signInMail = await waitForMail(baseUrl, user.email, {
      subject: /^Your sign-in code: \d{6}$/,
      ignore: earlier,
    });
    await page.getByLabel('Verification code').fill(signInCode(signInMail));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await atPath(page, '/home');
    await visible(page.getByRole('heading', { name: `Welcome, ${user.firstName}` }));
    await context.close();
  });

  test('sets up an authenticator app, signs in with its code, turns two-factor off with a recovery code', async () => {
    const user = await registerVerifiedUser(baseUrl, 'Bisi');
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, user);
    await openSecurity(page);

    await page.getByRole('button', { name: 'Use an authenticator app instead' }).click();
    const setup = page.getByRole('dialog', { name: 'Set up an authenticator app' });
    await visible(setup.getByRole('img', { name: 'QR code to scan with your authenticator app' }));
    const secret = (await setup.getByTestId('totp-secret').textContent())!.trim();
    await setup.getByLabel('Code from the app').fill(await generate({ secret }));
    await setup.getByRole('button', { name: 'Confirm' }).click();
    await visible(toast(page, 'Authenticator app set up successfully'));

    const codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
    await visible(codesDialog);
    const recovery = await codesDialog.getByRole('listitem').allTextContents();
    expect(recovery).toHaveLength(10);
    await codesDialog.getByRole('button', { name: 'I have saved them' }).click();
    expect(await toggle(page).getAttribute('aria-checked')).toBe('true');
    await visible(page.getByRole('button', { name: 'Remove app' }));
    await visible(
      page.getByText(
        'Signing in asks for a code from your email, a code from your authenticator app or a recovery code.',
      ),
    );

    await signOutAndBackIn(page, user);
    await page.getByRole('button', { name: 'Use an authenticator app or a recovery code' }).click();
    // The code of the next 30-second step: the current one was used to confirm the app.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await page.getByLabel('Authenticator or recovery code').fill(next);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await atPath(page, '/home');

    await openSecurity(page);
    await toggle(page).click();
    const proof = page.getByRole('dialog', { name: 'Turn off two-factor?' });
    await proof.getByLabel('Verification code').fill(recovery[0]!);
    await proof.getByRole('button', { name: 'Turn off' }).click();
    await visible(toast(page, '2FA disabled successfully'));
    await visible(page.getByRole('button', { name: 'Use an authenticator app instead' }));
    expect(await toggle(page).getAttribute('aria-checked')).toBe('false');
    await context.close();
  });
});
