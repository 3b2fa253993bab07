/**
 * Balances (issue 14): a customer pays a link on the pay page; the merchant sees the money pending,
 * settles it with the sandbox's button (the scheduled run does the same at T+1), sees it move to
 * available and in the history, opens the movement, filters the history through the URL and
 * downloads Balances.csv.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, inject, test } from 'vitest';
import { apiClient, apiToken } from '../support/api.ts';
import { atPath, customerPage, openPage, toast, useBrowser, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const api = apiClient(baseUrl);

describe('balances', () => {
  test('a payment moves from pending to available, shows in the history and the CSV', async () => {
    const merchant = await registerVerifiedUser(baseUrl, 'Funke');
    const token = await apiToken(api, merchant);
    const link = await api(
      'POST',
      '/api/v1/merchant/payment-links/create',
      { name: 'Kente scarf', amount: 1_000_000 },
      token as string,
    );

    // The customer pays ₦10,000 on the pay page (the merchant bears the fee: ₦250).
    const customer = await customerPage(browser(), baseUrl);
    await customer.goto(`/payment-links/${link.ref}`);
    await customer.getByLabel('Email').click();
    await customer.locator('html[data-pay-hydrated]').waitFor({ state: 'attached' });
    await customer.getByLabel('Email').fill('ada@example.com');
    await customer.getByLabel('Full name').fill('Ada Obi');
    await customer.getByLabel('Card', { exact: true }).check();
    await customer.getByLabel('Card number').fill('4084 0840 8408 4081');
    await customer.getByLabel('Expiry').fill('12/30');
    await customer.getByLabel('CVV').fill('123');
    await customer.getByRole('button', { name: 'Pay ₦10,000.00' }).click();
    await visible(customer.getByRole('heading', { name: 'Payment successful' }));
    const reference = /PRL_[0-9A-Z]{16}/.exec((await customer.locator('main').textContent()) ?? '')![0];
    await customer.context().close();

    const { page } = await openPage(browser(), baseUrl);
    await signIn(page, merchant);
    await page.goto(`${baseUrl}/payments/balances`);
    const ngn = page.getByRole('region', { name: 'NGN balance' });
    await visible(ngn.getByText('₦9,750.00'));
    expect(await ngn.textContent()).toContain('Available₦0.00');
    await visible(ngn.getByText(/Next settlement: ₦9,750.00 on/));
    await visible(page.getByText(/A payout to your bank costs ₦10.00 up to ₦5,000.00/));
    const history = page.getByRole('table', { name: 'Balance history' });
    await visible(history.getByRole('link', { name: `Open Payment ${reference} (Pending)` }));

    await page.getByRole('button', { name: 'Settle pending now' }).click();
    await visible(toast(page, 'Pending payments settled (sandbox)'));
    await visible(ngn.getByText('Nothing waiting to settle.'));
    expect(await ngn.textContent()).toContain('Available₦9,750.00');
    expect(await ngn.textContent()).toContain('Pending₦0.00');
    await visible(history.getByRole('link', { name: `Open Settlement ${reference} (Available)` }));
    expect(await history.getByRole('row').count()).toBe(4);

    // Filtered through the URL: settlements only.
    const filters = page.getByRole('form', { name: 'Filter balance history' });
    await filters.getByLabel('Type').selectOption('settlement');
    await atPath(page, '/payments/balances', { type: 'settlement' });
    await history
      .getByRole('link', { name: `Open Payment ${reference} (Pending)` })
      .waitFor({ state: 'detached' });
    expect(await history.getByRole('row').count()).toBe(3);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV (NGN)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Balances.csv');
    const csv = readFileSync(await download.path(), 'utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe(
      '"Date (Africa/Lagos)","Type","Wallet","Direction","Amount","Currency","Reference","Description","Movement ref"',
    );
    expect(csv).toHaveLength(3);
    expect(csv.join('\n')).toContain(`"Settlement","Available","Credit","9750.00","NGN","${reference}"`);
    expect(csv.join('\n')).toContain(`"Settlement","Pending","Debit","9750.00","NGN","${reference}"`);

    await history.getByRole('link', { name: `Open Settlement ${reference} (Available)` }).click();
    await visible(page.getByRole('heading', { name: 'Settlement', level: 1 }));
    const movement = page.getByRole('region', { name: 'Movement' });
    expect(await movement.textContent()).toContain('Pending−₦9,750.00');
    expect(await movement.textContent()).toContain('Available+₦9,750.00');
    await movement.getByRole('link', { name: `Open payment ${reference}` }).click();
    await page.waitForURL(/\/payments\/transactions\/[0-9a-f-]{36}$/);
    await visible(page.getByText(reference));
  });
});
