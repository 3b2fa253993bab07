/**
 * Notifications in Chromium (issue 5): a fresh merchant's link is paid twice through the public
 * checkout API; the owner signs in and sees two unread in the header bell, opens the list, opens
 * the newest payment (which marks it read for them), and the bell's count drops to one. A new
 * merchant is used so the counts are this test's own.
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
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'POST' && !token ? { 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { responseBody: Record<string, unknown> };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.responseBody;
}

/** A customer pays the link with the sandbox's success card, through the public checkout API. */
async function pay(ref: string, name: string) {
  const state = await api('POST', `/api/v1/payment-links/${ref}`, {
    email: 'ada@example.com',
    name,
    channel: 'card',
    card: { number: '4084084084084081', expiry: '12/35', cvv: '123' },
  });
  expect(state.status).toBe('success');
}

describe('notifications', () => {
  test('payments show as unread in the bell; opening one marks it read and the count drops', async () => {
    const owner = await registerVerifiedUser(baseUrl, 'Chidi');
    const login = await api('POST', '/api/v2/auth/login', {
      email: owner.email,
      password: owner.password,
      channel: 'web',
    });
    const link = await api(
      'POST',
      '/api/v1/merchant/payment-links/create',
      { name: 'Jollof tray', amount: 1_500_000 },
      login.token as string,
    );
    await pay(link.ref as string, 'Ada Obi');
    await pay(link.ref as string, 'Emeka Nwosu');

    const { page } = await openPage(browser(), baseUrl);
    await signIn(page, owner);
    const bell = page.getByRole('link', { name: 'Notifications, 2 unread' });
    await visible(bell);
    await bell.click();
    await atPath(page, '/notifications');
    await visible(page.getByRole('heading', { name: 'Notifications', level: 1 }));
    await visible(page.getByText('2 unread'));
    const items = page.getByRole('list', { name: 'Notifications' }).getByRole('link');
    await visible(items.first());
    expect(await items.count()).toBe(2);
    const newest = items.first();
    expect(await newest.textContent()).toContain('Unread: Payment received: ₦15,000.00');
    expect(await newest.textContent()).toContain('Emeka Nwosu paid ₦15,000.00 through "Jollof tray"');

    await newest.click();
    await page.waitForURL((u) => /^\/notifications\/[0-9a-f-]{36}$/.test(u.pathname));
    await visible(page.getByRole('heading', { name: 'Payment received: ₦15,000.00', level: 1 }));
    await visible(page.getByText('Emeka Nwosu paid ₦15,000.00 through "Jollof tray"'));
    await visible(page.getByRole('link', { name: 'Notifications, 1 unread' }));

    // Back in the list, the opened one is read and the other is not; a reload agrees (the server kept it).
    await page.getByRole('link', { name: 'All notifications' }).click();
    await atPath(page, '/notifications');
    await visible(page.getByText('1 unread'));
    await page.reload();
    await visible(page.getByRole('link', { name: 'Notifications, 1 unread' }));
    const after = page.getByRole('list', { name: 'Notifications' }).getByRole('link');
    await visible(after.first());
    expect(await after.first().textContent()).not.toContain('Unread:');
    expect(await after.nth(1).textContent()).toContain('Unread: Payment received');
  });
});
