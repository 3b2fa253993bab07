/**
 * Money out, end to end (issue 14): a verified merchant with settled funds adds the settlement
 * account (the bank's name for it shown and confirmed, the PIN asked), requests a payout with the
 * PIN, sees it paid (the sandbox simulator answers for the bank) and downloads its receipt,
 * Payouts.pdf, which names the payout and the account.
 */
import fs from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, inject, test } from 'vitest';
import { merchantApi, testCard } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { openPage, toast, useBrowser, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { kybCall, SETTLEMENT_ACCOUNT, submitStarterKyb } from '../support/kyb.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const PIN = '2580';

describe('payouts', () => {
  test('add the settlement account, request a payout with the PIN, see it paid, download the receipt', async () => {
    const merchant = await registerVerifiedUser(baseUrl, 'Kemi');
    const api = await merchantApi(baseUrl, merchant);
    await api.call('POST', '/api/v1/settings/pin/register-pin', { pin: PIN, confirmPin: PIN });
    // KYB approved through the sandbox's review, with GTBank 0123456785 as its settlement account.
    const session = (
      (await (
        await fetch(`${baseUrl}/api/v2/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: merchant.email, password: merchant.password, channel: 'web' }),
        })
      ).json()) as { responseBody: { token: string } }
    ).responseBody.token;
    await submitStarterKyb(baseUrl, session, merchant.businessName);
    await kybCall(baseUrl, session, 'POST', '/kyb/sandbox/decision', { decision: 'approve' });
    // ₦20,000 paid by card, settled to the available balance by the sandbox's settle-now control.
    const ref = await api.createLink('Party trays', { amount: 2_000_000 });
    await api.call('POST', `/api/v1/payment-links/${ref}`, {
      email: 'ada@example.com',
      name: 'Ada Obi',
      channel: 'card',
      card: testCard('4084084084084081'),
    });
    await api.call('POST', '/api/v1/merchant/balances/simulate-settlement', {});

    const { page } = await openPage(browser(), baseUrl);
    await signIn(page, merchant);
    await page.goto('/payments/payout');
    await visible(page.getByRole('heading', { name: 'Payouts', level: 1 }));
    await visible(page.getByText('No payouts yet.', { exact: false }));
    const violations = await axeViolations(page, '/payments/payout (empty)');

    // The settlement account: looked up, the bank's name shown and confirmed, the PIN.
    const section = page.getByRole('region', { name: 'Settlement account' });
    await section.getByRole('button', { name: 'Add account' }).click();
    const add = page.getByRole('dialog', { name: 'Add a settlement account' });
    await add.getByLabel('Bank').selectOption({ label: SETTLEMENT_ACCOUNT.bank });
    await add.getByLabel('Account number').fill(SETTLEMENT_ACCOUNT.accountNumber);
    await add.getByRole('button', { name: 'Look up account' }).click();
    const name = await visible(add.getByTestId('resolved-account-name'));
    violations.push(...(await axeViolations(page, 'add settlement account dialog')));
    const holder = (await name.textContent())!.trim();
    expect(holder.length).toBeGreaterThan(3);
    await add.getByLabel('This is the account to be paid into').check();
    await add.getByLabel('Transaction PIN').fill(PIN);
    await add.getByRole('button', { name: 'Add account' }).click();
    await visible(toast(page, 'Account added successfully'));
    await visible(section.getByText(holder));

    // Automatic payouts: off by default; turned on with the PIN.
    const auto = page.getByRole('region', { name: 'Automatic payouts' });
    await visible(auto.getByText('Off. Payouts are made only when you request them.'));
    await auto.getByRole('button', { name: 'Change' }).click();
    const settings = page.getByRole('dialog', { name: 'Automatic payouts' });
    await settings.getByLabel('Pay out automatically').check();
    await settings.getByLabel('Minimum balance (₦)').fill('50,000');
    await settings.getByLabel('Transaction PIN').fill(PIN);
    await settings.getByRole('button', { name: 'Save' }).click();
    await visible(toast(page, 'Automatic payouts updated'));
    await visible(
      auto.getByText(/^Every day at 09:00 \(Lagos\), when your available balance is at least ₦50,000\.00/),
    );

    // The payout, with the PIN: the toast is exactly the spec's.
    await page.getByRole('button', { name: 'Request payout' }).click();
    const request = page.getByRole('dialog', { name: 'Request a payout' });
    await request.getByLabel('Amount (₦)').fill('5,000');
    await visible(request.getByText('Fee ₦10.00 · ₦5,010.00 leaves your balance'));
    violations.push(...(await axeViolations(page, 'request payout dialog')));
    // Sent from the keyboard: Enter in the PIN box submits the form.
    await request.getByLabel('Transaction PIN').fill(PIN);
    await request.getByLabel('Transaction PIN').press('Enter');
    await visible(toast(page, 'Successfully'));
    const table = page.getByRole('table', { name: 'Payouts' });
    const row = await visible(table.getByRole('link', { name: /^Open PO_/ }));
    const reference = (await row.textContent())!.trim();
    await visible(table.getByText('Processing'));

    // Its page: processing, then paid when the bank answers (the sandbox simulator answers now).
    await row.click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/payments\/payout\/[0-9a-f-]{36}$/);
    await visible(page.getByRole('heading', { name: '₦5,000.00' }));
    await page.getByRole('button', { name: 'Simulate paid' }).click();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await visible(timeline.getByText('Paid', { exact: true }));
    await visible(page.getByText('Paid', { exact: true }).first());

    violations.push(...(await axeViolations(page, '/payments/payout/{uuid}')));
    expect(violations).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download receipt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Payouts.pdf');
    const bytes = new Uint8Array(fs.readFileSync((await download.path())!));
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const printed = text.replace(/\s+/g, ' ');
    expect(printed).toContain(reference);
    expect(printed).toContain('₦5,000.00');
    expect(printed).toContain(holder);
    expect(printed).toContain('Paid');
  });
});
