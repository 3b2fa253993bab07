/**
 * The dashboard home (issue 13): a new merchant sees what to do first; after customers pay, the
 * home shows the money received, the payments, the success rate, the customers of the year and
 * the newest payments, and its pickers are kept in the URL.
 */
import { describe, expect, inject, test } from 'vitest';
import { atPath, openPage, useBrowser, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function api(method: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : { 'idempotency-key': `home-${Math.random()}` }),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { responseBody: Record<string, unknown> };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.responseBody;
}

const card = (number: string) => ({ number, expiry: '12/35', cvv: '123' });

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

    const { token } = await api('POST', '/api/v2/auth/login', {
      email: merchant.email,
      password: merchant.password,
      channel: 'web',
    });
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
        card: card(number),
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
