/**
 * The transactions export (issue 13): after customers pay a link, the merchant filters the list
 * and downloads Transactions.csv with those filters, its rows the payments the list shows.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, inject, test } from 'vitest';
import { apiClient, apiToken, testCard } from '../support/api.ts';
import { openPage, useBrowser, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const api = apiClient(baseUrl);

describe('the transactions export', () => {
  test('downloads Transactions.csv with the list’s filters', async () => {
    const merchant = await registerVerifiedUser(baseUrl, 'Ngozi');
    const token = await apiToken(api, merchant);
    const link = await api(
      'POST',
      '/api/v1/merchant/payment-links/create',
      { name: 'Adire fabric', amount: 1_200_000 },
      token as string,
    );
    const references: Record<string, string> = {};
    for (const [email, number] of [
      ['amaka@example.com', '4084084084084081'],
      ['=cmd@example.com', '4000000000000002'],
      ['seun@example.com', '4084084084084081'],
    ] as const) {
      const state = await api('POST', `/api/v1/payment-links/${link.ref}`, {
        email: email.replace('=', ''),
        name: email === '=cmd@example.com' ? '=HYPERLINK("x")' : 'Amaka Eze',
        channel: 'card',
        card: testCard(number),
      });
      references[email] = state.reference as string;
    }

    const { page } = await openPage(browser(), baseUrl);
    await signIn(page, merchant);
    await page.goto(`${baseUrl}/payments/transactions?status=success`);
    await visible(page.getByRole('link', { name: `Open ${references['seun@example.com']}` }).first());

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Transactions.csv');
    const csv = readFileSync(await download.path(), 'utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe(
      '"Date","Reference","Customer","Email","Channel","Status","Currency","Amount","Fee","Net","Payment link"',
    );
    expect(csv.slice(1).map((l) => l.split('","')[1])).toEqual([
      references['seun@example.com'],
      references['amaka@example.com'],
    ]);
    expect(csv[1]).toContain('"seun@example.com","card","success","NGN","12000.00"');

    await page.goto(`${baseUrl}/payments/transactions?status=failed`);
    const [failed] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const rows = readFileSync(await failed.path(), 'utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`"${references['=cmd@example.com']}","'=HYPERLINK(""x"")"`);
  });
});
