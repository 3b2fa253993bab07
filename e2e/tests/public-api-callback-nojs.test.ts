/**
 * The callback redirect with JavaScript off (issue 16): a payment initialized through the public API
 * with a `callback_url`, paid on its `/checkout/<access_code>` page by submitting the plain form with
 * the sandbox success card, ends on the merchant's page at `callback_url?reference=…&trxref=…`,
 * as Paystack sends it. The merchant's page is a tiny http server on 127.0.0.1 started here, so the
 * test sees the request the browser really made (not a route the browser answered for itself).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { apiClient, apiToken } from '../support/api.ts';
import { customerPage, launchBrowser, visible } from '../support/browser.ts';
import { waitForMail } from '../support/mailbox.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let shop: http.Server;
let shopUrl: string;
/** The addresses the merchant's shop was asked for, in order. */
const shopRequests: string[] = [];

/** A new merchant's test secret key, as its owner gets it: asked for, mailed link, revealed once. */
async function secretKey(): Promise<string> {
  const user = await registerVerifiedUser(baseUrl, 'Tobi');
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
  shop = http.createServer((req, res) => {
    shopRequests.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Order paid</title><h1>Thank you for your order</h1>');
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => shop?.close(resolve));
});

describe('an initialized payment without JavaScript', () => {
  test('paid by the plain form, the customer lands on callback_url with reference and trxref', async () => {
    const key = await secretKey();
    const reference = `nojs-${Date.now().toString(36)}`;
    const res = await fetch(`${baseUrl}/api/paystack/transaction/initialize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'ada@example.com',
        amount: 420000,
        reference,
        callback_url: `${shopUrl}/thanks?cart=9`,
      }),
    });
    const init = (await res.json()) as {
      status: boolean;
      data: { authorization_url: string; access_code: string };
    };
    expect(res.status).toBe(200);
    expect(init.status).toBe(true);
    const url = new URL(init.data.authorization_url);
    expect(url.pathname).toBe(`/checkout/${init.data.access_code}`);

    const page = await customerPage(browser, baseUrl, { javaScriptEnabled: false });
    await page.goto(url.pathname);
    // No script ran: what follows is the server-rendered form and its plain POST.
    expect(await page.locator('html[data-pay-hydrated]').count()).toBe(0);
    expect(await page.getByLabel('Email').inputValue()).toBe('ada@example.com');
    await page.getByLabel('Full name').fill('Ada Obi');
    await page.getByLabel('Card', { exact: true }).check();
    await page.getByLabel('Card number').fill('4084 0840 8408 4081');
    await page.getByLabel('Expiry').fill('12/30');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Pay ₦4,200.00' }).click();

    await page.waitForURL((u) => u.origin === shopUrl, { timeout: 30_000 });
    await visible(page.getByRole('heading', { name: 'Thank you for your order' }));
    const landed = new URL(page.url());
    expect(landed.pathname).toBe('/thanks');
    expect(landed.searchParams.get('cart')).toBe('9');
    expect(landed.searchParams.get('reference')).toBe(reference);
    expect(landed.searchParams.get('trxref')).toBe(reference);
    // The shop itself was asked for that page, once (the browser also asks for its favicon).
    const pages = shopRequests.filter((r) => r.startsWith('/thanks'));
    expect(pages).toHaveLength(1);
    const asked = new URL(pages[0]!, shopUrl);
    expect(asked.searchParams.get('reference')).toBe(reference);
    expect(asked.searchParams.get('trxref')).toBe(reference);
    await page.context().close();

    const verified = await fetch(`${baseUrl}/api/paystack/transaction/verify/${reference}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    const body = (await verified.json()) as { data: { status: string; amount: number } };
    expect(body.data).toMatchObject({ status: 'success', amount: 420000 });
  });
});
