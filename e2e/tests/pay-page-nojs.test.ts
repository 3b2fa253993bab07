/**
 * A declined card on a phone with JavaScript off (issue 12): the decline screen the server renders
 * offers "Try again", the other ways to pay and a way back to the merchant, and trying again brings
 * the form back with what was typed (amount, email, name, phone, a custom field; never the card),
 * posted back in the body rather than carried in the address. Then another way to pay completes.
 * The same after an OTP card is declined for wrong codes: what was typed goes through the OTP step.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type Merchant, merchantApi } from '../support/api.ts';
import { customerPage, launchBrowser, visible } from '../support/browser.ts';
import { DEMO_OWNER } from '../support/users.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let owner: Merchant;

/** Without JavaScript the Pay button names the chosen amount only once the server has seen it. */
async function declinedCard(page: Page, pay: string) {
  await page.getByLabel('Card', { exact: true }).check();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: pay, exact: true }).click();
  await visible(page.getByRole('heading', { name: 'Payment failed' }));
}

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await merchantApi(baseUrl, DEMO_OWNER);
});
afterAll(async () => {
  await browser?.close();
});

describe('a declined card without JavaScript', () => {
  test('Try again refills the form, card data aside; another way to pay completes', async () => {
    const ref = await owner.createLink(`Aso oke ${Date.now().toString(36)}`, {
      amountType: 'customer',
      redirectUrl: 'https://shop.example.com/thanks',
      customFields: [{ key: 'size', label: 'Size', required: true }],
    });
    const page = await customerPage(browser, baseUrl, { javaScriptEnabled: false });
    await page.goto(`/payment-links/${ref}`);
    expect(await page.locator('html[data-pay-hydrated]').count()).toBe(0);
    const merchant = ((await page.locator('.merchant').textContent()) ?? '').trim();

    await page.getByLabel(/^Amount/).fill('3000');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Full name').fill('Ada Obi');
    await page.getByLabel('Phone').fill('0803 123 4567');
    await page.getByLabel('Size').fill('XL');
    await declinedCard(page, 'Pay');
    await visible(page.getByText('Card declined by the issuer'));
    expect(await page.title()).toMatch(/^Payment failed · Aso oke/);
    expect(((await page.locator('header .amount').textContent()) ?? '').trim()).toBe('₦3,000.00');
    const back = page.getByRole('link', { name: `Back to ${merchant}` });
    expect(await back.getAttribute('href')).toBe('https://shop.example.com/thanks');
    await visible(page.getByRole('button', { name: 'Pay by bank transfer instead' }));
    await visible(page.getByRole('button', { name: 'Pay with USSD instead' }));

    await page.getByRole('button', { name: 'Try again' }).click();
    expect(await page.getByLabel(/^Amount/).inputValue()).toBe('3000');
    expect(await page.getByLabel('Email').inputValue()).toBe('ada@example.com');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Ada Obi');
    expect(await page.getByLabel('Phone').inputValue()).toBe('0803 123 4567');
    expect(await page.getByLabel('Size').inputValue()).toBe('XL');
    expect(await page.getByLabel('Card', { exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel('Card number').inputValue()).toBe('');
    expect(await page.getByLabel('CVV').inputValue()).toBe('');
    // What was typed went back in the form's body: the address names none of it.
    expect(page.url()).toBe(`${baseUrl}/payment-links/${ref}`);
    expect(await page.content()).not.toContain('4000000000000002');

    // Declined again, then bank transfer: the form comes back with it chosen and pays.
    await declinedCard(page, 'Pay ₦3,000.00');
    await page.getByRole('button', { name: 'Pay by bank transfer instead' }).click();
    expect(await page.getByLabel('Bank transfer').isChecked()).toBe(true);
    expect(await page.getByLabel('Email').inputValue()).toBe('ada@example.com');
    expect(await page.getByLabel('Size').inputValue()).toBe('XL');
    await page.getByRole('button', { name: 'Pay ₦3,000.00' }).click();
    await visible(page.getByRole('heading', { name: 'Transfer to this account' }));
    expect(page.url()).toMatch(/\?checkout=PRL_/);
    expect(await page.locator('main').textContent()).toContain('₦3,000.00');
    await page.context().close();
  });

  test('declined after three wrong OTPs, Try again still has what was typed', async () => {
    const ref = await owner.createLink(`Gele ${Date.now().toString(36)}`, { amount: 300_000 });
    const page = await customerPage(browser, baseUrl, { javaScriptEnabled: false });
    await page.goto(`/payment-links/${ref}`);
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Full name').fill('Ada Obi');
    await page.getByLabel('Card', { exact: true }).check();
    await page.getByLabel('Card number').fill('5060 6666 6666 6666 666');
    await page.getByLabel('Expiry').fill('12/30');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Pay ₦3,000.00' }).click();
    for (const code of ['000001', '000002', '000003']) {
      await visible(page.getByRole('heading', { name: 'Enter your OTP' }));
      await page.getByLabel('One-time code').fill(code);
      await page.getByRole('button', { name: 'Confirm payment' }).click();
    }
    await visible(page.getByText('Too many incorrect OTP attempts'));
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(await page.getByLabel('Email').inputValue()).toBe('ada@example.com');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Ada Obi');
    expect(await page.getByLabel('Card number').inputValue()).toBe('');
    await page.context().close();
  });
});
