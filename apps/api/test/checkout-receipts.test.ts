/**
 * The payer's receipt email (issue 12): every payment that kept money leaves ONE message to the
 * address the customer paid with, in the dev mailbox, naming the merchant, the amount, the
 * reference, the date and time in Africa/Lagos, the channel and the link; a part payment says what
 * arrived of what was due; a failed payment sends none. A mail server that fails never fails the
 * payment (logged only).
 */
import { describe, expect, test } from 'vitest';
import { ManualClock } from '#lib/clock.ts';
import { devMailbox, type Mailer } from '#mail/mailer.ts';
import { saveCheckoutSettings } from '#modules/merchant-settings/settings-service.ts';
import { useDatabase } from './support/database.ts';
import { type Harness, harness, silentLog } from './support/harness.ts';
import { mailTo } from './support/mailbox.ts';
import { CARDS, card, merchantWithLink, PAY, payer, payOk } from './support/payments.ts';

const database = useDatabase();
/** 23:30 UTC is 00:30 the next day in Lagos (UTC+1): the receipt shows Lagos's date and time. */
const AT = '2026-01-05T23:30:00Z';
const LAGOS = '6 Jan 2026, 00:30 WAT';

let n = 0;
const newPayer = () => `payer-${Date.now().toString(36)}-${++n}@example.com`;

async function shop(t: Harness) {
  const { link, merchantId, owner } = await merchantWithLink(t, { name: 'Jollof Tray', amount: 2_500_000 });
  return { link, merchantId, owner };
}

/** The payer's messages, and the one receipt among them. */
async function onlyReceipt(t: Harness, email: string) {
  const mails = await mailTo(t.db, email);
  expect(mails.map((m) => m.subject)).toHaveLength(1);
  return mails[0]!;
}

function expectFacts(mail: { subject: string; text: string; html: string }, f: Record<string, string>) {
  for (const v of Object.values(f)) {
    expect(mail.text).toContain(v);
  }
  expect(mail.html).toContain(f.reference!);
  expect(mail.text).not.toContain('UTC');
}

describe('a receipt for every successful payment', () => {
  test('card approved at once (the one-statement path)', async () => {
    const t = harness(database.db, { clock: new ManualClock(AT) });
    const { link } = await shop(t);
    const email = newPayer();
    const state = await payOk(t, link.ref, payer({ email, card: card(CARDS.success) }));
    expect(state.status).toBe('success');
    const mail = await onlyReceipt(t, email);
    expect(mail.subject).toBe('Your receipt from Amaka Foods: ₦25,000.00');
    expectFacts(mail, {
      merchant: 'Paid to: Amaka Foods',
      amount: 'Amount: ₦25,000.00',
      reference: `Reference: ${state.reference}`,
      date: `Date: ${LAGOS}`,
      channel: 'Paid with: Card •••• 4081',
      link: 'For: Jollof Tray',
    });
  });

  test('card after its OTP', async () => {
    const t = harness(database.db, { clock: new ManualClock(AT) });
    const { link } = await shop(t);
    const email = newPayer();
    const state = await payOk(t, link.ref, payer({ email, card: card(CARDS.otp) }));
    expect(await mailTo(t.db, email)).toEqual([]);
    const done = await t.post(`${PAY}/checkout/${state.reference}/otp`, { otp: '123456' });
    expect(done.body.responseBody.status).toBe('success');
    const mail = await onlyReceipt(t, email);
    expectFacts(mail, {
      merchant: 'Paid to: Amaka Foods',
      amount: 'Amount: ₦25,000.00',
      reference: `Reference: ${state.reference}`,
      date: `Date: ${LAGOS}`,
      channel: 'Paid with: Card •••• 6666',
      link: 'For: Jollof Tray',
    });
  });

  test.each([
    ['bank_transfer', 'Bank transfer'],
    ['ussd', 'USSD'],
  ])('%s', async (channel, named) => {
    const t = harness(database.db, { clock: new ManualClock(AT) });
    const { link } = await shop(t);
    const email = newPayer();
    const state = await payOk(t, link.ref, payer({ email, channel }));
    expect(await mailTo(t.db, email)).toEqual([]);
    const done = await t.post(`${PAY}/checkout/${state.reference}/simulate-transfer`, {});
    expect(done.body.responseBody.status).toBe('success');
    const mail = await onlyReceipt(t, email);
    expectFacts(mail, {
      merchant: 'Paid to: Amaka Foods',
      amount: 'Amount: ₦25,000.00',
      reference: `Reference: ${state.reference}`,
      date: `Date: ${LAGOS}`,
      channel: `Paid with: ${named}`,
      link: 'For: Jollof Tray',
    });
  });
});

describe('no receipt, or an honest one', () => {
  test('a declined card sends none', async () => {
    const t = harness(database.db, { clock: new ManualClock(AT) });
    const { link } = await shop(t);
    const email = newPayer();
    const state = await payOk(t, link.ref, payer({ email, card: card(CARDS.declined) }));
    expect(state.status).toBe('failed');
    expect(await mailTo(t.db, email)).toEqual([]);
  });

  test('a short transfer the merchant refuses sends none', async () => {
    const t = harness(database.db, { clock: new ManualClock(AT) });
    const { link, merchantId } = await shop(t);
    await saveCheckoutSettings(t.db, merchantId, { wrongTransferBearer: 'customer' });
    const email = newPayer();
    const state = await payOk(t, link.ref, payer({ email, channel: 'bank_transfer' }));
    const done = await t.post(`${PAY}/checkout/${state.reference}/simulate-transfer`, { amount: 2_250_000 });
    expect(done.body.responseBody.status).toBe('failed');
    expect(await mailTo(t.db, email)).toEqual([]);
  });

  test('a short transfer kept as a part payment is never told as a full one', async () => {
    const t = harness(database.db, { clock: new ManualClock(AT) });
    const { link } = await shop(t);
    const email = newPayer();
    const state = await payOk(t, link.ref, payer({ email, channel: 'bank_transfer' }));
    const done = await t.post(`${PAY}/checkout/${state.reference}/simulate-transfer`, { amount: 2_250_000 });
    expect(done.body.responseBody.status).toBe('underpaid');
    const mail = await onlyReceipt(t, email);
    expect(mail.subject).toBe('Part payment to Amaka Foods: ₦22,500.00 of ₦25,000.00');
    expect(mail.text).toContain('You sent ₦22,500.00 of ₦25,000.00');
    expect(mail.text).toContain('₦2,500.00 still due');
    expect(mail.text).not.toMatch(/successful/i);
  });

  test('a mail server that fails leaves the payment paid (logged only)', async () => {
    // Sign-up's mail goes through; every payment email fails.
    const box = devMailbox(database.db, silentLog);
    const failing: Mailer = {
      kind: 'smtp',
      send: async (mail) => {
        if (/receipt|payment/i.test(mail.subject)) throw new Error('mail server down');
        await box.send(mail);
      },
    };
    const t = harness(database.db, { clock: new ManualClock(AT), mailer: failing });
    const { link } = await shop(t);
    for (const body of [
      payer({ email: newPayer(), card: card(CARDS.success) }),
      payer({ email: newPayer(), channel: 'ussd' }),
    ]) {
      const state = await payOk(t, link.ref, body);
      const final =
        state.status === 'success'
          ? state
          : (await t.post(`${PAY}/checkout/${state.reference}/simulate-transfer`, {})).body.responseBody;
      expect(final.status).toBe('success');
      expect(await mailTo(t.db, body.email as string)).toEqual([]);
    }
  });
});
