/**
 * A merchant changes a sub-account's settlement account from its page: looks the new account up,
 * confirms with the transaction PIN, and the page shows the new account and when payouts to it
 * start (24 hours later). The dialog is axe clean and usable by keyboard.
 */
import { describe, expect, inject, test } from 'vitest';
import { merchantApi } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { openPage, toast, useBrowser, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const PIN = '2580';

describe('a sub-account’s settlement account', () => {
  test('is changed with a lookup and the PIN, and its payouts wait 24 hours', async () => {
    const user = await registerVerifiedUser(baseUrl, 'Kemi');
    const api = await merchantApi(baseUrl, user);
    await api.call('POST', '/api/v1/settings/pin/register-pin', { pin: PIN, confirmPin: PIN });
    const bank = { bankCode: '058', accountNumber: '0123456785' };
    const { accountName } = await api.call('POST', '/api/v1/merchant/sub-accounts/resolve-account', bank);
    const sub = await api.call('POST', '/api/v1/merchant/sub-accounts/', {
      name: 'Yaba branch',
      settlementAccount: { ...bank, accountName },
      split: { splitType: 'percentage', percentage: 10, feeBearer: 'merchant' },
    });
    const { page } = await openPage(browser(), baseUrl);
    await signIn(page, user);
    await page.goto(`/others/sub-accounts/${String(sub.slug)}`);
    await page.getByRole('button', { name: 'Change account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change settlement account' });
    await dialog.getByLabel('Bank').selectOption('044');
    await dialog.getByLabel('Account number').fill('0034567892');
    await dialog.getByLabel('Account number').press('Enter');
    await visible(dialog.getByTestId('resolved-account-name'));
    expect(await axeViolations(page, 'the change settlement account dialog')).toEqual([]);
    await dialog.getByLabel('Transaction PIN').fill(PIN);
    await dialog.getByLabel('Transaction PIN').press('Enter');
    await visible(toast(page, 'Settlement account updated successfully'));
    await visible(page.getByText(/Access Bank · \*{6}7892/));
    await visible(page.getByText(/^Payouts to this account start on /));
  });
});
