/**
 * A merchant refund, end to end (issue 14 "Refunds"): a customer pays a link by card, the payment
 * settles (the sandbox's settle-now control), and the merchant refunds part of it from the
 * transaction's page with a reason and the PIN; the refund is listed there with its status and the
 * available balance is lower by the amount refunded.
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

describe('refunds', () => {
  test('refund part of a paid payment from its page: listed, and the balance lower', async () => {
    const merchant = await registerVerifiedUser(baseUrl, 'Tolu');
    const api = await merchantApi(baseUrl, merchant);
    await api.call('POST', '/api/v1/settings/pin/register-pin', { pin: PIN, confirmPin: PIN });
    const ref = await api.createLink('Cake boxes', { amount: 2_000_000 });
    await api.call('POST', `/api/v1/payment-links/${ref}`, {
      email: 'ada@example.com',
      name: 'Ada Obi',
      channel: 'card',
      card: testCard('4084084084084081'),
    });
    await api.call('POST', '/api/v1/merchant/balances/simulate-settlement', {});
    const before = (await api.call('GET', '/api/v1/merchant/balances/NGN')).available as number;
    const list = await api.call('POST', '/api/v1/merchant/transactions?page=1', {});
    const id = (list.items as { id: string }[])[0]!.id;

    const { page } = await openPage(browser(), baseUrl);
    await signIn(page, merchant);
    await page.goto(`/payments/transactions/${id}`);
    const section = page.getByRole('region', { name: 'Refunds' });
    await visible(section.getByText('No refunds yet.'));
    await section.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this payment' });
    // The amount starts at the whole refundable remainder.
    await expect.poll(() => dialog.getByLabel('Amount (NGN)').inputValue()).toBe('20000.00');
    const violations = await axeViolations(page, 'refund dialog');
    await dialog.getByLabel('Amount (NGN)').fill('5,000');
    await dialog.getByLabel('Reason').fill('One box was damaged');
    await dialog.getByLabel('Transaction PIN').fill(PIN);
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await visible(toast(page, 'Refund initiated'));
    const refunds = section.getByRole('list', { name: 'Refunds' });
    await visible(refunds.getByText('₦5,000.00'));
    await visible(refunds.getByText('One box was damaged'));
    await visible(section.getByText('Refundable: ₦15,000.00'));
    violations.push(...(await axeViolations(page, '/payments/transactions/{uuid} with a refund')));
    expect(violations).toEqual([]);

    const after = (await api.call('GET', '/api/v1/merchant/balances/NGN')).available as number;
    expect(before - after).toBe(500_000);
  });
});
