/**
 * USD → NGN conversion (issue 14): a merchant whose USD card payment has settled opens the
 * conversion dialog on /payments/balances, sees the rate locked with its countdown and what will
 * arrive, converts with the PIN before the countdown ends, and sees both balances change by exactly
 * the amounts shown.
 */
import { describe, expect, inject, test } from 'vitest';
import { merchantApi, testCard } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { openPage, toast, useBrowser, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const PIN = '2580';

/** '$95.60' or '₦75,364.81' → minor units. */
const minor = (text: string) => {
  const m = /([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`not an amount: ${text}`);
  return Number(m[1]!.replaceAll(',', '')) * 100 + Number(m[2]);
};
const availableIn = (card: string) => {
  const m = /Available\s*([^\d\s]*[\d,]+\.\d{2})/.exec(card);
  if (!m) throw new Error(`no available balance in: ${card}`);
  return minor(m[1]!);
};

describe('conversion', () => {
  test('a merchant with USD converts to NGN at the quoted rate before the countdown ends', async () => {
    const merchant = await registerVerifiedUser(baseUrl, 'Tobi');
    const api = await merchantApi(baseUrl, merchant);
    await api.call('POST', '/api/v1/settings/pin/register-pin', { pin: PIN, confirmPin: PIN });
    // $100 paid by card on a USD link, settled to the available balance by the sandbox's control.
    const ref = await api.createLink('Export order', { amount: 10_000, currency: 'USD' });
    await api.call('POST', `/api/v1/payment-links/${ref}`, {
      email: 'ada@example.com',
      name: 'Ada Obi',
      channel: 'card',
      card: testCard('4084084084084081'),
    });
    await api.call('POST', '/api/v1/merchant/balances/simulate-settlement', {});

    const { page } = await openPage(browser(), baseUrl);
    await signIn(page, merchant);
    await page.goto('/payments/balances');
    const usd = page.getByRole('region', { name: 'USD balance' });
    const ngn = page.getByRole('region', { name: 'NGN balance' });
    await visible(usd.getByText('Pending$0.00'));
    const usdBefore = availableIn((await usd.textContent())!);
    expect(usdBefore).toBeGreaterThan(5_000);
    expect(availableIn((await ngn.textContent())!)).toBe(0);

    await page.getByRole('button', { name: 'Convert USD to NGN' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convert USD to NGN' });
    const rate = await visible(dialog.getByText(/^1 USD = ₦[\d,]+(\.\d+)?$/));
    const countdown = dialog.getByTestId('rate-countdown');
    expect(await countdown.textContent()).toMatch(/^(1:00|0:[0-5]\d)$/);
    await dialog.getByLabel('Amount (USD)').fill('50');
    const receives = dialog.getByTestId('conversion-receives');
    await expect.poll(() => receives.textContent()).toMatch(/^₦[\d,]+\.\d{2}$/);
    const shown = minor((await receives.textContent())!);
    // What arrives is 50 × the rate shown, rounded down to the kobo.
    const rateText = (await rate.textContent())!.replace(/^1 USD = ₦/, '').replaceAll(',', '');
    const [whole, frac = ''] = rateText.split('.');
    const scaled = BigInt(whole!) * 10n ** BigInt(frac.length) + BigInt(frac || '0');
    expect(BigInt(shown)).toBe((5_000n * scaled) / 10n ** BigInt(frac.length));
    const violations = await axeViolations(page, 'conversion dialog');
    expect(violations).toEqual([]);

    // Sent from the keyboard, while the rate is still locked.
    await dialog.getByLabel('Transaction PIN').fill(PIN);
    expect(await countdown.textContent()).not.toBe('0:00');
    await dialog.getByLabel('Transaction PIN').press('Enter');
    await visible(toast(page, 'Conversion successfully'));
    await expect.poll(async () => availableIn((await usd.textContent())!)).toBe(usdBefore - 5_000);
    await expect.poll(async () => availableIn((await ngn.textContent())!)).toBe(shown);
    const history = page.getByRole('table', { name: 'Balance history' });
    await visible(history.getByText('Conversion').first());
  });
});
