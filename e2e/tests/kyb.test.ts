/**
 * KYB onboarding in Chromium (issue 5): a new merchant goes from get-started through every stage
 * of one category (limited liability company: business details with its RC number, director
 * identity with BVN, CAC certificate and proof of address uploads, settlement account, review),
 * with inline errors on the way (client-side shapes, a refused upload); their progress survives
 * signing out. The operator approves through the operator CLI; /merchant-onboarding then lands on
 * /home, the banner is gone, and the merchant sees the notification.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { atPath, openPage, useBrowser, visible } from '../support/browser.ts';
import { signIn, submitSignIn } from '../support/flows.ts';
import {
  approveWithOperatorCli,
  pdfFile,
  pngFile,
  SETTLEMENT_ACCOUNT,
  submitStarterKyb,
} from '../support/kyb.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const opsToken = inject('opsToken');
const browser = useBrowser();

const stageHeading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 });
const save = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();
const currentStep = (page: Page) =>
  page.getByRole('navigation', { name: 'Onboarding progress' }).locator('[aria-current="step"]');

async function businessDetails(page: Page): Promise<void> {
  await visible(stageHeading(page, 'Business details'));
  expect(await page.getByLabel('Industry').inputValue()).toBe('5'); // chosen on get-started
  await page.getByLabel('Company name (as registered with the CAC)').fill('Okafor Cloud Services Ltd');
  await page.getByLabel('RC number').fill('12AB');
  await page.getByLabel('Business email').fill('hello@okafor.ng');
  await page.getByLabel('Business phone').fill('12345');
  await page.getByLabel('Business address').fill('14 Broad Street');
  await page.getByLabel('City').fill('Lagos Island');
  await page.getByLabel('State').selectOption('Lagos');
  await page.getByLabel('What does your business do?').fill('Cloud hosting for Nigerian retailers.');
  await save(page);
  // Checked in the browser with the contract's schema: each message on its field.
  await visible(page.getByText('Enter the RC number, e.g. RC1234567'));
  await visible(page.getByText('Enter a Nigerian mobile number, e.g. 0803 123 4567'));
  expect(await page.getByLabel('Business phone').getAttribute('aria-invalid')).toBe('true');
  await page.getByLabel('RC number').fill('rc 1234567');
  await page.getByLabel('Business phone').fill('0803 123 4567');
  await save(page);
}

async function ownerIdentity(page: Page): Promise<void> {
  await visible(stageHeading(page, 'Owner or director identity'));
  expect(await currentStep(page).textContent()).toContain('Owner or director identity');
  await page.getByLabel('First name').fill('Chiamaka');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Date of birth').fill('1988-03-21');
  await page.getByLabel('Role').selectOption({ label: 'Director' });
  await page.getByLabel('BVN', { exact: true }).fill('2221234567');
  await page.getByLabel('Phone number').fill('0909 555 1234');
  await save(page);
  await visible(page.getByText('BVN must be 11 digits'));
  await page.getByLabel('BVN', { exact: true }).fill('22212345678');
  await save(page);
}

async function documents(page: Page): Promise<void> {
  await visible(stageHeading(page, 'Documents'));
  const cac = page.getByLabel('CAC certificate of registration', { exact: true });
  // Not a PDF inside: the server reads the bytes and refuses; the refusal shows under the picker.
  await cac.setInputFiles({ name: 'cac.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text') });
  await visible(page.getByRole('alert').filter({ hasText: /PDF|file/ }));
  expect(await cac.getAttribute('aria-invalid')).toBe('true');
  await cac.setInputFiles(pdfFile('cac-certificate.pdf'));
  await visible(page.getByText('cac-certificate.pdf'));
  await visible(page.getByText(/— uploaded/));
  // What the server holds comes back byte for byte, under its name.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download file: CAC certificate of registration' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('cac-certificate.pdf');
  expect(readFileSync(await download.path())).toEqual(pdfFile('cac-certificate.pdf').buffer);
  await page
    .getByLabel('Proof of address (utility bill or bank statement, under 3 months old)', { exact: true })
    .setInputFiles(pngFile('electricity-bill.png'));
  await visible(page.getByText('electricity-bill.png'));
  await expect.poll(() => page.getByText(/— uploaded/).count()).toBe(2);
  await save(page);
}

async function settlementAccount(page: Page): Promise<void> {
  await visible(stageHeading(page, 'Settlement bank account'));
  await page.getByLabel('Bank').selectOption({ label: SETTLEMENT_ACCOUNT.bank });
  await page.getByLabel('Account number').fill('0123456789');
  await save(page);
  await visible(page.getByText('This is not a valid account number for the chosen bank'));
  await page.getByLabel('Account number').fill(SETTLEMENT_ACCOUNT.accountNumber);
  // The bank's name for the account is looked up; the merchant confirms it.
  await visible(page.getByText(/^Account name:/));
  await page.getByLabel('This is the account to be paid into.').check();
  await save(page);
}

async function review(page: Page): Promise<void> {
  await visible(stageHeading(page, 'Review and submit'));
  const summary = page.getByRole('region', { name: 'Business details' });
  await visible(summary.getByText('Okafor Cloud Services Ltd'));
  await visible(summary.getByText('RC1234567'));
  await visible(page.getByRole('region', { name: 'Owner or director identity' }).getByText('*******5678'));
  await visible(page.getByRole('region', { name: 'Documents' }).getByText('electricity-bill.png'));
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await visible(page.getByText('Confirm that the information is accurate'));
  await page.getByLabel(/^I confirm that this information is accurate/).check();
  await page.getByRole('button', { name: 'Submit for review' }).click();
}

describe('KYB onboarding', () => {
  test('get-started → every stage with uploads → under review → approved by the operator CLI → home and the notification', async () => {
    const merchant = await registerVerifiedUser(baseUrl, 'Chiamaka');
    const { page } = await openPage(browser(), baseUrl);
    await signIn(page, merchant);

    await visible(page.getByRole('heading', { name: 'Verify your business to go live' }));
    await page.getByRole('link', { name: 'Start onboarding' }).click();
    await atPath(page, '/merchant-onboarding/get-started');
    await page.getByRole('button', { name: 'Continue' }).click();
    await visible(page.getByText('Choose a business category'));
    await page.getByRole('radio', { name: /^Limited liability company/ }).check();
    await page.getByLabel('Industry').selectOption({ label: 'Software and IT services' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await atPath(page, '/merchant-onboarding/3');
    await visible(page.getByText('Step 1 of 5'));
    await businessDetails(page);
    await ownerIdentity(page);
    await visible(stageHeading(page, 'Documents'));

    // Progress is kept on the server: sign out, sign in, and onboarding resumes at documents.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await atPath(page, '/auth/login');
    await submitSignIn(page, merchant.email, merchant.password);
    await atPath(page, '/home');
    await page.getByRole('link', { name: 'Continue onboarding' }).click();
    await atPath(page, '/merchant-onboarding/3');
    await visible(page.getByText('Step 3 of 5'));
    await documents(page);
    await settlementAccount(page);
    await review(page);

    await visible(page.getByRole('heading', { name: 'Your business verification is under review' }));
    await visible(page.getByRole('heading', { name: 'Sandbox: approve / reject' }));

    const out = await approveWithOperatorCli(baseUrl, opsToken, merchant.email);
    expect(out).toContain('approved');

    await page.goto('/merchant-onboarding');
    await atPath(page, '/home');
    await visible(page.getByRole('heading', { name: `Welcome, ${merchant.firstName}` }));
    expect(await page.getByRole('region', { name: 'Business verification' }).count()).toBe(0);
    await page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).click();
    await atPath(page, '/notifications');
    const items = page.getByRole('list', { name: 'Notifications' }).getByRole('link');
    await visible(items.filter({ hasText: 'Your business is verified' }));
  });
});

describe('KYB review in sandbox mode', () => {
  test('under review → the sandbox simulator rejects → the reason shows → fix and resubmit → approved', async () => {
    const merchant = await registerVerifiedUser(baseUrl, 'Funmi');
    const login = await fetch(`${baseUrl}/api/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: merchant.email, password: merchant.password, channel: 'web' }),
    });
    const { responseBody } = (await login.json()) as { responseBody: { token: string } };
    await submitStarterKyb(baseUrl, responseBody.token, merchant.businessName);

    const { page } = await openPage(browser(), baseUrl);
    await signIn(page, merchant);
    await visible(page.getByRole('heading', { name: 'Your business verification is under review' }));
    await page.getByRole('link', { name: 'See status' }).click();
    await atPath(page, '/merchant-onboarding/1');
    const simulator = page.getByRole('region', { name: 'Sandbox: approve / reject' });
    await simulator.getByLabel('Reason for rejecting').fill('The proof of address is older than 3 months');
    await simulator.getByRole('button', { name: 'Reject (sandbox)' }).click();

    // Rejected: the reason above the forms, at the review step with everything kept.
    await visible(page.getByText('Your business verification was not approved'));
    await visible(page.getByText('Reason: The proof of address is older than 3 months'));
    await visible(stageHeading(page, 'Review and submit'));
    await page.getByRole('button', { name: 'Edit Documents' }).click();
    await visible(stageHeading(page, 'Documents'));
    await page
      .getByLabel('Proof of address (utility bill or bank statement, under 3 months old)', { exact: true })
      .setInputFiles(pngFile('new-bill.png'));
    await visible(page.locator('p', { hasText: 'new-bill.png' }).filter({ hasText: '— uploaded' }));
    await save(page);
    await visible(stageHeading(page, 'Settlement bank account'));
    await save(page);
    await visible(page.getByRole('region', { name: 'Documents' }).getByText('new-bill.png'));
    await page.getByLabel(/^I confirm that this information is accurate/).check();
    await page.getByRole('button', { name: 'Submit for review' }).click();

    await visible(page.getByRole('heading', { name: 'Your business verification is under review' }));
    await simulator.getByRole('button', { name: 'Approve (sandbox)' }).click();
    await visible(page.getByRole('heading', { name: 'Your business is verified' }));
    await page.getByRole('link', { name: 'Go to home' }).click();
    await atPath(page, '/home');
    expect(await page.getByRole('region', { name: 'Business verification' }).count()).toBe(0);
  });
});
