/**
 * Customers (issue 13): a fresh merchant whose customers have paid finds one by search, exports
 * the list, opens the customer's page (their payments and totals per currency), blacklists them,
 * and the pay page then refuses a payment from that email.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, inject, test } from 'vitest';
import { atPath, openPage, useBrowser, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const REFUSED =
  'This merchant cannot accept a payment from this email address. Contact the merchant for help.';

async function api(method: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : { 'idempotency-key': `customers-${Math.random()}` }),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { responseBody: Record<string, unknown> };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.responseBody;
}

const card = { number: '4084084084084081', expiry: '12/35', cvv: '123' };

describe('customers', () => {
  test('search, export, a customer’s page, and a blacklist the pay page applies', async () => {
    const merchant = await registerVerifiedUser(baseUrl, 'Bisi');
    const { token } = await api('POST', '/api/v2/auth/login', {
      email: merchant.email,
      password: merchant.password,
      channel: 'web',
    });
    const naira = await api(
      'POST',
      '/api/v1/merchant/payment-links/create',
      { name: 'Adire', amount: 1_500_000 },
      token as string,
    );
    const dollars = await api(
      'POST',
      '/api/v1/merchant/payment-links/create',
      { name: 'Adire abroad', currency: 'USD', amount: 5_000 },
      token as string,
    );
    for (const [ref, email, name] of [
      [naira.ref, 'ada.obi@example.com', 'Ada Obi'],
      [naira.ref, 'bola@example.com', 'Bola Ade'],
      [dollars.ref, 'ada.obi@example.com', 'Ada Obi'],
      [naira.ref, 'ada.obi@example.com', 'Ada Obi'],
    ] as const) {
      const state = await api('POST', `/api/v1/payment-links/${ref}`, {
        email,
        name,
        phone: '08031234567',
        channel: 'card',
        card,
      });
      expect(state.status).toBe('success');
    }

    const { page } = await openPage(browser(), baseUrl);
    await signIn(page, merchant);
    await page.getByRole('link', { name: 'Customers' }).first().click();
    await atPath(page, '/others/customers');
    const table = page.getByRole('table', { name: 'Customers' });
    await visible(table.getByRole('link', { name: 'Bola Ade' }));

    await page.getByLabel('Search').fill('ada.obi');
    await page.getByRole('button', { name: 'Search' }).click();
    await atPath(page, '/others/customers', { search: 'ada.obi' });
    await visible(table.getByText('ada.obi@example.com'));
    await table.getByRole('link', { name: 'Bola Ade' }).waitFor({ state: 'detached' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Customers.csv');
    const csv = readFileSync(await download.path(), 'utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain('"Ada Obi","ada.obi@example.com"');
    expect(csv[1]).toContain('"NGN 30000.00; USD 50.00"');

    await table.getByRole('link', { name: 'Ada Obi' }).click();
    await visible(page.getByRole('heading', { name: 'Ada Obi', level: 1 }));
    expect(new URL(page.url()).pathname).toMatch(/^\/others\/customers\/[0-9a-f-]{36}$/);
    await visible(page.getByText('₦30,000.00'));
    await visible(page.getByText('$50.00'));
    const payments = page.getByRole('table', { name: 'Payments' });
    await visible(payments.getByRole('row').nth(3));
    expect(await payments.getByRole('row').count()).toBe(4);

    await page.getByRole('button', { name: 'Blacklist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Blacklist this customer' });
    await dialog.getByLabel('Reason').fill('Three chargebacks this month');
    await dialog.getByRole('button', { name: 'Blacklist' }).click();
    await visible(page.getByText('Reason: Three chargebacks this month'));
    await visible(page.getByRole('button', { name: 'Lift blacklist' }));

    const customer = (await openPage(browser(), baseUrl)).page;
    await customer.goto(`/payment-links/${naira.ref}`);
    await customer.getByLabel('Email').click();
    await customer.locator('html[data-pay-hydrated]').waitFor({ state: 'attached' });
    await customer.getByLabel('Email').fill('ADA.OBI@example.com');
    await customer.getByLabel('Full name').fill('Ada Obi');
    await customer.getByLabel('Card', { exact: true }).check();
    await customer.getByLabel('Card number').fill('4084 0840 8408 4081');
    await customer.getByLabel('Expiry').fill('12/35');
    await customer.getByLabel('CVV').fill('123');
    const refused = customer.waitForResponse(
      (r) => r.url().endsWith(`/api/v1/payment-links/${naira.ref}`) && r.request().method() === 'POST',
    );
    await customer.getByRole('button', { name: /^Pay / }).click();
    expect((await refused).status()).toBe(422);
    await visible(customer.getByText(REFUSED));
    await customer.context().close();
    await page.context().close();
  });
});
