/**
 * /home's prerendered dashboard shell (issue 12): the document itself paints the dashboard's frame
 * (header, sidebar, main, the page's heading and its cards loading) before any script runs, with
 * no user data in it; a visitor without a session is sent to sign in (keeping where they were
 * going) before it paints; a signed-in merchant gets the app over it, with their own data.
 */
import { describe, expect, inject, test } from 'vitest';
import { atPath, openPage, useBrowser, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe("/home's dashboard shell", () => {
  test('the document paints the frame and the cards before any script, with no user data', async () => {
    const res = await fetch(`${baseUrl}/home?statsCurrency=USD`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
    const html = await res.text();
    expect(html).toContain('data-prerendered');
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual([
      expect.stringMatching(/^<script src="\/assets\/home-boot-[\w-]+\.js">$/),
    ]);

    const context = await browser().newContext({
      baseURL: baseUrl,
      viewport: { width: 1280, height: 800 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/home');
    expect(await page.title()).toBe('Home · Payrail');
    await visible(page.getByRole('banner'));
    await visible(page.getByRole('complementary', { name: 'Sidebar' }));
    await visible(page.getByRole('main'));
    await visible(page.getByRole('heading', { level: 1, name: 'Welcome' }));
    for (const card of ['Balance', 'Payments in the last 30 days', 'Customers']) {
      await visible(page.getByRole('region', { name: card }));
    }
    await visible(page.getByRole('heading', { name: 'Recent payments' }));
    // Nothing of anyone's account: no navigation (it depends on the role), no figures, no sign-out.
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').count()).toBe(0);
    expect(await page.getByText('₦').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(0);
    expect(await page.getByRole('combobox').first().isDisabled()).toBe(true);
    await context.close();
  });

  test('a signed-out visitor is sent to sign in with the redirect, then back', async () => {
    const user = await registerVerifiedUser(baseUrl, 'Chidi');
    const { context, page } = await openPage(browser(), baseUrl);
    const seen: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
    });
    await page.goto('/home?statsCurrency=USD');
    const login = await atPath(page, '/auth/login', { redirect: '/home?statsCurrency=USD' });
    expect(login.searchParams.get('redirect')).toBe('/home?statsCurrency=USD');
    await visible(page.getByRole('heading', { name: 'Sign in to Payrail' }));

    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await atPath(page, '/home', { statsCurrency: 'USD' });
    await visible(page.getByRole('heading', { name: `Welcome, ${user.firstName}` }));
    expect(seen[0]).toBe('/home');
    await context.close();
  });

  test('signed in, the shell itself shows the names and the balance before the app has loaded', async () => {
    const user = await registerVerifiedUser(baseUrl, 'Ngozi');
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, user);
    // Only the boot script runs: the app's JavaScript never arrives.
    await page.route('**/assets/*.js', (route) =>
      route.request().url().includes('/home-boot-') ? route.continue() : route.abort(),
    );
    await page.goto('/home?statsCurrency=USD');
    await visible(page.getByRole('heading', { level: 1, name: `Welcome, ${user.firstName}` }));
    await visible(page.getByText(`Signed in to ${user.businessName}`));
    const balance = page.getByRole('region', { name: 'Balance' });
    await visible(balance.getByText('$0.00').first());
    expect(await balance.getByText('$0.00').count()).toBe(2);
    // Still the shell: nothing of the app (no navigation links, no sign-out), the controls inert.
    expect(await page.locator('[data-prerendered]').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(0);
    expect(await page.getByRole('combobox').first().isDisabled()).toBe(true);
    await context.close();
  });

  test("signed in, the app takes the shell's place with the merchant's own page, asking once", async () => {
    const user = await registerVerifiedUser(baseUrl, 'Amaka');
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, user);
    const asked: string[] = [];
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (pathname.startsWith('/api/')) asked.push(`${req.method()} ${pathname}`);
    });
    await page.reload();
    await visible(page.getByRole('heading', { name: `Welcome, ${user.firstName}` }));
    await visible(page.getByText(`Signed in to ${user.businessName}`));
    await visible(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }));
    await visible(page.getByRole('region', { name: 'Balance' }).getByText('₦0.00').first());
    await visible(page.getByRole('button', { name: 'Sign out' }));
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.locator('[data-prerendered]').count()).toBe(0);
    // The boot script's early reads served the app: each of the first render's reads went out once.
    const accessReads = asked.filter((a) => a === 'GET /api/v1/merchant/team/get-user-access');
    expect(accessReads).toHaveLength(1);
    expect(asked.filter((a) => a === 'GET /api/v1/merchant/dashboard/balances/NGN')).toHaveLength(1);
    await context.close();
  });
});
