/**
 * Deactivating a sub-account in the browser: the owner deactivates it from its page (after the
 * confirmation saying what it does), a customer opening its link is told the link cannot take
 * payments, and activating it again lets the page take payments. Its page lists its payouts.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { merchantApi } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { customerPage, launchBrowser, openPage, toast, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { DEMO_OWNER } from '../support/users.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('sub-account status', () => {
  test('deactivated from its page → its link refuses the customer → activated again', async () => {
    const tag = Date.now().toString(36);
    const name = `Yaba campus ${tag}`;
    const api = await merchantApi(baseUrl, DEMO_OWNER);
    const bank = { bankCode: '058', accountNumber: '0123456785' };
    const { accountName } = await api.call('POST', '/api/v1/merchant/sub-accounts/resolve-account', bank);
    const sub = await api.call('POST', '/api/v1/merchant/sub-accounts/', {
      name,
      settlementAccount: { ...bank, accountName },
      split: { splitType: 'percentage', percentage: 10, feeBearer: 'merchant' },
    });
    const link = await api.call('POST', `/api/v1/merchant/sub-accounts/payment-links/${sub.uuid}`, {
      name: `Hostel fees ${tag}`,
      amount: 250_050,
    });

    const { page } = await openPage(browser, baseUrl);
    await signIn(page, DEMO_OWNER);
    await page.goto(`/others/sub-accounts/${sub.slug}`);
    await visible(page.getByRole('heading', { name, level: 1 }));
    await visible(
      page.getByRole('region', { name: 'Payouts' }).getByText('No payouts yet.', { exact: false }),
    );

    await page.getByRole('button', { name: 'Deactivate sub-account' }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${name}?` });
    await visible(confirm.getByText('Its payment links stop taking payments', { exact: false }));
    expect(await axeViolations(page, 'the deactivate sub-account dialog')).toEqual([]);
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await visible(toast(page, 'Sub-account deactivated successfully'));
    await visible(page.getByRole('button', { name: 'Activate sub-account' }));
    await visible(
      page.getByText('This sub-account is inactive: its payment links do not take payments.', {
        exact: false,
      }),
    );

    const customer = await customerPage(browser, baseUrl);
    await customer.goto(`/payment-links/${link.ref}`);
    await visible(customer.getByText('This payment link is inactive and cannot take payments.'));
    expect(await customer.getByRole('button', { name: /^Pay / }).count()).toBe(0);

    await page.getByRole('button', { name: 'Activate sub-account' }).click();
    await visible(toast(page, 'Sub-account activated successfully'));
    await customer.reload();
    await visible(customer.getByRole('button', { name: 'Pay ₦2,500.50' }));
    await customer.context().close();
  });
});
