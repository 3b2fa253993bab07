/**
 * Payment links in the browser (issue 4, merchant side): the demo owner creates a fixed-amount link
 * through the form, finds it in the list, opens its page (public address and QR code), deactivates
 * and reactivates it, and renames it. Once a customer has paid through a link (through the public
 * checkout API), the merchant sees the payment under it and is not offered a delete. Assertions are on
 * what the merchant sees.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { atPath, launchBrowser, openPage, toast, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { navLink } from '../support/team.ts';
import { DEMO_OWNER } from '../support/users.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The create form, as a merchant fills it; answers the new link's ref from the view page's URL. */
async function createLink(page: Page, name: string, amount: string): Promise<string> {
  await page.goto('/collections/payment-link/create');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Amount (NGN)').fill(amount);
  await page.getByRole('button', { name: 'Create payment link' }).click();
  await visible(toast(page, 'Payment link created successfully'));
  const url = await atPath(page, '/collections/payment-link/view');
  return url.searchParams.get('ref')!;
}

/** A customer pays the link with the sandbox's success card, through the public checkout API. */
async function payWithCard(ref: string, customer: { name: string; email: string }): Promise<void> {
  const res = await fetch(`${baseUrl}/api/v1/payment-links/${ref}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `e2e-${ref}-${Date.now()}` },
    body: JSON.stringify({
      ...customer,
      channel: 'card',
      card: { number: '4084084084084081', expiry: '12/35', cvv: '123' },
    }),
  });
  if (!res.ok) throw new Error(`Checkout answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { responseBody: { status: string } };
  expect(body.responseBody.status).toBe('success');
}

const linkRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Payment links' }).getByRole('row').filter({ hasText: name });

describe('merchant payment links', () => {
  test('create a fixed-amount link → list → view with QR → deactivate → activate → rename', async () => {
    const tag = Date.now().toString(36);
    const name = `Ankara dress ${tag}`;
    const renamed = `Ankara gown ${tag}`;
    const { page } = await openPage(browser, baseUrl);
    await signIn(page, DEMO_OWNER);

    // Create through the form, the amount typed in naira.
    await navLink(page, 'Payment links').click();
    await atPath(page, '/collections/payment-link');
    await page.getByRole('link', { name: 'Create payment link' }).click();
    await atPath(page, '/collections/payment-link/create');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Description').fill('Hand-sewn, size 12');
    await page.getByLabel('Amount (NGN)').fill('2,500.50');
    await page.getByRole('button', { name: 'Create payment link' }).click();
    await visible(toast(page, 'Payment link created successfully'));

    // Its page: the public address and the QR code of it.
    const url = await atPath(page, '/collections/payment-link/view');
    const ref = url.searchParams.get('ref');
    expect(ref).toMatch(/^PL-[0-9A-Z]{10}$/);
    await visible(page.getByRole('heading', { name, level: 1 }));
    await visible(page.getByRole('link', { name: `${baseUrl}/payment-links/${ref}` }));
    const slugLink = page.getByRole('link', { name: new RegExp(`^${baseUrl}/link/ankara-dress-`) });
    await visible(slugLink);
    const qr = page.getByRole('img', { name: `QR code for ${name}` });
    await visible(qr);
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await visible(page.getByRole('link', { name: 'Download QR code' }));

    // In the list, with its amount and status.
    await navLink(page, 'Payment links').click();
    await atPath(page, '/collections/payment-link');
    const row = linkRow(page, name);
    await visible(row.getByText('₦2,500.50'));
    await visible(row.getByText('Active', { exact: true }));

    // Deactivate and reactivate from its page.
    await row.getByRole('link', { name: `View ${name}` }).click();
    await atPath(page, '/collections/payment-link/view', { ref: ref! });
    await page.getByRole('button', { name: `Deactivate ${name}` }).click();
    await visible(toast(page, 'Payment link status updated successfully'));
    await visible(page.getByText('Inactive', { exact: true }));
    await page.getByRole('button', { name: `Activate ${name}` }).click();
    await visible(page.getByRole('button', { name: `Deactivate ${name}` }));
    await visible(page.getByText('Active', { exact: true }));

    // Rename it.
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await atPath(page, '/collections/payment-link/edit', { ref: ref! });
    const nameField = page.getByLabel('Name', { exact: true });
    await visible(nameField);
    expect(await nameField.inputValue()).toBe(name);
    expect(await page.getByLabel('Amount (NGN)').inputValue()).toBe('2500.50');
    await nameField.fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await visible(toast(page, 'Payment link updated successfully'));
    await atPath(page, '/collections/payment-link/view', { ref: ref! });
    await visible(page.getByRole('heading', { name: renamed, level: 1 }));

    // The list shows the new name.
    await navLink(page, 'Payment links').click();
    await visible(linkRow(page, renamed).getByRole('link', { name: renamed }));
  });

  test('a paid link shows the payment and its transactions, cannot be deleted, and can still be renamed', async () => {
    const tag = Date.now().toString(36);
    const name = `Adire scarf ${tag}`;
    const customer = { name: 'Chidi Okeke', email: `chidi-${tag}@example.com` };
    const { page } = await openPage(browser, baseUrl);
    await signIn(page, DEMO_OWNER);
    const ref = await createLink(page, name, '4,000');
    await visible(page.getByText('No payments yet. Share the link to get paid.'));

    await payWithCard(ref, customer);
    await page.reload();
    const latest = page.getByRole('table', { name: 'Latest payments' });
    await visible(latest.getByText(customer.email));
    await visible(latest.getByText('Successful'));
    const funnel = page.getByRole('list', { name: 'Payment funnel' });
    await visible(funnel.getByRole('listitem').filter({ hasText: 'Paid' }).getByText('₦4,000.00'));
    await visible(
      funnel.getByRole('listitem').filter({ hasText: 'Checkouts started' }).getByText('₦4,000.00'),
    );

    await page.getByRole('link', { name: 'All transactions' }).click();
    await atPath(page, '/collections/payment-link/transactions', { reference: ref });
    const row = page.getByRole('table', { name: 'Payment link transactions' }).getByRole('row').filter({
      hasText: customer.email,
    });
    await visible(row.getByText('₦4,000.00'));
    await visible(row.getByText('Card'));

    await page.getByRole('link', { name: 'Back to the link' }).click();
    await atPath(page, '/collections/payment-link/view', { ref });
    // The dialog offers no delete the API would refuse (409): it says why and offers Deactivate.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await visible(
      page
        .getByRole('dialog')
        .getByText('This link has payments, so it cannot be deleted. Deactivate it instead.'),
    );
    expect(await page.getByRole('dialog').getByRole('button', { name: 'Delete link' }).count()).toBe(0);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await visible(page.getByRole('heading', { name, level: 1 }));

    // Its currency and amount type are fixed now; its name still changes.
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await atPath(page, '/collections/payment-link/edit', { ref });
    await visible(
      page.getByText(
        'Customers have paid through this link, so its currency and amount type stay as they are.',
      ),
    );
    await page.getByLabel('Name', { exact: true }).fill(`${name} (paid)`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await visible(toast(page, 'Payment link updated successfully'));
    await visible(page.getByRole('heading', { name: `${name} (paid)`, level: 1 }));
  });
});
