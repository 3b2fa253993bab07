/**
 * What a paying customer is told, in Chromium (issue 12). The demo merchant keeps the default
 * wrong-transfer setting (short payments accepted): ₦22,500.00 sent into a ₦25,000.00 checkout is
 * a part payment with both amounts and what is still due, on the page and in the payer's email,
 * never "Payment successful"; a full payment leaves a receipt in the payer's mailbox with the time
 * in Lagos; USSD gives a code of the bank the customer picks. Assertions are on what the customer
 * sees and receives.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type Merchant, merchantApi } from '../support/api.ts';
import { launchBrowser, visible } from '../support/browser.ts';
import { mailbox, waitForMail } from '../support/mailbox.ts';
import { DEMO_OWNER } from '../support/users.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let owner: Merchant;

/** A customer on a phone: fresh context, no session, 360 px wide; the form filled, `channel` chosen. */
async function startAs(ref: string, email: string, channel: 'Bank transfer' | 'USSD'): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 740 } });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await page.goto(`/payment-links/${ref}`);
  await page.getByLabel('Email').click();
  await page.locator('html[data-pay-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full name').fill('Ada Obi');
  await page.getByLabel(channel, { exact: true }).check();
  return page;
}

const payerEmail = () =>
  `payer-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await merchantApi(baseUrl, DEMO_OWNER);
});

afterAll(async () => {
  await browser?.close();
});

describe('a bank transfer, told as it is', () => {
  test('₦22,500.00 of ₦25,000.00 is a part payment on the page and in the email, never a success', async () => {
    const ref = await owner.createLink(`Ankara ${Date.now().toString(36)}`, { amount: 2_500_000 });
    const email = payerEmail();
    const page = await startAs(ref, email, 'Bank transfer');
    const merchant = ((await page.locator('.merchant').textContent()) ?? '').trim();
    await page.getByRole('button', { name: 'Pay ₦25,000.00' }).click();
    await visible(page.getByRole('heading', { name: 'Transfer to this account' }));
    await page.getByRole('button', { name: 'Simulate underpayment' }).click();
    for (const reload of [false, true]) {
      if (reload) await page.reload();
      await visible(page.getByRole('heading', { name: 'Part payment received' }));
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).toContain('You sent ₦22,500.00 of ₦25,000.00.');
      expect(text).toContain('₦2,500.00 still due');
      expect(text).not.toContain('Payment successful');
    }
    const mail = await waitForMail(baseUrl, email, { subject: /^Part payment to / });
    expect(mail.subject).toBe(`Part payment to ${merchant}: ₦22,500.00 of ₦25,000.00`);
    expect(mail.text).toContain('You sent ₦22,500.00 of ₦25,000.00');
    expect(mail.text).toContain('₦2,500.00 still due');
    const all = await mailbox(baseUrl, email);
    expect(all.map((m) => m.subject)).toEqual([mail.subject]);
    expect(mail.text).not.toMatch(/successful/i);
    await page.context().close();
  });

  test('the exact amount: "Payment successful" and a receipt in the payer’s mailbox, in Lagos time', async () => {
    const ref = await owner.createLink(`Aso ebi ${Date.now().toString(36)}`, { amount: 2_500_000 });
    const email = payerEmail();
    const page = await startAs(ref, email, 'Bank transfer');
    const merchant = ((await page.locator('.merchant').textContent()) ?? '').trim();
    await page.getByRole('button', { name: 'Pay ₦25,000.00' }).click();
    await page.getByRole('button', { name: 'Simulate exact transfer' }).click();
    await visible(page.getByRole('heading', { name: 'Payment successful' }));
    const reference = ((await page.locator('main .mono').first().textContent()) ?? '').trim();
    expect(reference).toMatch(/^PRL_/);
    const mail = await waitForMail(baseUrl, email, { subject: /^Your receipt from / });
    expect(mail.subject).toBe(`Your receipt from ${merchant}: ₦25,000.00`);
    for (const fact of [
      `Paid to: ${merchant}`,
      'Amount: ₦25,000.00',
      `Reference: ${reference}`,
      'Paid with: Bank transfer',
    ])
      expect(mail.text).toContain(fact);
    expect(mail.text).toMatch(/Date: \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} WAT/);
    await page.context().close();
  });
});

describe('USSD by the customer’s bank', () => {
  test('picking Access Bank gives an Access code (*901*…#), named on the page', async () => {
    const ref = await owner.createLink(`Zobo ${Date.now().toString(36)}`, { amount: 2_500_000 });
    const page = await startAs(ref, payerEmail(), 'USSD');
    await page.getByLabel('Your bank').selectOption({ label: 'Access Bank (*901#)' });
    await page.getByRole('button', { name: 'Pay ₦25,000.00' }).click();
    await visible(page.getByRole('heading', { name: 'Pay with USSD' }));
    const code = ((await page.locator('.code').textContent()) ?? '').trim();
    expect(code).toMatch(/^\*901\*000\*\d{6}#$/);
    await visible(page.getByText('linked to your Access Bank account'));
    await page.context().close();
  });
});
