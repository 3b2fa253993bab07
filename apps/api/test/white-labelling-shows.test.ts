/**
 * Where the branding shows (issue 16): the pay page (a small logo inline, a larger one fetched
 * lazily), the receipt PDF and the payer's receipt email.
 */
import sharp from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import { verifyLedger } from '#modules/ledger/index.ts';
import { processRefund } from '#modules/refunds/index.ts';
import { INLINE_LOGO_MAX_BYTES } from '#modules/white-labelling/index.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { png } from './support/images.ts';
import { mailTo } from './support/mailbox.ts';
import { paidPayment, refund } from './support/merchant-refunds.ts';
import { CARDS, card, merchantWithLink, payer, payOk, transactionRow } from './support/payments.ts';
import { BRAND, pdfText, save, WL } from './support/white-labelling.ts';

const database = useDatabase();
afterAll(async () => expect(await verifyLedger(database.db)).toEqual([]));

describe('where the branding shows', () => {
  test('a logo too large to inline keeps its address, fetched lazily at low priority, never preloaded', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t, { name: 'Party jollof', amount: 500_000 });
    const photo = await sharp({
      create: {
        width: 256,
        height: 256,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const saved = (await save(t, owner.token, { ...BRAND, logo: { bytes: photo, name: 'p.png' } })).body
      .responseBody;
    const stored = await (await t.app.request(saved.logo.url)).arrayBuffer();
    expect(stored.byteLength).toBeGreaterThan(INLINE_LOGO_MAX_BYTES);
    const html = await (await t.app.request(`/payment-links/${link.ref}`)).text();
    expect(html).toMatch(
      new RegExp(
        `<img class="logo" src="${saved.logo.url}" width="40" height="40"[^>]* loading="lazy" fetchPriority="low"`,
      ),
    );
    expect(html).not.toContain('data:image/png');
    expect(html).not.toContain('rel="preload" as="image"');
  });

  test('the pay page: logo, display name, brand colour and support contact; another merchant’s page has none', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t, { name: 'Party jollof', amount: 500_000 });
    const other = await merchantWithLink(t, { name: 'Suya platter', amount: 500_000 });
    const saved = (await save(t, owner.token, { ...BRAND, logo: { bytes: png(300, 100), name: 'l.png' } }))
      .body.responseBody;

    const html = await (await t.app.request(`/payment-links/${link.ref}`)).text();
    // Stored at 256×85; the page reserves the box it is shown in (fitted into 160×40).
    expect(saved.logo).toMatchObject({ width: 256, height: 85 });
    // A small logo comes inline (no request of its own): the stored bytes, in the box it is shown in.
    const stored = Buffer.from(await (await t.app.request(saved.logo.url)).arrayBuffer());
    expect(stored.byteLength).toBeLessThanOrEqual(INLINE_LOGO_MAX_BYTES);
    expect(html).toContain(
      `src="data:image/png;base64,${stored.toString('base64')}" width="120" height="40"`,
    );
    expect(html).not.toContain('rel="preload" as="image"');
    // The state the page hydrates from keeps the logo's address (the client takes what is drawn).
    expect(html).toContain(`"logo":{"url":"${saved.logo.url}","width":256,"height":85}`);
    expect(html).toContain('alt="Mama Put Kitchen logo"');
    expect(html).toContain('<p class="merchant">Mama Put Kitchen</p>');
    expect(html).toContain('--brand:#7048e8;--brand-text:#ffffff;--accent:#7048e8');
    expect(html).toContain('href="mailto:help@mamaput.ng"');
    expect(html).toContain('+234 803 123 4567');

    const view = await t.get(`/api/v1/payment-links/${link.ref}`);
    expect(view.body.responseBody).toMatchObject({
      merchantName: 'Mama Put Kitchen',
      branding: { logo: saved.logo },
    });

    const otherHtml = await (await t.app.request(`/payment-links/${other.link.ref}`)).text();
    expect(otherHtml).not.toContain('Mama Put Kitchen');
    expect(otherHtml).not.toContain(saved.logo.url);
    expect(otherHtml).toContain('--brand:#1a4fd6');
    const otherWl = await t.get(WL, { token: other.owner.token });
    expect(otherWl.body.responseBody).toMatchObject({ isDefault: true, displayName: null, logo: null });
    // The other merchant's reset leaves this merchant's branding as it was.
    expect((await t.get(`${WL}/reset`, { token: other.owner.token })).status).toBe(200);
    expect((await t.get(WL, { token: owner.token })).body.responseBody).toEqual(saved);
  });

  test('the receipt PDF and the payer’s receipt email', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t, { name: 'Ankara wrapper', amount: 2_500_000 });
    await save(t, owner.token, { ...BRAND, logo: { bytes: png(120, 120), name: 'l.png' } });
    const email = `wl-${Date.now().toString(36)}@example.com`;
    const state = await payOk(t, link.ref, payer({ email, card: card(CARDS.success) }));
    const row = await transactionRow(t, state.reference);

    const res = await t.app.request(
      `/api/v1/merchant/transactions/generate-receipt-for-transaction-details/${row.id}`,
      { headers: { authorization: `Bearer ${owner.token}` } },
    );
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // Read before pdf.js takes the buffer: the logo is embedded as an image.
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    const text = await pdfText(bytes);
    expect(text).toContain('Mama Put Kitchen');
    expect(text).toContain('help@mamaput.ng · +234 803 123 4567');

    const mails = await mailTo(t.db, email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toContain('Mama Put Kitchen');
    expect(mail.text).toContain('Questions? Contact Mama Put Kitchen: help@mamaput.ng · +234 803 123 4567');
    expect(mail.html).toMatch(
      /<img src="http:\/\/payrail\.test\/api\/v1\/white-labelling\/logo\/[0-9a-f]{32}"/,
    );
    expect(mail.html).toContain('background:#7048e8');
  });

  test('the customer’s refund email', async () => {
    const t = harness(database.db);
    const p = await paidPayment(t);
    await save(t, p.token, BRAND);
    const res = await refund(t, p.token, p.id, { amount: 100_000, reason: 'Out of stock' });
    expect(res.status, res.text).toBe(201);
    expect(
      await processRefund({ deps: t.deps }, { refundId: res.body.responseBody.id, finalAttempt: false }),
    ).toBe('succeeded');
    const mails = (await mailTo(t.db, p.transaction.customerEmail)).filter(
      (m) => m.subject.startsWith('Refund of') && m.text.includes(p.transaction.reference),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${p.transaction.reference} to Mama Put Kitchen has been refunded`);
    expect(mails[0]!.text).toContain('— Mama Put Kitchen, with Payrail');
    expect(mails[0]!.html).toContain('background:#7048e8');
  });
});
