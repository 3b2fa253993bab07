/**
 * White-labelling (spec 001 §7; issue 16): the form sets the branding (the logo checked from its
 * bytes and resized to a PNG within 256×256), reset returns to Payrail's defaults, both audited;
 * bad input is a 4xx that changes nothing (a lone surrogate cannot cross a UTF-8 form body, which
 * turns it into U+FFFD on the way; the contract's test refuses it in the schema); another merchant's branding never shows; the roles'
 * permissions are enforced; and the branding reaches the pay page, the receipt PDF and the payer's
 * receipt email.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, test } from 'vitest';
import { auditEvents } from '#db/schema/index.ts';
import { verifyLedger } from '#modules/ledger/index.ts';
import { processRefund } from '#modules/refunds/index.ts';
import { INLINE_LOGO_MAX_BYTES } from '#modules/white-labelling/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { elf, png, svg } from './support/images.ts';
import { mailTo } from './support/mailbox.ts';
import { paidPayment, refund } from './support/merchant-refunds.ts';
import { CARDS, card, merchantWithLink, payer, payOk, transactionRow } from './support/payments.ts';
import { member } from './support/team.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
afterAll(async () => expect(await verifyLedger(database.db)).toEqual([]));
const WL = '/api/v1/merchant/white-labelling';

type Fields = Record<string, string | { bytes: Uint8Array; name: string }>;

async function save(t: Harness, token: string, fields: Fields) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string') form.append(k, v);
    else form.append(k, new Blob([v.bytes], { type: 'image/png' }), v.name);
  }
  const res = await t.app.request(`${WL}/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': t.ip },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : undefined };
}

const BRAND = {
  display_name: 'Mama Put Kitchen',
  brand_color: '#7048E8',
  support_email: 'Help@MamaPut.ng',
  support_phone: '+234 803 123 4567',
};

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('white-labelling settings', () => {
  test('start at the defaults, save with a resized logo, serve the logo, reset, all audited', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t, { businessName: 'Obi Foods Limited' });
    const first = await t.get(WL, { token: owner.token });
    expect(first.status).toBe(200);
    expect(first.body.responseBody).toMatchObject({
      businessName: 'Obi Foods Limited',
      displayName: null,
      brandColor: null,
      logo: null,
      isDefault: true,
      palette: { button: '#1a4fd6', buttonText: '#ffffff', adjusted: false },
    });

    const saved = await save(t, owner.token, { ...BRAND, logo: { bytes: png(1024, 512), name: 'logo.png' } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.message).toBe('White labeling updated successfully');
    const wl = saved.body.responseBody;
    expect(wl).toMatchObject({
      displayName: 'Mama Put Kitchen',
      brandColor: '#7048e8',
      supportEmail: 'help@mamaput.ng',
      supportPhone: '+234 803 123 4567',
      isDefault: false,
      logo: {
        url: expect.stringMatching(/^\/api\/v1\/white-labelling\/logo\/[0-9a-f]{32}$/),
        width: 256,
        height: 128,
      },
      palette: { button: '#7048e8', buttonText: '#ffffff' },
    });
    expect((await t.get(WL, { token: owner.token })).body.responseBody).toEqual(wl);

    const logo = await t.app.request(wl.logo.url);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(logo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Any other hash names nothing: a 404 (also for a hash that is not one).
    for (const bad of ['0'.repeat(32), 'not-a-hash', '%00', `${wl.logo.url.split('/').pop()}x`])
      expect((await t.get(`/api/v1/white-labelling/logo/${bad}`)).status, bad).toBe(404);
    const meta = await sharp(Buffer.from(await logo.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 256, height: 128 });

    // Saving again without a logo keeps it; a blank field returns to its default.
    const again = await save(t, owner.token, { ...BRAND, support_phone: '' });
    expect(again.body.responseBody).toMatchObject({ supportPhone: null, logo: wl.logo });

    const reset = await t.get(`${WL}/reset`, { token: owner.token });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('White labeling reset successfully');
    expect(reset.body.responseBody).toMatchObject({ isDefault: true, displayName: null, logo: null });
    expect((await t.app.request(wl.logo.url)).status).toBe(404);

    const actions = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.merchantId, owner.row.merchantId));
    expect(actions.map((a) => a.action).filter((a) => a.startsWith('white_label'))).toEqual([
      'white_label.updated',
      'white_label.updated',
      'white_label.reset',
    ]);
  });

  test('a colour neither text colour reads on is darkened, and the answer says the colour used', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const res = await save(t, owner.token, { brand_color: '#2e8b57' });
    expect(res.body.responseBody.palette).toMatchObject({
      requested: '#2e8b57',
      button: '#2c8554',
      buttonText: '#ffffff',
      adjusted: true,
    });
    expect(res.body.responseBody.palette.contrast).toBeGreaterThanOrEqual(4.5);
  });

  test('refuses bad input with a field error and changes nothing', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const before = (await save(t, owner.token, { display_name: 'Kept Name' })).body.responseBody;
    const refusals: [Fields, number, string][] = [
      [{ display_name: 'Ada\u0000Foods' }, 422, 'display_name'],
      [{ display_name: 'x'.repeat(61) }, 422, 'display_name'],
      [{ display_name: 'x'.repeat(200_000) }, 422, 'display_name'],
      [{ brand_color: 'purple' }, 422, 'brand_color'],
      [{ brand_color: '#12345g' }, 422, 'brand_color'],
      [{ support_email: 'not-an-email' }, 422, 'support_email'],
      [{ support_phone: 'ring me' }, 422, 'support_phone'],
      [
        Object.fromEntries([
          ['__proto__', 'x'],
          ['display_name', 'Evil'],
        ]),
        422,
        '_',
      ],
      [{ constructor: 'x' }, 422, '_'],
      [{ logo: { bytes: elf, name: 'logo.png' } }, 422, 'logo'],
      [{ logo: { bytes: svg, name: 'logo.png' } }, 422, 'logo'],
      [{ logo: { bytes: png(64, 64).subarray(0, 70), name: 'logo.png' } }, 422, 'logo'],
      [{ logo: { bytes: png(5000, 8), name: 'logo.png' } }, 422, 'logo'],
      [{ logo: 'not a file' }, 422, 'logo'],
    ];
    for (const [fields, status, field] of refusals) {
      const res = await save(t, owner.token, fields);
      expect(res.status, `${Object.keys(fields)}: ${res.text.slice(0, 200)}`).toBe(status);
      expect(Object.keys(res.body.errors ?? {}), res.text.slice(0, 200)).toContain(field);
    }
    // The __proto__ field reached no prototype.
    expect(({} as Record<string, unknown>).x).toBeUndefined();

    // A file over 2 MB: 413 (a body far over the limit is refused before it is read).
    const big = await save(t, owner.token, {
      logo: { bytes: new Uint8Array(2 * 1024 * 1024 + 1), name: 'big.png' },
    });
    expect(big.status).toBe(413);
    errorBody(big as never, 413, 'PAYLOAD_TOO_LARGE');

    expect((await t.get(WL, { token: owner.token })).body.responseBody).toEqual(before);
  });

  test('needs a session; reading needs settings-all:read, changing settings-all:update', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    expect((await t.get(WL)).status).toBe(401);
    expect((await save(t, '', BRAND)).status).toBe(401);
    const expected: Record<string, { read: number; write: number }> = {
      Admin: { read: 200, write: 200 },
      Finance: { read: 200, write: 403 },
      Viewer: { read: 200, write: 403 },
      Developer: { read: 403, write: 403 },
      Support: { read: 403, write: 403 },
    };
    for (const [roleName, want] of Object.entries(expected)) {
      const m = await member(t, owner.token, { roleName });
      const read = await t.get(WL, { token: m.token });
      expect(read.status, roleName).toBe(want.read);
      const write = await save(t, m.token, { display_name: `${roleName} brand` });
      expect(write.status, roleName).toBe(want.write);
      if (want.write === 403) expect(write.body.message).toBe('Not authorized');
      const reset = await t.get(`${WL}/reset`, { token: m.token });
      expect(reset.status, roleName).toBe(want.write);
    }
  });
});

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
