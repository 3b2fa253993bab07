/**
 * Settings → Checkout channels and Charges in Chromium (issue 16): a new merchant turns bank
 * transfer off and the customer's pay page no longer offers it (card and USSD stay); then has the
 * customer bear the fee and the pay page asks for price + fee. A new merchant, so no other test's
 * demo links change under it. Assertions are on what the merchant and the customer see.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { merchantApi } from '../support/api.ts';
import { customerPage, launchBrowser, openPage, toast, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The customer's pay page, as the server paints it (a fresh context: no session). */
async function payPage(ref: string): Promise<Page> {
  const page = await customerPage(browser, baseUrl);
  await page.goto(`/payment-links/${ref}`);
  await visible(page.getByLabel('Email'));
  return page;
}

describe('checkout channels', () => {
  test('bank transfer turned off in settings is gone from the customer’s pay page', async () => {
    const user = await registerVerifiedUser(baseUrl, 'Ngozi');
    const ref = await (await merchantApi(baseUrl, user)).createLink(`Aso oke ${Date.now().toString(36)}`, {
      amount: 1_000_000,
    });
    const before = await payPage(ref);
    await visible(before.getByLabel('Bank transfer', { exact: true }));
    await before.context().close();

    const { page } = await openPage(browser, baseUrl);
    await signIn(page, user);
    await page.goto('/others/settings?tab=channels');
    const transfer = page.getByRole('checkbox', { name: /^Bank transfer/ });
    await visible(transfer);
    expect(await transfer.isChecked()).toBe(true);
    // By keyboard: focus the box, Space to untick it, then save.
    await transfer.focus();
    await page.keyboard.press('Space');
    expect(await transfer.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Save channels' }).click();
    await visible(toast(page, 'Channels updated successfully'));
    await page.reload();
    await visible(page.getByRole('checkbox', { name: /^Card/ }));
    expect(await page.getByRole('checkbox', { name: /^Bank transfer/ }).isChecked()).toBe(false);

    const after = await payPage(ref);
    await visible(after.getByLabel('Card', { exact: true }));
    await visible(after.getByLabel('USSD', { exact: true }));
    expect(await after.getByLabel('Bank transfer', { exact: true }).count()).toBe(0);
    expect(await after.locator('main').textContent()).not.toContain('Bank transfer');

    // The customer bearing the fee: ₦10,000 + ₦250 on the pay page.
    await page.goto('/others/settings?tab=charges');
    await visible(page.getByText('On a ₦10,000.00 payment: fee ₦250.00, the customer pays ₦10,000.00'));
    // A click, not check(): the choice shows as checked once the server has saved it, which
    // check() does not wait for (it failed a CI run on a busy machine).
    const customerPays = page.getByRole('radio', { name: /^The customer.*fee is added/ });
    await customerPays.click();
    await visible(toast(page, 'Charge bearer updated!'));
    await page.waitForFunction((el) => (el as HTMLInputElement).checked, await customerPays.elementHandle());
    await visible(page.getByText('the customer pays ₦10,250.00, you receive ₦10,000.00', { exact: false }));
    const withFee = await payPage(ref);
    await visible(withFee.getByRole('button', { name: 'Pay ₦10,250.00' }));
  });
});
