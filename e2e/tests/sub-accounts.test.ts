/**
 * Sub-accounts in the browser (issue 15): the demo owner creates a sub-account (the bank's name for
 * its account shows before it is created), finds it by search, opens its page, creates a payment
 * link for it with the payment-link form, and a customer pays that link on the public pay page; the
 * payment then shows on the sub-account's page and in its stats. A member limited to one
 * sub-account sees only that one. Assertions are on what people see.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { merchantApi } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { atPath, customerPage, launchBrowser, openPage, toast, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { linkIn, waitForMail } from '../support/mailbox.ts';
import { navLink } from '../support/team.ts';
import { DEMO_OWNER, newUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('sub-accounts', () => {
  test('create a sub-account → create its link → a customer pays it → the payment shows on its page', async () => {
    const tag = Date.now().toString(36);
    const name = `Lekki branch ${tag}`;
    const linkName = `School fees ${tag}`;
    const { page } = await openPage(browser, baseUrl);
    await signIn(page, DEMO_OWNER);

    await navLink(page, 'Sub-accounts').click();
    await atPath(page, '/others/sub-accounts');
    await page.getByRole('button', { name: 'New sub-account' }).click();
    const dialog = page.getByRole('dialog', { name: 'New sub-account' });
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Bank').selectOption('058');
    await dialog.getByLabel('Account number').fill('0123456785');
    await dialog.getByRole('button', { name: 'Look up account' }).click();
    // The bank's name for the account shows before anything is created.
    const resolved = await visible(dialog.getByTestId('resolved-account-name'));
    expect(((await resolved.textContent()) ?? '').trim().length).toBeGreaterThan(3);
    await dialog.getByLabel('Percentage').fill('12.5');
    await dialog.getByLabel('Who bears the fees').selectOption('proportional');
    expect(await axeViolations(page, 'the create sub-account dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Create sub-account' }).click();
    await visible(toast(page, 'Sub account created successfully'));
    // The dialog is modal: the list behind it takes input once it has closed.
    await dialog.waitFor({ state: 'hidden' });

    // Found by search (held in the URL), then its page with stats in NGN.
    const searchBox = page.getByLabel('Search', { exact: true });
    await searchBox.fill(tag);
    expect(await searchBox.inputValue()).toBe(tag);
    await page.getByRole('button', { name: 'Search' }).click();
    await atPath(page, '/others/sub-accounts', { search: tag });
    const table = page.getByRole('table', { name: 'Sub-accounts' });
    await visible(table.getByText('12.5% of each payment'));
    await table.getByRole('link', { name }).click();
    await visible(page.getByRole('heading', { name, level: 1 }));
    expect(new URL(page.url()).pathname).toMatch(/^\/others\/sub-accounts\/lekki-branch-/);
    await visible(page.getByText('No payment links yet.', { exact: false }));

    // Its link, made with the payment-link form on the spec's create route (its uuid and slug).
    const subPath = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'New payment link' }).click();
    const created = await atPath(page, '/collections/payment-link/create');
    expect(created.searchParams.get('slug')).toBe(subPath.split('/').pop());
    expect(created.searchParams.get('uuid')).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByLabel('Name', { exact: true }).fill(linkName);
    await page.getByLabel('Amount (NGN)').fill('2,500.50');
    await page.getByRole('button', { name: 'Create payment link' }).click();
    await visible(toast(page, 'Payment link created successfully'));
    await atPath(page, subPath);
    const row = page
      .getByRole('table', { name: 'Payment links' })
      .getByRole('row')
      .filter({ hasText: linkName });
    await visible(row);
    const linkRef = ((await row.getByRole('link', { name: /^PL-/ }).textContent()) ?? '').trim();
    expect(linkRef).toMatch(/^PL-[0-9A-Z]{10}$/);

    // A customer pays it on the public pay page.
    const customer = await customerPage(browser, baseUrl);
    await customer.goto(`/payment-links/${linkRef}`);
    await visible(customer.getByRole('heading', { name: linkName, level: 1 }));
    await customer.getByLabel('Email').click();
    await customer.locator('html[data-pay-hydrated]').waitFor({ state: 'attached' });
    await customer.getByLabel('Email').fill('ada@example.com');
    await customer.getByLabel('Full name').fill('Ada Obi');
    await customer.getByLabel('Card', { exact: true }).check();
    await customer.getByLabel('Card number').fill('4084 0840 8408 4081');
    await customer.getByLabel('Expiry').fill('12/30');
    await customer.getByLabel('CVV').fill('123');
    await customer.getByRole('button', { name: 'Pay ₦2,500.50' }).click();
    await visible(customer.getByRole('heading', { name: 'Payment successful' }));
    await customer.context().close();

    // The merchant sees it on the sub-account's page: in its payments and its stats.
    await page.reload();
    const payments = page.getByRole('table', { name: 'Payments' });
    await visible(payments.getByText('ada@example.com'));
    await visible(payments.getByText('₦2,500.50'));
    expect(await page.getByTestId('stat-Payments').textContent()).toBe('1');
    expect(await page.getByTestId('stat-Volume').textContent()).toBe('₦2,500.50');
    expect(await axeViolations(page, 'a sub-account’s page')).toEqual([]);
    // On a 360 px phone nothing is wider than the screen (tables scroll in their own box).
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The funds transfer dialog opens from the page, with the sub-account's available balance.
    await page.getByRole('button', { name: 'Transfer funds' }).click();
    const transfer = page.getByRole('dialog', { name: 'Transfer funds' });
    await visible(transfer.getByText(/available in the sub-account/));
    await page.keyboard.press('Escape');
    await transfer.waitFor({ state: 'hidden' });

    // Renamed with the same form on the spec's edit route (isSubAccount and its slug), then
    // deactivated and activated again (PATCH to the opposite status).
    const renamed = `Second term fees ${tag}`;
    await row.getByRole('link', { name: 'Edit' }).click();
    await atPath(page, '/collections/payment-link/edit', { ref: linkRef, isSubAccount: 'true' });
    await page.getByLabel('Name', { exact: true }).fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await visible(toast(page, 'Payment link updated successfully'));
    await atPath(page, subPath);
    const renamedRow = page
      .getByRole('table', { name: 'Payment links' })
      .getByRole('row')
      .filter({ hasText: renamed });
    await renamedRow.getByRole('button', { name: 'Deactivate' }).click();
    await visible(renamedRow.getByText('Inactive'));
    await renamedRow.getByRole('button', { name: 'Activate' }).click();
    await visible(renamedRow.getByText('Active', { exact: true }));

    // Its link's payments page.
    await renamedRow.getByRole('link', { name: 'Payments' }).click();
    await atPath(page, '/others/sub-accounts/payment-link-transactions', { reference: linkRef });
    await visible(page.getByRole('table', { name: 'Payments' }).getByText('Ada Obi'));
    await page.context().close();
  });

  test('a member limited to one sub-account sees only it', async () => {
    const tag = Date.now().toString(36);
    const owner = await merchantApi(baseUrl, DEMO_OWNER);
    const bank = { bankCode: '058', accountNumber: '0123456785' };
    const { accountName } = await owner.call('POST', '/api/v1/merchant/sub-accounts/resolve-account', bank);
    const create = (name: string) =>
      owner.call('POST', '/api/v1/merchant/sub-accounts/', {
        name,
        settlementAccount: { ...bank, accountName },
        split: { splitType: 'percentage', percentage: 10, feeBearer: 'merchant' },
      });
    const mine = await create(`Ikeja shop ${tag}`);
    const other = await create(`Yaba shop ${tag}`);
    const person = newUser('Bola');
    await owner.call('POST', '/api/v1/merchant/team/register-member', {
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      roleName: 'Viewer',
      subAccountIds: [mine.uuid],
    });
    const mail = await waitForMail(baseUrl, person.email, { subject: /^You're invited to join/ });
    const { page } = await openPage(browser, baseUrl);
    await page.goto(linkIn(mail, baseUrl).toString());
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await atPath(page, '/home');

    await navLink(page, 'Sub-accounts').click();
    const table = page.getByRole('table', { name: 'Sub-accounts' });
    await visible(table.getByRole('link', { name: `Ikeja shop ${tag}` }));
    expect(await table.getByRole('row').count()).toBe(2);
    await visible(page.getByText('Page 1 of 1 · 1 sub-account'));
    // A reader: no New sub-account button.
    expect(await page.getByRole('button', { name: 'New sub-account' }).count()).toBe(0);
    await table.getByRole('link', { name: `Ikeja shop ${tag}` }).click();
    await visible(page.getByRole('heading', { name: `Ikeja shop ${tag}`, level: 1 }));
    expect(await page.getByRole('button', { name: 'Transfer funds' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'New payment link' }).count()).toBe(0);
    await page.goto(`/others/sub-accounts/${other.slug as string}`);
    await visible(page.getByText('Sub-account not found'));
    await page.context().close();
  });
});
