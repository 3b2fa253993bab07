/**
 * A payment's page, end to end (issue 13): the merchant resends its webhook and sees the new
 * delivery, downloads its receipt, and the address printed on the receipt (what its QR code
 * holds) opens a page that confirms the payment; the same address with a changed reference does
 * not.
 */
import fs from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, inject, test } from 'vitest';
import { apiClient, apiToken } from '../support/api.ts';
import { openPage, toast, useBrowser, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const api = apiClient(baseUrl);

describe('a payment’s receipt', () => {
  test('the webhook resent, the receipt downloaded; it verifies at its printed address, a changed one does not', async () => {
    const merchant = await registerVerifiedUser(baseUrl, 'Yetunde');
    const token = await apiToken(api, merchant);
    // A public address nobody answers from this machine: each try fails, and is logged as such.
    await api(
      'PATCH',
      '/api/v2/settings/api-configuration',
      { webhookUrl: 'https://93.184.216.34/payrail/hooks' },
      token as string,
    );
    const link = await api(
      'POST',
      '/api/v1/merchant/payment-links/create',
      { name: 'Agbada', amount: 4_200_000 },
      token as string,
    );
    const paid = await api('POST', `/api/v1/payment-links/${link.ref}`, {
      email: 'tunde@example.com',
      name: 'Túndé Ọlábísí',
      channel: 'card',
      card: { number: '4084084084084081', expiry: '12/35', cvv: '123' },
    });
    const reference = paid.reference as string;
    const list = await api('POST', '/api/v1/merchant/transactions?page=1', {}, token as string);
    const id = (list.items as { id: string; reference: string }[]).find((i) => i.reference === reference)!.id;

    const { page } = await openPage(browser(), baseUrl);
    await signIn(page, merchant);
    await page.goto(`/payments/transactions/${id}`);
    const deliveries = page.getByRole('list', { name: 'Webhook deliveries' });
    await visible(deliveries.getByText('charge.success'));
    expect(await deliveries.getByText('charge.success').count()).toBe(1);
    await page.getByRole('button', { name: 'Resend webhook' }).click();
    await visible(toast(page, 'Webhook resent successfully'));
    await expect.poll(() => deliveries.getByText('charge.success').count()).toBe(2);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download receipt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('SingleTransactionReceipt.pdf');
    const bytes = new Uint8Array(fs.readFileSync((await download.path())!));
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const printed = text.replace(/\s+/g, ' ');
    expect(printed).toContain(reference);
    expect(printed).toContain('₦42,000.00');
    expect(printed).toContain('Túndé Ọlábísí');
    const address = printed.match(/https?:\/\/\S+\/verify\/\S+/)?.[0];
    expect(address, printed).toBeDefined();

    // What a customer's phone opens when it scans the code (the app's address is this server's).
    const verify = new URL(address!);
    await page.goto(`${baseUrl}${verify.pathname}${verify.search}`);
    await visible(page.getByRole('heading', { name: 'Genuine payment' }));
    await visible(page.getByText('₦42,000.00'));
    await visible(page.getByText(reference));

    const forged = `${reference.slice(0, -1)}${reference.endsWith('A') ? 'B' : 'A'}`;
    await page.goto(`${baseUrl}/verify/${forged}${verify.search}`);
    await visible(page.getByRole('heading', { name: 'We could not confirm this receipt' }));
  });
});
