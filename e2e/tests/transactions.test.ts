/**
 * The transactions screens (issue 13): after customers pay, the merchant finds a payment with a
 * filter, opens it and reads its details and the customer's answers; search values in the URL that
 * are not valid fall back to the defaults; neither screen scrolls sideways on a 360 px phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { apiClient, apiToken, testCard } from '../support/api.ts';
import { atPath, openPage, useBrowser, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const api = apiClient(baseUrl);

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('transactions', () => {
  test('find a payment with a filter, open it, read its details and answers', async () => {
    const merchant = await registerVerifiedUser(baseUrl, 'Ngozi');
    const { page } = await openPage(browser(), baseUrl);
    await signIn(page, merchant);
    const token = await apiToken(api, merchant);
    const link = await api(
      'POST',
      '/api/v1/merchant/payment-links/create',
      {
        name: 'Adire fabric',
        amount: 1_250_000,
        customFields: [{ key: 'colour', label: 'Colour', required: false }],
      },
      token as string,
    );
    const refs: Record<string, string> = {};
    for (const [who, number, colour] of [
      ['ada', '4084084084084081', 'Indigo'],
      ['bola', '4000000000000002', 'Ochre'],
      ['chi', '4084084084084081', 'Forest green'],
    ] as const) {
      const state = await api('POST', `/api/v1/payment-links/${link.ref}`, {
        email: `${who}@example.com`,
        name: `${who} Okafor`,
        channel: 'card',
        card: testCard(number),
        fields: { colour },
      });
      refs[who] = state.reference as string;
    }

    // Values the page does not offer fall back: primary account, every payment, page 1.
    await page.goto(`${baseUrl}/payments/transactions?scope=everything&status=paid&page=abc&minAmount=-1`);
    const table = page.getByRole('table', { name: 'Transactions' });
    for (const ref of Object.values(refs)) await visible(table.getByText(ref));
    expect(await page.getByRole('tab', { name: 'Primary account' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    const filters = page.getByRole('form', { name: 'Filter transactions' });
    await filters.getByLabel('Status').selectOption('failed');
    await atPath(page, '/payments/transactions', { status: 'failed' });
    await visible(table.getByText(refs.bola!));
    // The previous page stays dimmed until the filtered one arrives.
    await table.getByText(refs.ada!).waitFor({ state: 'detached' });
    await visible(table.getByText('Failed'));

    await filters.getByRole('button', { name: 'Clear' }).click();
    await filters.getByLabel('Search').fill('ada@');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await atPath(page, '/payments/transactions', { search: 'ada@' });
    await visible(table.getByText(refs.ada!));
    await table.getByText(refs.chi!).waitFor({ state: 'detached' });
    expect(await table.getByRole('row').count()).toBe(2);

    await page.setViewportSize({ width: 360, height: 740 });
    expect(await noSidewaysScroll(page)).toBe(true);

    await table.getByRole('link', { name: `Open ${refs.ada}` }).click();
    await page.waitForURL(/\/payments\/transactions\/[0-9a-f-]{36}$/);
    await visible(page.getByRole('heading', { name: '₦12,500.00' }));
    await visible(page.getByText('Successful').first());
    const customer = page.getByRole('region', { name: 'Customer' });
    await visible(customer.getByText('ada@example.com'));
    const answers = customer.getByRole('definition').filter({ hasText: 'Indigo' });
    await visible(answers);
    await visible(page.getByRole('region', { name: 'Timeline' }).getByText(/^Paid · ₦12,500.00/));
    await visible(page.getByRole('region', { name: 'Webhook deliveries' }).getByText('charge.success'));
    expect(await noSidewaysScroll(page)).toBe(true);

    // Nothing matches: the list says so.
    await page.goto(`${baseUrl}/payments/transactions?search=nobody@example.com`);
    await visible(page.getByText('No transactions match these filters.'));
  });
});
