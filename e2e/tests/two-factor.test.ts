/** The demo two-factor user signs in with the code from the dev mailbox; a wrong code is refused in place. */
import { describe, expect, inject, test } from 'vitest';
import { atPath, openPage, toast, useBrowser, visible } from '../support/browser.ts';
import { submitSignIn } from '../support/flows.ts';
import { mailIds, signInCode, waitForMail } from '../support/mailbox.ts';
import { DEMO_TWO_FACTOR } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const codeSubject = /^Your sign-in code: \d{6}$/;

/** Any six digits other than the right code. */
const wrongCodeFor = (code: string) => [...code].map((d) => String((Number(d) + 1) % 10)).join('');

describe('two-factor sign-in', () => {
  test('sign in with the emailed code', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    const earlier = await mailIds(baseUrl, DEMO_TWO_FACTOR.email);

    await page.goto('/auth/login');
    await submitSignIn(page, DEMO_TWO_FACTOR.email, DEMO_TWO_FACTOR.password);
    const twofa = await atPath(page, '/auth/twofa');
    expect(twofa.searchParams.get('id')).toMatch(/^\d+$/);
    await visible(page.getByRole('heading', { name: 'Two-factor verification' }));

    const code = signInCode(
      await waitForMail(baseUrl, DEMO_TWO_FACTOR.email, { subject: codeSubject, ignore: earlier }),
    );
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();

    await atPath(page, '/home');
    await visible(page.getByRole('heading', { name: `Welcome, ${DEMO_TWO_FACTOR.firstName}` }));
    await context.close();
  });

  test("a wrong code shows 'Invalid two factor code' and stays; the right one then signs in", async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    const earlier = await mailIds(baseUrl, DEMO_TWO_FACTOR.email);

    await page.goto('/auth/login');
    await submitSignIn(page, DEMO_TWO_FACTOR.email, DEMO_TWO_FACTOR.password);
    const twofa = await atPath(page, '/auth/twofa');
    const code = signInCode(
      await waitForMail(baseUrl, DEMO_TWO_FACTOR.email, { subject: codeSubject, ignore: earlier }),
    );

    await page.getByLabel('Verification code').fill(wrongCodeFor(code));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await visible(toast(page, 'Invalid two factor code'));
    const after = new URL(page.url());
    expect(after.pathname).toBe('/auth/twofa');
    expect(after.searchParams.get('id')).toBe(twofa.searchParams.get('id'));
    await visible(page.getByRole('heading', { name: 'Two-factor verification' }));

    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await atPath(page, '/home');
    await visible(page.getByRole('heading', { name: `Welcome, ${DEMO_TWO_FACTOR.firstName}` }));
    await context.close();
  });

  test("'Resend code' emails a new code that signs in", async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    const earlier = await mailIds(baseUrl, DEMO_TWO_FACTOR.email);

    await page.goto('/auth/login');
    await submitSignIn(page, DEMO_TWO_FACTOR.email, DEMO_TWO_FACTOR.password);
    await atPath(page, '/auth/twofa');
    const first = await waitForMail(baseUrl, DEMO_TWO_FACTOR.email, {
      subject: codeSubject,
      ignore: earlier,
    });

    await page.getByRole('button', { name: 'Resend code' }).click();
    const second = await waitForMail(baseUrl, DEMO_TWO_FACTOR.email, {
      subject: codeSubject,
      ignore: [...earlier, first.id],
    });
    await page.getByLabel('Verification code').fill(signInCode(second));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await atPath(page, '/home');
    await visible(page.getByRole('heading', { name: `Welcome, ${DEMO_TWO_FACTOR.firstName}` }));
    await context.close();
  });
});
