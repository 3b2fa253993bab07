/**
 * The pay page on a customer's phone (issue 12): card fields that format as typed on a numeric
 * keypad and take a pasted number, what a flexible amount shows, a decline's way back, the bank
 * transfer's Copy buttons and times in the customer's own zone. Each page is a fresh 360 px
 * context with no session, as a customer's phone is.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type Merchant, merchantApi } from '../support/api.ts';
import { customerPage, launchBrowser, visible } from '../support/browser.ts';
import { DEMO_OWNER } from '../support/users.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let owner: Merchant;

const unique = (name: string) =>
  `${name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function hydrated(page: Page) {
  await page.getByLabel('Email').click();
  await page.locator('html[data-pay-hydrated]').waitFor({ state: 'attached' });
}

async function fillCustomer(page: Page) {
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Full name').fill('Ada Obi');
  await page.getByLabel('Phone').fill('0803 123 4567');
}

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await merchantApi(baseUrl, DEMO_OWNER);
});
afterAll(async () => {
  await browser?.close();
});

describe('card fields on a phone', () => {
  test('the number groups as typed, the expiry gets its slash, the CVV follows the brand; it pays', async () => {
    const ref = await owner.createLink(unique('Ankara'));
    const page = await customerPage(browser, baseUrl, { hasTouch: true });
    await page.goto(`/payment-links/${ref}`);
    await hydrated(page);
    await fillCustomer(page);
    await page.getByLabel('Card', { exact: true }).check();
    const number = page.getByLabel('Card number');
    const expiry = page.getByLabel('Expiry');
    const cvv = page.getByLabel('CVV');
    // A numeric keypad for all three: no "/" key on it.
    for (const input of [number, expiry, cvv]) expect(await input.getAttribute('inputmode')).toBe('numeric');

    await number.pressSequentially('4084084084084081');
    expect(await number.inputValue()).toBe('4084 0840 8408 4081');
    // Pasted with dashes, or as American Express, or a 19-digit Verve card.
    await number.fill('4084-0840-8408-4081');
    expect(await number.inputValue()).toBe('4084 0840 8408 4081');
    await number.fill('378282246310005');
    expect(await number.inputValue()).toBe('3782 822463 10005');
    expect(await cvv.getAttribute('maxlength')).toBe('4');
    await number.fill('5060666666666666666');
    expect(await number.inputValue()).toBe('5060 6666 6666 6666 666');
    await number.fill('');
    await number.pressSequentially('4084 0840 8408 4081');
    expect(await number.inputValue()).toBe('4084 0840 8408 4081');
    expect(await cvv.getAttribute('maxlength')).toBe('3');

    for (const typed of ['1230', '12 / 30', '12/30']) {
      await expiry.fill('');
      await expiry.pressSequentially(typed);
      expect(await expiry.inputValue()).toBe('12/30');
    }
    await cvv.pressSequentially('1234');
    expect(await cvv.inputValue()).toBe('123');

    const started = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v1/payment-links/${ref}`) && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Pay ₦2,500.50' }).click();
    expect((await started).status()).toBe(201);
    await visible(page.getByRole('heading', { name: 'Payment successful' }));
    await page.context().close();
  });

  test('without JavaScript a spaced number and "12 / 30" are accepted by the server', async () => {
    const ref = await owner.createLink(unique('Gele'));
    const page = await customerPage(browser, baseUrl, { hasTouch: true, javaScriptEnabled: false });
    await page.goto(`/payment-links/${ref}`);
    await fillCustomer(page);
    await page.getByLabel('Card', { exact: true }).check();
    await page.getByLabel('Card number').fill('4084 0840 8408 4081');
    await page.getByLabel('Expiry').fill('12 / 30');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Pay ₦2,500.50' }).click();
    await visible(page.getByRole('heading', { name: 'Payment successful' }));
    await page.context().close();
  });

  test('the JSON endpoint takes a dashed number and a 1230 expiry', async () => {
    const ref = await owner.createLink(unique('Adire'));
    const res = await fetch(`${baseUrl}/api/v1/payment-links/${ref}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'ada@example.com',
        name: 'Ada Obi',
        channel: 'card',
        card: { number: '4084-0840-8408-4081', expiry: '1230', cvv: '123' },
      }),
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { responseBody: { status: string } }).responseBody.status).toBe('success');
  });
});

describe('a flexible amount', () => {
  test('the chosen amount shows in the summary and on the Pay button, and is what is charged', async () => {
    const ref = await owner.createLink(unique('Donation'), { amountType: 'customer' });
    const page = await customerPage(browser, baseUrl, { hasTouch: true });
    await page.goto(`/payment-links/${ref}`);
    await hydrated(page);
    await visible(page.getByText('Enter the amount to pay'));
    await page.getByLabel(/^Amount/).pressSequentially('2500');
    // The demo merchant bears the fee: the customer pays what they chose.
    await visible(page.getByRole('button', { name: 'Pay ₦2,500.00' }));
    expect(((await page.locator('header .amount').textContent()) ?? '').trim()).toBe('₦2,500.00');
    await fillCustomer(page);
    await page.getByLabel('Bank transfer').check();
    await page.getByRole('button', { name: 'Pay ₦2,500.00' }).click();
    await visible(page.getByRole('heading', { name: 'Transfer to this account' }));
    expect(await page.locator('main').textContent()).toContain('₦2,500.00');
    await page.context().close();
  });
});

describe('after a decline', () => {
  test('"Try again" keeps what was typed, other ways to pay are offered, and a way back to the merchant', async () => {
    const ref = await owner.createLink(unique('Aso oke'), {
      amountType: 'customer',
      redirectUrl: 'https://shop.example.com/thanks',
    });
    const page = await customerPage(browser, baseUrl, { hasTouch: true });
    await page.goto(`/payment-links/${ref}`);
    const merchant = ((await page.locator('.merchant').textContent()) ?? '').trim();
    await hydrated(page);
    await page.getByLabel(/^Amount/).fill('3000');
    await fillCustomer(page);
    await page.getByLabel('Card', { exact: true }).check();
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry').fill('1230');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Pay ₦3,000.00' }).click();
    await visible(page.getByRole('heading', { name: 'Payment failed' }));
    const back = page.getByRole('link', { name: `Back to ${merchant}` });
    expect(await back.getAttribute('href')).toBe('https://shop.example.com/thanks');
    await visible(page.getByRole('button', { name: 'Pay by bank transfer instead' }));

    await page.getByRole('button', { name: 'Try again' }).click();
    // Focus is not lost with the button: it is on the form's first field.
    await page.locator('#f-amount:focus').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('ada@example.com');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Ada Obi');
    expect(await page.getByLabel('Phone').inputValue()).toBe('0803 123 4567');
    expect(await page.getByLabel(/^Amount/).inputValue()).toBe('3000');
    expect(await page.getByLabel('Card', { exact: true }).isChecked()).toBe(true);
    await visible(page.getByRole('button', { name: 'Pay ₦3,000.00' }));
    // Card data is never kept.
    expect(await page.getByLabel('Card number').inputValue()).toBe('');

    // Declined again, then another way to pay: the form comes back with bank transfer chosen.
    await page.getByLabel('Card number').fill('4000000000000002');
    await page.getByLabel('Expiry').fill('12/30');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Pay ₦3,000.00' }).click();
    await visible(page.getByRole('heading', { name: 'Payment failed' }));
    await page.getByRole('button', { name: 'Pay by bank transfer instead' }).click();
    expect(await page.getByLabel('Bank transfer').isChecked()).toBe(true);
    expect(await page.getByLabel('Email').inputValue()).toBe('ada@example.com');
    await page.getByRole('button', { name: 'Pay ₦3,000.00' }).click();
    await visible(page.getByRole('heading', { name: 'Transfer to this account' }));
    await page.context().close();
  });

  test('without a redirect URL the way back is the link page', async () => {
    const ref = await owner.createLink(unique('Gele'));
    const page = await customerPage(browser, baseUrl, { hasTouch: true, javaScriptEnabled: false });
    await page.goto(`/payment-links/${ref}`);
    const merchant = ((await page.locator('.merchant').textContent()) ?? '').trim();
    await fillCustomer(page);
    await page.getByLabel('Card', { exact: true }).check();
    await page.getByLabel('Card number').fill('4000000000000002');
    await page.getByLabel('Expiry').fill('12/30');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Pay ₦2,500.50' }).click();
    await visible(page.getByRole('heading', { name: 'Payment failed' }));
    expect(await page.getByRole('link', { name: `Back to ${merchant}` }).getAttribute('href')).toBe(
      `/payment-links/${ref}`,
    );
    await page.getByRole('button', { name: 'Pay by bank transfer instead' }).click();
    expect(await page.getByLabel('Bank transfer').isChecked()).toBe(true);
    await page.context().close();
  });
});

describe('bank transfer and times', () => {
  test('Copy buttons put the account number and the amount on the clipboard; the countdown stays', async () => {
    const ref = await owner.createLink(unique('Adire'));
    const page = await customerPage(browser, baseUrl, { hasTouch: true });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.goto(`/payment-links/${ref}`);
    await hydrated(page);
    await fillCustomer(page);
    await page.getByLabel('Bank transfer').check();
    await page.getByRole('button', { name: 'Pay ₦2,500.50' }).click();
    await visible(page.getByRole('heading', { name: 'Transfer to this account' }));
    const account = ((await page.locator('dd .mono').textContent()) ?? '').trim();
    expect(account).toMatch(/^\d{10}$/);
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await page.getByRole('button', { name: 'Copy account number' }).click();
    await visible(page.getByRole('button', { name: 'Copy account number' }).getByText('Copied'));
    expect(await clipboard()).toBe(account);
    await page.getByRole('button', { name: 'Copy amount' }).click();
    expect(await clipboard()).toBe('2500.50');
    await visible(page.getByRole('timer'));
    expect(await page.getByRole('timer').textContent()).toMatch(/^\d\d:\d\d$/);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await page.context().close();
  });

  test("the receipt's time is in the customer's zone once hydrated, in Lagos time without JavaScript", async () => {
    for (const [javaScriptEnabled, zone] of [
      [true, /GMT-[45]\b/],
      [false, /GMT\+1\b/],
    ] as const) {
      const ref = await owner.createLink(unique('Ankara'));
      const page = await customerPage(browser, baseUrl, {
        hasTouch: true,
        javaScriptEnabled,
        timezoneId: 'America/New_York',
      });
      await page.goto(`/payment-links/${ref}`);
      if (javaScriptEnabled) await hydrated(page);
      await fillCustomer(page);
      await page.getByLabel('Card', { exact: true }).check();
      await page.getByLabel('Card number').fill('4084084084084081');
      await page.getByLabel('Expiry').fill('12/30');
      await page.getByLabel('CVV').fill('123');
      await page.getByRole('button', { name: 'Pay ₦2,500.50' }).click();
      await visible(page.getByRole('heading', { name: 'Payment successful' }));
      const date = page.locator('dt', { hasText: 'Date' }).locator('xpath=following-sibling::dd');
      const text = (await date.textContent()) ?? '';
      expect(text).toMatch(zone);
      expect(text).not.toMatch(/UTC/);
      await page.context().close();
    }
  });
});
