/**
 * Every email a merchant's customer receives carries the merchant's white-labelling through one
 * layout (mail/customer-mail.ts): the payer's receipt for a card, a bank transfer and USSD, the
 * part payment receipt of a short bank transfer, and the refund email, each driven through its real
 * flow and read from the dev mailbox. Branded: the display name in the subject and signature, the
 * brand colour, the support line; unbranded: the business name, Payrail's blue, no support line.
 * The owner's emails about the same payments stay Payrail's. Hostile values are covered in
 * customer-emails-hostile.test.ts.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { verifyLedger } from '#modules/ledger/index.ts';
import { processRefund } from '#modules/refunds/index.ts';
import { BRAND, saveBranding } from './support/branding.ts';
import { useDatabase } from './support/database.ts';
import { type Harness, harness } from './support/harness.ts';
import { mailTo, type StoredMail } from './support/mailbox.ts';
import { paidPayment, refund } from './support/merchant-refunds.ts';
import { CARDS, card, merchantWithLink, PAY, payer, payOk } from './support/payments.ts';

const database = useDatabase();
afterAll(async () => expect(await verifyLedger(database.db)).toEqual([]));

let n = 0;
const newPayer = () => `brand-${Date.now().toString(36)}-${++n}@example.com`;

type Kind = 'card receipt' | 'bank transfer receipt' | 'USSD receipt' | 'part payment receipt' | 'refund';
const KINDS: Kind[] = [
  'card receipt',
  'bank transfer receipt',
  'USSD receipt',
  'part payment receipt',
  'refund',
];

/** Drives the flow that sends `kind` to a fresh payer, branded or not; answers the customer's and the owner's mail. */
async function customerEmail(t: Harness, kind: Kind, branded: boolean) {
  if (kind === 'refund') {
    const p = await paidPayment(t);
    if (branded) await saveBranding(t, p.token);
    const res = await refund(t, p.token, p.id, { amount: 100_000, reason: 'Out of stock' });
    expect(res.status, res.text).toBe(201);
    const done = await processRefund(
      { deps: t.deps },
      { refundId: res.body.responseBody.id, finalAttempt: false },
    );
    expect(done).toBe('succeeded');
    const mails = (await mailTo(t.db, p.transaction.customerEmail)).filter(
      (m) => m.subject === 'Refund of ₦1,000.00' && m.text.includes(p.transaction.reference),
    );
    expect(mails).toHaveLength(1);
    return { mail: mails[0]!, owner: p.owner.row.email };
  }
  const { owner, link } = await merchantWithLink(t, { name: 'Jollof Tray', amount: 2_500_000 });
  if (branded) await saveBranding(t, owner.token);
  const email = newPayer();
  if (kind === 'card receipt') {
    await payOk(t, link.ref, payer({ email, card: card(CARDS.success) }));
  } else {
    const channel = kind === 'USSD receipt' ? 'ussd' : 'bank_transfer';
    const state = await payOk(t, link.ref, payer({ email, channel }));
    const amount = kind === 'part payment receipt' ? { amount: 2_250_000 } : {};
    const done = await t.post(`${PAY}/checkout/${state.reference}/simulate-transfer`, amount);
    expect(done.body.responseBody.status).toBe(kind === 'part payment receipt' ? 'underpaid' : 'success');
  }
  const mails = await mailTo(t.db, email);
  expect(mails).toHaveLength(1);
  return { mail: mails[0]!, owner: owner.row.email };
}

const SUBJECTS: Record<Kind, (name: string) => string> = {
  'card receipt': (name) => `Your receipt from ${name}: ₦25,000.00`,
  'bank transfer receipt': (name) => `Your receipt from ${name}: ₦25,000.00`,
  'USSD receipt': (name) => `Your receipt from ${name}: ₦25,000.00`,
  'part payment receipt': (name) => `Part payment to ${name}: ₦22,500.00 of ₦25,000.00`,
  refund: () => 'Refund of ₦1,000.00',
};

/** The owner's latest email about the payment: Payrail's own, never the merchant's branding. */
async function expectOwnerMailPayrail(t: Harness, owner: string) {
  const mine = (await mailTo(t.db, owner)).filter((m) => /Payment received|Part payment/.test(m.subject));
  expect(mine.length).toBeGreaterThan(0);
  for (const m of mine) {
    expect(m.text.endsWith('— Payrail')).toBe(true);
    expect(m.html).not.toContain('#7048e8');
    expect(m.text).not.toContain('Mama Put Kitchen');
  }
}

function expectBrandedLayout(mail: StoredMail, f: { name: string; colour: string; support: string | null }) {
  expect(mail.text.endsWith(`— ${f.name}, with Payrail`)).toBe(true);
  expect(mail.html).toContain(`<div style="height:4px;background:${f.colour};margin-bottom:16px"></div>`);
  expect(mail.html).toContain(`${f.name}, with Payrail</p>`);
  if (f.support) {
    expect(mail.text).toContain(f.support);
    expect(mail.html).toContain(f.support);
  } else {
    expect(mail.text).not.toContain('Questions?');
    expect(mail.html).not.toContain('Questions?');
  }
}

describe('every customer email carries the merchant’s branding', () => {
  test.each(KINDS)('%s: display name, brand colour and support line', async (kind) => {
    const t = harness(database.db);
    const { mail, owner } = await customerEmail(t, kind, true);
    expect(mail.subject).toBe(SUBJECTS[kind]('Mama Put Kitchen'));
    expectBrandedLayout(mail, {
      name: 'Mama Put Kitchen',
      colour: '#7048e8',
      support: 'Questions? Contact Mama Put Kitchen: help@mamaput.ng · +234 803 123 4567',
    });
    // No logo set: the name heads the email in the accent colour.
    expect(mail.html).toContain('<strong style="color:#7048e8;font-size:18px">Mama Put Kitchen</strong>');
    expect(mail.text).not.toContain('Amaka Foods');
    if (kind !== 'refund') await expectOwnerMailPayrail(t, owner);
  });

  test.each(KINDS)('%s: unbranded, the business name and Payrail’s blue, no support line', async (kind) => {
    const t = harness(database.db);
    const { mail } = await customerEmail(t, kind, false);
    expect(mail.subject).toBe(SUBJECTS[kind]('Amaka Foods'));
    expectBrandedLayout(mail, { name: 'Amaka Foods', colour: '#1a4fd6', support: null });
    expect(mail.html).toContain('<strong style="color:#1a4fd6;font-size:18px">Amaka Foods</strong>');
  });

  test('a colour neither text reads on is drawn darkened, as the pay page draws it', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t, { amount: 2_500_000 });
    await saveBranding(t, owner.token, { ...BRAND, brand_color: '#2e8b57', support_phone: '' });
    const email = newPayer();
    await payOk(t, link.ref, payer({ email, card: card(CARDS.success) }));
    const [mail] = await mailTo(t.db, email);
    expectBrandedLayout(mail!, {
      name: 'Mama Put Kitchen',
      colour: '#2c8554',
      support: 'Questions? Contact Mama Put Kitchen: help@mamaput.ng',
    });
  });
});
