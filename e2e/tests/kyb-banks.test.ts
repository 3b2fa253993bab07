/**
 * KYB for Nigerian businesses (issue 12): a starter business's first stages come prefilled from
 * sign-up with labels that fit it (no "Registered business name"); the settlement bank is chosen
 * from the CBN list (OPay among them, Heritage Bank not), and the account name is looked up
 * through the sandbox processor (a number ending in 0000 is not found), shown, confirmed, saved and
 * shown again on review.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { atPath, openPage, useBrowser, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { kybCall, pdfFile } from '../support/kyb.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const stageHeading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 });
const save = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

async function apiToken(email: string, password: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, channel: 'web' }),
  });
  const { responseBody } = (await login.json()) as { responseBody: { token: string } };
  return responseBody.token;
}

describe('KYB: prefill from sign-up and the settlement account lookup', () => {
  test('a starter business starts from its sign-up; OPay account looked up, not-found told, name confirmed', async () => {
    const merchant = await registerVerifiedUser(baseUrl, 'Bisola');
    const { page } = await openPage(browser(), baseUrl);
    await signIn(page, merchant);

    await page.goto('/merchant-onboarding/get-started');
    await page.getByRole('radio', { name: /^Starter business/ }).check();
    await page.getByLabel('Industry').selectOption({ label: 'Fashion and beauty' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await atPath(page, '/merchant-onboarding/1');

    // Business details: prefilled from sign-up, with a starter business's labels.
    await visible(stageHeading(page, 'Business details'));
    await expect
      .poll(() => page.getByLabel('Business name', { exact: true }).inputValue())
      .toBe(merchant.businessName);
    expect(await page.getByLabel('Registered business name').count()).toBe(0);
    expect(await page.getByLabel('Business email').inputValue()).toBe(merchant.email);
    expect(await page.getByLabel('Business phone').inputValue()).toMatch(/8031234567$/);
    await page.getByLabel('Business address').fill('5 Admiralty Way');
    await page.getByLabel('City').fill('Lekki');
    await page.getByLabel('State').selectOption('Lagos');
    await page.getByLabel('What does your business do?').fill('Ankara dresses made to order.');
    await save(page);

    // Owner identity: the owner's name from sign-up.
    await visible(stageHeading(page, 'Owner or director identity'));
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe(merchant.firstName);
    expect(await page.getByLabel('Last name').inputValue()).toBe(merchant.lastName);
    await page.getByLabel('Date of birth').fill('1994-05-17');
    await page.getByLabel('NIN (optional with a BVN)').fill('12345678901');
    await save(page);

    // Documents through the API, to reach the settlement account.
    const token = await apiToken(merchant.email, merchant.password);
    for (const kind of ['government-id', 'proof-of-address']) {
      const file = pdfFile(`${kind}.pdf`);
      const form = new FormData();
      form.set('kind', kind);
      form.set('file', new File([new Uint8Array(file.buffer)], file.name, { type: file.mimeType }));
      await kybCall(baseUrl, token, 'POST', '/kyb/documents', form);
    }
    await kybCall(baseUrl, token, 'PATCH', '/kyb', { stage: 'documents' });
    await page.goto('/merchant-onboarding/1');
    await visible(stageHeading(page, 'Settlement bank account'));

    // The CBN list: fintech banks are there, a revoked bank is not.
    const bank = page.getByLabel('Bank');
    expect(await bank.locator('option', { hasText: 'Moniepoint Microfinance Bank' }).count()).toBe(1);
    expect(await bank.locator('option', { hasText: 'Heritage' }).count()).toBe(0);
    await bank.selectOption({ label: 'OPay' });

    await page.getByLabel('Account number').fill('8031230000');
    await visible(page.getByText('No account with this number was found at this bank'));
    expect(await page.getByLabel('This is the account to be paid into.').count()).toBe(0);

    const expected = await kybCall(baseUrl, token, 'POST', '/kyb/resolve-account', {
      bankCode: '100004',
      accountNumber: '8031234567',
    });
    await page.getByLabel('Account number').fill('8031234567');
    await visible(page.getByText(expected.accountName, { exact: true }));
    await save(page);
    await visible(page.getByText('Confirm that this is the account to be paid into'));
    await page.getByLabel('This is the account to be paid into.').check();
    await save(page);

    await visible(stageHeading(page, 'Review and submit'));
    const summary = page.getByRole('region', { name: 'Settlement bank account' });
    await visible(summary.getByText('OPay'));
    await visible(summary.getByText(expected.accountName));
    await visible(
      page.getByRole('region', { name: 'Business details' }).getByText('Business name', { exact: true }),
    );
  });
});
