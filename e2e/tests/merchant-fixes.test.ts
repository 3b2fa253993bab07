/**
 * Small things in the merchant's screens that lost trust (issue 12): a password made of the email
 * address is refused on sign-up (a first name found in the address is not); a paid link's delete
 * dialog offers Deactivate instead of a delete that fails; creating a link with an image toasts
 * once; a user without a profile picture makes no request for it; a bad verification link says
 * what happened and sends a new one.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { atPath, openPage, toast, useBrowser, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { linkIn, mailIds, waitForMail } from '../support/mailbox.ts';
import { navLink } from '../support/team.ts';
import { DEMO_OWNER, registerUser, registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The create form; with an image when given. Answers the new link's ref from the view page's URL. */
async function createLink(page: Page, name: string, image?: Buffer): Promise<string> {
  await page.goto('/collections/payment-link/create');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Amount (NGN)').fill('4,000');
  if (image)
    await page
      .getByLabel('Choose an image')
      .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: image });
  await page.getByRole('button', { name: 'Create payment link' }).click();
  const url = await atPath(page, '/collections/payment-link/view');
  return url.searchParams.get('ref')!;
}

/** A customer pays the link with the sandbox's success card, through the public checkout API. */
async function payWithCard(ref: string): Promise<void> {
  const res = await fetch(`${baseUrl}/api/v1/payment-links/${ref}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `e2e-${ref}-${Date.now()}` },
    body: JSON.stringify({
      name: 'Chidi Okeke',
      email: `chidi-${tag()}@example.com`,
      channel: 'card',
      card: { number: '4084084084084081', expiry: '12/35', cvv: '123' },
    }),
  });
  if (!res.ok) throw new Error(`Checkout answered ${res.status}: ${await res.text()}`);
}

describe('merchant fixes', () => {
  test('sign-up refuses the email address as the password, but not a first name found in it', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    const email = `ab@shop-${tag()}.payrail.test`;
    await page.goto('/auth/register');
    await page.getByLabel('First name').fill('Abu');
    await page.getByLabel('Last name').fill('Bello');
    await page.getByLabel('Business name').fill('Abu Bello Stores');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Phone number').fill('08031234567');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Create account' }).click();
    await visible(page.getByText('Your password must not contain your email address.'));
    await atPath(page, '/auth/register');

    const named = `chidi.okafor.${tag()}@payrail.test`;
    await page.getByLabel('First name').fill('Chidi');
    await page.getByLabel('Email address').fill(named);
    await password.fill('Chidi-Sells-Suya-7');
    await page.getByRole('button', { name: 'Create account' }).click();
    await atPath(page, '/auth/verfiy', { email: named });
    await context.close();
  });

  test("a paid link's delete dialog offers Deactivate, not a Delete that would fail", async () => {
    const name = `Adire scarf ${tag()}`;
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, DEMO_OWNER);
    const ref = await createLink(page, name);
    await payWithCard(ref);
    await page.reload();
    await visible(page.getByRole('table', { name: 'Latest payments' }).getByText('Successful'));

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await visible(
      dialog.getByText('This link has payments, so it cannot be deleted. Deactivate it instead.'),
    );
    expect(await dialog.getByRole('button', { name: 'Delete link' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await visible(toast(page, 'Payment link status updated successfully'));
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await visible(page.getByRole('button', { name: `Activate ${name}` }));
    await visible(page.getByRole('heading', { name, level: 1 }));
    await context.close();
  });

  test('creating a link with an image shows one success toast', async () => {
    const name = `Beaded bag ${tag()}`;
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, DEMO_OWNER);
    await createLink(page, name, PNG);
    await visible(page.getByRole('img', { name: `Shown at the top of the pay page of ${name}` }));
    await visible(toast(page, 'Payment link created successfully'));
    expect(await toast(page, 'Payment link image updated successfully').count()).toBe(0);
    await context.close();
  });

  test('without a profile picture no page asks for it; once uploaded, the header shows it', async () => {
    const user = await registerVerifiedUser(baseUrl, 'Kemi');
    const { context, page } = await openPage(browser(), baseUrl);
    const asked: { url: string; status: number }[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname === '/api/v1/settings/profile-picture')
        asked.push({ url: res.url(), status: res.status() });
    });
    await signIn(page, user);
    await navLink(page, 'Payment links').click();
    await atPath(page, '/collections/payment-link');
    await page.goto('/others/settings?tab=profile');
    await visible(page.getByRole('heading', { name: 'Your details' }));
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);

    await page
      .getByLabel('Choose an image')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Upload picture' }).click();
    await visible(toast(page, 'Profile picture updated successfully'));
    await visible(page.getByRole('banner').locator('img'));
    await page.reload();
    await visible(page.getByRole('banner').locator('img'));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((a) => a.status !== 200 && a.status !== 201)).toEqual([]);
    await context.close();
  });

  test('a bad verification link says what happened and sends a new link that works', async () => {
    const person = await registerUser(baseUrl, 'Emeka');
    const before = await mailIds(baseUrl, person.email);
    const { context, page } = await openPage(browser(), baseUrl);
    await page.goto('/auth/verified?email_verify_url=not-a-real-link-token-123');
    await visible(page.getByRole('heading', { name: 'Verification failed' }));
    await visible(page.getByText('This verification link is invalid or has expired'));
    await visible(page.getByText(/works once and expires 24 hours after it was sent/));
    await page.getByLabel('Email address').fill(person.email);
    await page.getByRole('button', { name: 'Send a new verification link' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'a new link is on its way' }));

    const mail = await waitForMail(baseUrl, person.email, {
      subject: 'Verify your email address',
      ignore: before,
    });
    await page.goto(linkIn(mail, baseUrl).toString());
    await visible(page.getByText('Email successfully verified'));
    await context.close();
  });
});
