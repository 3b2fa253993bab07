/**
 * How a session ends in the browser: five idle minutes (the page's clock is controlled, nothing
 * waits for real time) or the 'Sign out' button. Either way, protected pages send you to sign in.
 */
import { describe, expect, inject, test } from 'vitest';
import { atPath, openPage, useBrowser, visible } from '../support/browser.ts';
import { signIn, submitSignIn } from '../support/flows.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('session end', () => {
  test('five minutes without activity → /auth/login?reason=idle with the notice', async () => {
    const user = await registerVerifiedUser(baseUrl, 'Kemi');
    const { context, page } = await openPage(browser(), baseUrl);
    await page.clock.install();
    await signIn(page, user);

    await page.clock.fastForward('05:01');
    await atPath(page, '/auth/login', { reason: 'idle' });
    await visible(page.getByText('You were signed out after 5 minutes of inactivity.'));
    await visible(page.getByRole('heading', { name: 'Sign in to Payrail' }));
    expect((await context.cookies()).find((c) => c.name === 'EST')).toBeUndefined();

    await page.goto('/home');
    await atPath(page, '/auth/login', { redirect: '/home' });
    await context.close();
  });

  test('idle sign-out keeps where the user was; signing in again returns there', async () => {
    const user = await registerVerifiedUser(baseUrl, 'Bisi');
    const { context, page } = await openPage(browser(), baseUrl);
    await page.clock.install();
    await signIn(page, user);
    await page.goto('/others/settings?tab=security');
    await visible(page.getByRole('tab', { name: 'Security', selected: true }));

    await page.clock.fastForward('05:01');
    const login = await atPath(page, '/auth/login', { reason: 'idle' });
    expect(login.searchParams.get('redirect')).toBe('/others/settings?tab=security');
    await visible(page.getByText('You were signed out after 5 minutes of inactivity.'));

    await submitSignIn(page, user.email, user.password);
    await atPath(page, '/others/settings', { tab: 'security' });
    await visible(page.getByRole('tab', { name: 'Security', selected: true }));
    await context.close();
  });

  test('activity keeps the session: four idle minutes leave the user on /home', async () => {
    const user = await registerVerifiedUser(baseUrl, 'Tobi');
    const { context, page } = await openPage(browser(), baseUrl);
    await page.clock.install();
    await signIn(page, user);

    await page.clock.fastForward('04:00');
    await page.mouse.move(200, 200);
    await page.mouse.move(220, 240);
    await page.clock.fastForward('04:00');
    await visible(page.getByRole('heading', { name: `Welcome, ${user.firstName}` }));
    expect(new URL(page.url()).pathname).toBe('/home');
    await context.close();
  });

  test("'Sign out' → /auth/login, the session ends on the server, protected pages redirect again", async () => {
    const user = await registerVerifiedUser(baseUrl, 'Sade');
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, user);
    const token = (await context.cookies()).find((c) => c.name === 'EST')?.value;
    expect(token, 'the session token cookie EST').toBeTruthy();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await atPath(page, '/auth/login');
    await visible(page.getByRole('heading', { name: 'Sign in to Payrail' }));
    expect((await context.cookies()).find((c) => c.name === 'EST')).toBeUndefined();

    const res = await fetch(`${baseUrl}/api/v1/auth/session`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(401);

    await page.goto('/home');
    await atPath(page, '/auth/login', { redirect: '/home' });
    await visible(page.getByRole('heading', { name: 'Sign in to Payrail' }));
    await context.close();
  });
});
