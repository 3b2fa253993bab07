/**
 * The public pay page in Chromium (issue 4): the demo owner creates links through the API; each
 * page opens in a fresh context (no session), as a customer does. Pays with the success card and
 * the OTP card with JavaScript, and once with JavaScript off (the plain form post); a short
 * transfer shows a part payment, not a success; a deactivated link's page says it is inactive.
 * Assertions are on what the customer sees.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type Merchant, merchantApi } from '../support/api.ts';
import { customerPage, launchBrowser, visible } from '../support/browser.ts';
import { DEMO_OWNER } from '../support/users.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let owner: Merchant;

async function fillCustomer(page: Page, card: string) {
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Full name').fill('Ada Obi');
  await page.getByLabel('Card', { exact: true }).check();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('CVV').fill('123');
}

async function seeReceipt(page: Page, name: string) {
  await visible(page.getByRole('heading', { name: 'Payment successful' }));
  const text = (await page.locator('main').textContent()) ?? '';
  expect(text).toContain('₦2,500.50');
  expect(text).toContain(name);
  expect(text).toMatch(/PRL_[0-9A-Z]+/);
}

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await merchantApi(baseUrl, DEMO_OWNER);
});
afterAll(async () => {
  await browser?.close();
});

describe('the public pay page', () => {
  test('paints from the server, then pays with the success card and shows the receipt', async () => {
    const name = `Ankara dress ${Date.now().toString(36)}`;
    const ref = await owner.createLink(name);
    const page = await customerPage(browser, baseUrl);
    // No hydration mismatch, CSP violation or script error on the way.
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    await page.goto(`/payment-links/${ref}`);
    expect(await page.title()).toBe(name);
    await visible(page.getByRole('heading', { name, level: 1 }));
    // Readable on a 360 px phone: nothing wider than the screen.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    const merchant = ((await page.locator('.merchant').textContent()) ?? '').trim();
    // The first touch loads the hydrating client (boot.ts); once hydrated (client-entry.ts marks
    // it) the submit goes to the JSON endpoint, not a page load.
    await page.getByLabel('Email').click();
    await page.locator('html[data-pay-hydrated]').waitFor({ state: 'attached' });
    await fillCustomer(page, '4084 0840 8408 4081');
    const started = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v1/payment-links/${ref}`) && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Pay ₦2,500.50' }).click();
    expect((await started).status()).toBe(201);
    await seeReceipt(page, merchant);
    expect(new URL(page.url()).searchParams.get('checkout')).toMatch(/^PRL_/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('the OTP card: asks for the code, 123456 completes the payment', async () => {
    const ref = await owner.createLink(`Aso oke ${Date.now().toString(36)}`);
    const page = await customerPage(browser, baseUrl);
    await page.goto(`/payment-links/${ref}`);
    const merchant = ((await page.locator('.merchant').textContent()) ?? '').trim();
    await page.getByLabel('Email').click();
    await page.locator('html[data-pay-hydrated]').waitFor({ state: 'attached' });
    await fillCustomer(page, '5060666666666666666');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await visible(page.getByRole('heading', { name: 'Enter your OTP' }));
    await page.getByLabel('One-time code').fill('123456');
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await seeReceipt(page, merchant);
    await page.context().close();
  });

  test('bank transfer: the account to pay, then the sandbox simulator pays it in place', async () => {
    const ref = await owner.createLink(`Adire ${Date.now().toString(36)}`);
    const page = await customerPage(browser, baseUrl);
    await page.goto(`/payment-links/${ref}`);
    const merchant = ((await page.locator('.merchant').textContent()) ?? '').trim();
    await page.getByLabel('Email').click();
    await page.locator('html[data-pay-hydrated]').waitFor({ state: 'attached' });
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Full name').fill('Ada Obi');
    await page.getByLabel('Bank transfer').check();
    await page.getByRole('button', { name: /^Pay/ }).click();
    await visible(page.getByRole('heading', { name: 'Transfer to this account' }));
    await visible(page.getByRole('timer'));
    // A reload of a waiting page hydrates without a touch (countdown and polling need it).
    await page.reload();
    await page.locator('html[data-pay-hydrated]').waitFor({ state: 'attached' });
    const paid = page.waitForResponse((r) => r.url().endsWith('/simulate-transfer') && r.status() === 200);
    await page.getByRole('button', { name: 'Simulate exact transfer' }).click();
    await paid;
    await seeReceipt(page, merchant);
    await page.context().close();
  });

  test('a short transfer is a part payment with both amounts, never “Payment successful”', async () => {
    const ref = await owner.createLink(`Aso oke ${Date.now().toString(36)}`);
    const page = await customerPage(browser, baseUrl);
    await page.goto(`/payment-links/${ref}`);
    await page.getByLabel('Email').click();
    await page.locator('html[data-pay-hydrated]').waitFor({ state: 'attached' });
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Full name').fill('Ada Obi');
    await page.getByLabel('Bank transfer').check();
    await page.getByRole('button', { name: /^Pay/ }).click();
    await visible(page.getByRole('heading', { name: 'Transfer to this account' }));
    const sent = page.waitForResponse((r) => r.url().endsWith('/simulate-transfer') && r.status() === 200);
    await page.getByRole('button', { name: 'Simulate underpayment' }).click();
    // The demo merchant keeps the default wrong-transfer setting: short payments are accepted.
    const answer = (await (await sent).json()) as { message: string; responseBody: { status: string } };
    expect(answer.responseBody.status).toBe('underpaid');
    expect(answer.message).toMatch(
      /^You sent ₦[\d,.]+ of ₦[\d,.]+\. .+ has accepted it as a part payment\.$/,
    );
    // In place (the hydrated client), then as the server renders it on a reload.
    for (const reload of [false, true]) {
      if (reload) await page.reload();
      await visible(page.getByRole('heading', { name: 'Part payment received' }));
      await visible(page.getByText(answer.message));
      expect(await page.getByText('Payment successful').count()).toBe(0);
    }
    await page.context().close();
  });

  test('with JavaScript disabled the form still pays and shows the receipt', async () => {
    const ref = await owner.createLink(`Gele ${Date.now().toString(36)}`);
    const page = await customerPage(browser, baseUrl, { javaScriptEnabled: false });
    await page.goto(`/payment-links/${ref}`);
    const merchant = ((await page.locator('.merchant').textContent()) ?? '').trim();
    await fillCustomer(page, '4084084084084081');
    await page.getByRole('button', { name: 'Pay ₦2,500.50' }).click();
    await seeReceipt(page, merchant);
    await page.context().close();
  });

  test('a deactivated link says it is inactive', async () => {
    const name = `Old stock ${Date.now().toString(36)}`;
    const ref = await owner.createLink(name);
    await owner.call('GET', `/api/v1/merchant/payment-links/deactivate/${ref}`);
    const page = await customerPage(browser, baseUrl);
    await page.goto(`/payment-links/${ref}`);
    expect(await page.title()).toBe(name);
    await visible(page.getByText('This payment link is inactive and cannot take payments.'));
    expect(await page.locator('form').count()).toBe(0);
    await page.context().close();
  });
});
