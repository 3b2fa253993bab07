/**
 * The balance history's Next and Previous (issue 14): a merchant with 42 payments pages to page 3
 * and back. Next puts the page's position (`after`, with the first page's `asOf`) in the URL, so a
 * reload shows the same rows; Previous sends `before` and shows the rows Next showed; page 1 reads
 * afresh.
 */
import { describe, expect, inject, test } from 'vitest';
import { apiClient, apiToken, testCard } from '../support/api.ts';
import { atPath, openPage, useBrowser, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const api = apiClient(baseUrl);

describe('balance history pages', () => {
  test('Next and Previous page by position; a reload keeps the page’s rows', async () => {
    const merchant = await registerVerifiedUser(baseUrl, 'Tunde');
    const token = await apiToken(api, merchant);
    const link = await api(
      'POST',
      '/api/v1/merchant/payment-links/create',
      { name: 'Suya', amount: 150_000 },
      token,
    );
    for (let i = 0; i < 42; i++) {
      const state = await api('POST', `/api/v1/payment-links/${link.ref}`, {
        email: `buyer${i}@example.com`,
        name: `Buyer ${i}`,
        channel: 'card',
        card: testCard('4084084084084081'),
      });
      expect(state.status).toBe('success');
    }

    const { page } = await openPage(browser(), baseUrl);
    await signIn(page, merchant);
    await page.goto(`${baseUrl}/payments/balances`);
    const history = page.getByRole('table', { name: 'Balance history' });
    const pager = page.getByRole('navigation', { name: 'Balance history pages' });
    const links = history.getByRole('link', { name: /^Open Payment/ });
    const rows = async (n: number, count: number) => {
      await visible(pager.getByText(`Page ${n}`));
      await expect.poll(() => links.count()).toBe(count);
      return Promise.all((await links.all()).map((l) => l.getAttribute('aria-label')));
    };
    const CURSOR = /^\d{4}-\d\d-\d\dT[\d:.]+Z_[0-9a-f-]{36}_[0-9a-f-]{36}$/;
    const page1 = await rows(1, 20);

    await pager.getByRole('button', { name: 'Next' }).click();
    let url = await atPath(page, '/payments/balances', { page: '2' });
    expect(url.searchParams.get('after')).toMatch(CURSOR);
    expect(url.searchParams.get('asOf')).toBeTruthy();
    const page2 = await rows(2, 20);
    expect(page2).not.toContain(page1[0]);

    await pager.getByRole('button', { name: 'Next' }).click();
    await atPath(page, '/payments/balances', { page: '3' });
    const page3 = await rows(3, 2);
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.reload();
    expect(await rows(3, 2)).toEqual(page3);

    // Back to page 2 from page 3's position: the same rows Next showed.
    await pager.getByRole('button', { name: 'Previous' }).click();
    url = await atPath(page, '/payments/balances', { page: '2' });
    expect(url.searchParams.get('before')).toMatch(CURSOR);
    expect(url.searchParams.has('after')).toBe(false);
    expect(await rows(2, 20)).toEqual(page2);

    await pager.getByRole('button', { name: 'Previous' }).click();
    await page.waitForURL((u) => u.pathname === '/payments/balances' && !u.searchParams.has('page'));
    expect(await rows(1, 20)).toEqual(page1);
  });
});
