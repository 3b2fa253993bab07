/**
 * Answering chargebacks, end to end (issue 14 "Chargebacks"): a customer pays by card, the sandbox
 * simulator raises two disputes; the merchant sees them listed with how soon each is due, declines
 * one with a reason and a photo as evidence (under review) and accepts the other.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, inject, test } from 'vitest';
import { merchantApi, testCard } from '../support/api.ts';
import { openPage, toast, useBrowser, visible } from '../support/browser.ts';
import { signIn } from '../support/flows.ts';
import { pngFile } from '../support/kyb.ts';
import { registerVerifiedUser } from '../support/users.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('chargebacks', () => {
  test('decline one with evidence, accept the other', async () => {
    const merchant = await registerVerifiedUser(baseUrl, 'Bisi');
    const api = await merchantApi(baseUrl, merchant);
    const ref = await api.createLink('Shea butter', { amount: 1_000_000 });
    const raised: { id: string; reference: string }[] = [];
    for (let i = 0; i < 2; i++) {
      await api.call('POST', `/api/v1/payment-links/${ref}`, {
        email: `buyer${i}@example.com`,
        name: 'Ada Obi',
        channel: 'card',
        card: testCard('4084084084084081'),
      });
      const list = await api.call('POST', '/api/v1/merchant/transactions?page=1', {});
      const payment = (list.items as { reference: string }[])[0]!.reference;
      raised.push(
        (await api.call('POST', '/api/v1/merchant/charge-backs/sandbox/raise', {
          transactionReference: payment,
          amount: 300_000,
          reason: 'Goods not received',
        })) as { id: string; reference: string },
      );
    }

    const { page } = await openPage(browser(), baseUrl);
    await signIn(page, merchant);
    await page.goto('/payments/chargeback');
    const table = page.getByRole('table', { name: 'Chargebacks' });
    await visible(table.getByRole('link', { name: `Open ${raised[0]!.reference}` }));
    expect(await table.getByText('Due in 7 d').count()).toBe(2);

    await table.getByRole('link', { name: `Open ${raised[0]!.reference}` }).click();
    await page.getByRole('button', { name: 'Decline with evidence' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline the chargeback' });
    await dialog.getByLabel('Reason').fill('The customer signed for the parcel on delivery');
    await dialog.getByLabel('Evidence').setInputFiles(pngFile('signed-delivery.png'));
    await dialog.getByRole('button', { name: 'Decline with evidence' }).click();
    await visible(toast(page, 'Declined Chargeback'));
    await visible(page.getByText('Under review'));
    // The evidence downloads as it was sent.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('list', { name: 'Evidence files' })
        .getByRole('button', { name: 'signed-delivery.png' })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('signed-delivery.png');
    expect(readFileSync(await download.path())).toEqual(pngFile('signed-delivery.png').buffer);

    await page.goto(`/payments/chargeback/${raised[1]!.id}`);
    await page.getByRole('button', { name: 'Accept' }).click();
    await page
      .getByRole('dialog', { name: 'Accept the chargeback?' })
      .getByRole('button', { name: 'Accept chargeback' })
      .click();
    await visible(toast(page, 'Accepted Chargeback'));
    await visible(page.getByText('Accepted', { exact: true }).first());
  });
});
