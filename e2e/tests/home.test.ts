/**
 * The dashboard home (issue 13): a new merchant sees what to do first; after customers pay, the
 * home shows the money received, the payments, the success rate, the customers of the year and
 * the newest payments, and its pickers are kept in the URL.
 */
import { describe, expect, inject, test } from 'vitest';
import { apiClient, apiToken, testCard } from '../support/api.ts';
import { atPath, openPage, useBrowser, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const api = apiClient(baseUrl);

describe('the dashboard home', () => {
  test('empty for a new merchant; after payments it shows them, with its pickers in the URL', async () => {
    const merchant = await registerVerifiedUser(baseUrl, 'Kemi');
    const { page } = await openPage(browser(), baseUrl);
    await signIn(page, merchant);

    const stats = page.getByRole('region', { name: 'Payments in the last 30 days' });
    await visible(stats.getByText('No NGN payments in the last 30 days.'));
    await visible(stats.getByRole('link', { name: 'Create a payment link' }));
    const balance = page.getByRole('region', { name: 'Balance' });
    await visible(balance.getByText('₦0.00').first());
    await visible(
      page.getByText('No payments yet. When a customer pays one of your links, it shows here at once.'),
    );

    const token = await apiToken(api, merchant);
    const link = await api(
      'POST',
      '/api/v1/merchant/payment-links/create',
      {
        name: 'Aso-oke headwrap',
        amount: 1_500_000,
        customFields: [{ key: 'colour', label: 'Colour', required: false }],
      },
      token as string,
    );
    const paid: string[] = [];
    for (const [email, number] of [
      ['funke@example.com', '4084084084084081'],
      ['tobi@example.com', '4084084084084081'],
      ['tobi@example.com', '4000000000000002'],
    ] as const) {
      const state = await api('POST', `/api/v1/payment-links/${link.ref}`, {
        email,
        name: 'Funke Akindele',
        channel: 'card',
        card: testCard(number),
        fields: { colour: 'Wine red' },
      });
      if (state.status === 'success') paid.push(state.reference as string);
    }
    expect(paid).toHaveLength(2);

    await page.reload();
    const received = stats.getByRole('definition').filter({ hasText: '₦30,000.00' });
    await visible(received);
    expect(await stats.getByText('66.7%').isVisible()).toBe(true);
    const recent = page.getByRole('table', { name: 'Recent payments' });
    for (const reference of paid) await visible(recent.getByText(reference));
    await visible(recent.getByText('Wine red').first());

    // The figures behind the chart, for keyboard and screen-reader users.
    await stats.getByText('Show the figures').click();
    const figures = stats.getByRole('table', { name: 'Money received each day, NGN' });
    await visible(figures.getByRole('cell', { name: '₦30,000.00' }));

    const year = String(new Date().getFullYear());
    const customers = page.getByRole('region', { name: 'Customers' });
    await customers.getByLabel('Year').selectOption(year);
    await atPath(page, '/home', { customerStatsYear: year });
    await visible(customers.getByRole('definition').filter({ hasText: /^2$/ }));

    await stats.getByLabel('Currency').selectOption('USD');
    await atPath(page, '/home', { customerStatsYear: year, transactionsStatsCurrency: 'USD' });
    await visible(stats.getByText('No USD payments in the last 30 days.'));

    // The URL holds the choices: a reload shows the same.
    await page.reload();
    await visible(stats.getByText('No USD payments in the last 30 days.'));
    expect(await customers.getByLabel('Year').inputValue()).toBe(year);
  });
});
