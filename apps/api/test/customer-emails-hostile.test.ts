/**
 * Merchant- and payer-supplied text in emails is inert. The branding row is written straight into
 * the database with values the form would refuse (a CR/LF and `Bcc:` in the name, a colour that is
 * CSS, markup in the support contact), as a bad migration or a manual fix could leave them; the
 * link name, the custom field answers, the payer's name and the refund reason are markup too, and
 * the payer's name gets a CR/LF + `Bcc:`. The delivered messages (dev mailbox, and the raw message
 * nodemailer would put on the wire) carry no header but their own, no markup, and only `#rrggbb`
 * colours in their inline CSS — the customer's receipt and refund email and the owner's email alike.
 * The branding read (mail-brand.ts) already falls back on a bad colour; the shared layout checks
 * again, so the last test hands it a brand no caller checked.
 */
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, test } from 'vitest';
import { merchantBranding, transactions } from '#db/schema/index.ts';
import { customerMail } from '#mail/customer-mail.ts';
import { verifyLedger } from '#modules/ledger/index.ts';
import { processRefund } from '#modules/refunds/index.ts';
import { useDatabase } from './support/database.ts';
import { type Harness, harness } from './support/harness.ts';
import { mailTo, type StoredMail } from './support/mailbox.ts';
import { paidPayment, refund } from './support/merchant-refunds.ts';
import { merchantWithLink, PAY, payer, payOk } from './support/payments.ts';

const database = useDatabase();
afterAll(async () => expect(await verifyLedger(database.db)).toEqual([]));

const SCRIPT = '<script>alert(1)</script>';
const IMG = '"><img src=x onerror=alert(1)>';
const BCC = '\r\nBcc: thief@attacker.test';
const HOSTILE_BRAND = {
  displayName: `${SCRIPT} Kitchen${BCC}`,
  brandColor: 'red;background:url(https://attacker.test/t.png)',
  supportEmail: `${IMG}@mamaput.ng`,
  supportPhone: `+234 803${BCC}`,
};

async function hostileBranding(t: Harness, merchantId: string) {
  await t.db.insert(merchantBranding).values({ merchantId, ...HOSTILE_BRAND, updatedAt: t.clock.now() });
}

/** The message as nodemailer would send it: its header block, and who it would go to. */
type Delivered = Pick<StoredMail, 'to' | 'subject' | 'text' | 'html'>;

async function onTheWire(mail: Delivered) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail({
    from: 'Payrail <no-reply@payrail.test>',
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });
  const raw = (info.message as Buffer).toString('utf8');
  return { headers: raw.slice(0, raw.indexOf('\n\n')), recipients: info.envelope.to };
}

async function expectInert(mail: Delivered) {
  expect(mail.subject).not.toMatch(/[\r\n]/);
  expect(mail.to).not.toMatch(/[\r\n]/);
  const wire = await onTheWire(mail);
  expect(wire.recipients).toEqual([mail.to]);
  expect(wire.headers).not.toMatch(/^bcc:/im);
  // The text part: each value stays on its own line, so nothing reads as a header or a new line of the email.
  expect(mail.text).not.toMatch(/\r|^Bcc:/m);
  // The HTML part: no element or attribute of the merchant's or the payer's making.
  expect(mail.html).not.toMatch(/<script|<img src=x|<b>/i);
  // With the quoted attribute values emptied, no tag is left with an event handler.
  expect(mail.html.replace(/"[^"]*"/g, '""')).not.toMatch(/<[^>]*\son\w+=/i);
  expect(mail.html).not.toContain('url(');
  for (const [, style] of mail.html.matchAll(/style="([^"]*)"/g)) {
    for (const [, value] of style!.matchAll(/(?:^|;)(?:background|color|border-top):([^;]*)/g))
      expect(value).toMatch(/^(#[0-9a-f]{6}|#fff|1px solid #[0-9a-f]{6})$/);
  }
}

describe('hostile values in customer emails are inert', () => {
  test('a short bank transfer: the part payment receipt and the owner’s email', async () => {
    const t = harness(database.db);
    const { owner, link, merchantId } = await merchantWithLink(t, {
      name: `Party jollof ${IMG}`,
      amount: 2_500_000,
      customFields: [{ key: 'notes', label: `Notes ${SCRIPT}`, type: 'text', required: true }],
    });
    await hostileBranding(t, merchantId);
    const email = `hostile-${Date.now().toString(36)}@example.com`;
    const state = await payOk(
      t,
      link.ref,
      payer({
        email,
        name: `Ada ${SCRIPT}`,
        channel: 'bank_transfer',
        fields: { notes: `${IMG} <b>hi</b>` },
      }),
    );
    // The checkout form refuses a CR/LF in the name; a row could still hold one.
    await t.db
      .update(transactions)
      .set({ customerName: `Ada ${SCRIPT}${BCC}` })
      .where(eq(transactions.reference, state.reference));
    const done = await t.post(`${PAY}/checkout/${state.reference}/simulate-transfer`, { amount: 2_250_000 });
    expect(done.body.responseBody.status).toBe('underpaid');

    const [receipt] = await mailTo(t.db, email);
    expect(receipt!.subject).toBe(
      `Part payment to ${SCRIPT} Kitchen Bcc: thief@attacker.test: ₦22,500.00 of ₦25,000.00`,
    );
    await expectInert(receipt!);
    // What was hostile is shown as text, escaped, never dropped silently.
    expect(receipt!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Kitchen Bcc: thief@attacker.test');
    expect(receipt!.html).toContain('Party jollof &quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(receipt!.text).toContain('Hello Ada <script>alert(1)</script> Bcc: thief@attacker.test,');
    // The colour that was CSS is replaced by Payrail's blue wherever a colour is drawn.
    expect(receipt!.html).toContain('background:#1a4fd6');
    expect(receipt!.text).toContain(
      `Questions? Contact ${SCRIPT} Kitchen Bcc: thief@attacker.test: ${IMG}@mamaput.ng · +234 803 Bcc: thief@attacker.test`,
    );

    const ownerMail = (await mailTo(t.db, owner.row.email)).find((m) => m.subject.startsWith('Part payment'));
    expect(ownerMail).toBeDefined();
    await expectInert(ownerMail!);
    expect(ownerMail!.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &lt;b&gt;hi&lt;/b&gt;');
  });

  test('the refund email', async () => {
    const t = harness(database.db);
    const p = await paidPayment(t);
    await hostileBranding(t, p.merchantId);
    const res = await refund(t, p.token, p.id, { amount: 100_000, reason: `${IMG}\r\nBcc: x@attacker.test` });
    expect(res.status, res.text).toBe(201);
    const done = await processRefund(
      { deps: t.deps },
      { refundId: res.body.responseBody.id, finalAttempt: false },
    );
    expect(done).toBe('succeeded');
    const mails = (await mailTo(t.db, p.transaction.customerEmail)).filter((m) =>
      m.text.includes(`${p.transaction.reference} to`),
    );
    expect(mails).toHaveLength(1);
    await expectInert(mails[0]!);
    expect(mails[0]!.text).toContain(
      `${p.transaction.reference} to ${SCRIPT} Kitchen Bcc: thief@attacker.test has`,
    );
  });

  test('the shared layout itself: a brand and subject no caller checked', async () => {
    const brand = {
      name: HOSTILE_BRAND.displayName,
      logo: { url: `https://cdn.example/l.png${IMG}`, width: 120, height: 40 },
      button: HOSTILE_BRAND.brandColor,
      buttonText: 'white;background-image:url(https://attacker.test/t.png)',
      accent: `#7048e8"${IMG}`,
      supportEmail: HOSTILE_BRAND.supportEmail,
      supportPhone: HOSTILE_BRAND.supportPhone,
    };
    // A recipient with a header after it is refused outright: nothing is sent.
    expect(() => customerMail(`payer@example.com${BCC}`, 'Receipt', { paragraphs: [] }, brand)).toThrow(
      'one plain address',
    );
    const mail = customerMail(
      'payer@example.com',
      `Your receipt from ${HOSTILE_BRAND.displayName}`,
      { paragraphs: [`Hello ${SCRIPT},`], action: { label: IMG, url: `https://shop.example/?q=${IMG}` } },
      brand,
    );
    await expectInert(mail);
    expect(mail.subject).toBe(`Your receipt from ${SCRIPT} Kitchen Bcc: thief@attacker.test`);
    expect(mail.html).toContain('background:#1a4fd6;color:#ffffff');
    expect(mail.html).toContain(
      'src="https://cdn.example/l.png&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"',
    );
  });
});
