/**
 * The public API end to end (issue 16): a merchant's script initializes a payment with its secret
 * key through an unmodified Paystack client from npm (`paystack-api`, its `endpoint` property set to
 * our server), the customer pays the answered `authorization_url` in Chromium with the sandbox
 * success card (docs/SANDBOX.md), is sent back to the merchant's callback_url with `reference` and
 * `trxref`, and the script then verifies it as `success`. Assertions are on
 * what the customer sees and what the script reads.
 */
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { apiClient, apiToken } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { customerPage, launchBrowser, visible } from '../support/browser.ts';
import { waitForMail } from '../support/mailbox.ts';
import { registerVerifiedUser } from '../support/users.ts';

type Answer = { status: boolean; message: string; data: Record<string, unknown> };
type PaystackClient = {
  endpoint: string;
  transaction: {
    initialize(body: Record<string, unknown>): Promise<Answer>;
    verify(args: { reference: string }): Promise<Answer>;
  };
};
const Paystack = createRequire(import.meta.url)('paystack-api') as (key: string) => PaystackClient;

const baseUrl = inject('baseUrl');
let browser: Browser;

/** A new merchant's test secret key, as its owner gets it: asked for, mailed link, revealed once. */
async function secretKey(): Promise<string> {
  const user = await registerVerifiedUser(baseUrl, 'Kemi');
  const api = apiClient(baseUrl);
  const token = await apiToken(api, user);
  await api('GET', '/api/v1/settings/send-api-key', undefined, token);
  const mail = await waitForMail(baseUrl, user.email, { subject: 'Your Payrail API credentials' });
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  const revealed = await api('POST', '/api/v1/api-keys/reveal', { token: link.searchParams.get('token') });
  const keys = revealed.keys as { mode: string; secretKey: string }[];
  return keys.find((k) => k.mode === 'test')!.secretKey;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the public API with a Paystack client', () => {
  test('initialize from a script, pay in the browser, verify as success', async () => {
    const paystack = Paystack(await secretKey());
    paystack.endpoint = `${baseUrl}/api/paystack`;
    const reference = `e2e-${Date.now().toString(36)}`;
    const init = await paystack.transaction.initialize({
      email: 'ada@example.com',
      amount: '350000',
      reference,
      callback_url: 'https://shop.example.com/thanks',
      metadata: { order: 77 },
    });
    expect(init.status).toBe(true);
    const url = new URL(init.data.authorization_url as string);
    expect(url.origin).toBe(new URL(baseUrl).origin);

    const page = await customerPage(browser, baseUrl);
    await page.goto(`${url.pathname}${url.search}`);
    await visible(page.getByRole('button', { name: 'Pay ₦3,500.00' }));
    // The email the merchant sent is filled in; the customer adds the rest.
    expect(await page.getByLabel('Email').inputValue()).toBe('ada@example.com');
    expect(await axeViolations(page, 'initialized payment page')).toEqual([]);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await page.getByLabel('Full name').fill('Ada Obi');
    await page.getByLabel('Card', { exact: true }).check();
    await page.getByLabel('Card number').fill('4084 0840 8408 4081');
    await page.getByLabel('Expiry').fill('12/30');
    await page.getByLabel('CVV').fill('123');
    // The merchant's shop is answered in the browser itself: nothing leaves this machine.
    await page.route('https://shop.example.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Thanks</title><h1>Thank you</h1>',
      }),
    );
    await page.getByRole('button', { name: 'Pay ₦3,500.00' }).click();
    // Paid in full, the customer is sent back to the merchant with Paystack's parameters.
    await page.waitForURL((u) => u.hostname === 'shop.example.com');
    await visible(page.getByRole('heading', { name: 'Thank you' }));
    const next = new URL(page.url());
    expect(`${next.origin}${next.pathname}`).toBe('https://shop.example.com/thanks');
    expect(next.searchParams.get('reference')).toBe(reference);
    expect(next.searchParams.get('trxref')).toBe(reference);
    await page.context().close();

    const verified = await paystack.transaction.verify({ reference });
    expect(verified.status).toBe(true);
    expect(verified.data).toMatchObject({
      status: 'success',
      reference,
      amount: 350000,
      currency: 'NGN',
      channel: 'card',
      metadata: { order: 77 },
    });
  });
});
