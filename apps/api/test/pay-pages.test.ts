/**
 * The public pay pages as HTML (modules/pay-pages): rendered on the server from source (no web
 * build needed), each state a customer can reach, and paying with plain form posts — what a
 * phone without JavaScript does. The ledger is verified at the end.
 */
import { describe, expect, test } from 'vitest';
import { useDatabase } from './support/database.ts';
import { type Harness, harness } from './support/harness.ts';
import { CARDS, LINKS, merchantWithLink } from './support/payments.ts';

const database = useDatabase();

const FORM = 'application/x-www-form-urlencoded';

function postForm(t: Harness, path: string, fields: Record<string, string>) {
  return t.call('POST', path, {
    raw: new URLSearchParams(fields).toString(),
    headers: { 'content-type': FORM },
  });
}

const customer = (extra: Record<string, string> = {}) => ({
  step: 'start',
  idempotencyKey: `key-${crypto.randomUUID()}`,
  email: 'ada@example.com',
  name: 'Ada Obi',
  phone: '08031234567',
  channel: 'card',
  'card.number': CARDS.success,
  'card.expiry': '12/30',
  'card.cvv': '123',
  ...extra,
});

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const state = (html: string) =>
  JSON.parse(/<script type="application\/json" id="pay-state">([^<]*)<\/script>/.exec(html)![1]!);

describe('GET the pay page', () => {
  test('paints merchant, link name, amount and a real form from the first response, by ref and by slug', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t, { name: 'Christmas Hamper' });
    for (const path of [`/payment-links/${link.ref}`, `/link/${link.slug}`]) {
      const res = await t.get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(title(res.text)).toBe('Christmas Hamper');
      expect(res.text).toContain('Amaka Foods');
      expect(res.text).toContain('<h1>Christmas Hamper</h1>');
      expect(res.text).toContain('₦10,000.00');
      expect(res.text).toMatch(
        /<form class="pay-form" noValidate="" action="\/(payment-links|link)\/[^"]+" method="post">/,
      );
      expect(res.text).toMatch(
        /<input id="f-card-number" type="text" autoComplete="cc-number" inputMode="numeric"/,
      );
      // No inline script: the state is a JSON data block (CSP script-src 'self').
      expect(res.text).not.toMatch(/<script(?![^>]*type="application\/json")(?![^>]*src=)[^>]*>/);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(state(res.text).view.ref).toBe(link.ref);
    }
  });

  test('an inactive link renders its message (200), an unknown one a not-found page (404)', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t, { name: 'Old Hamper' });
    expect((await t.get(`${LINKS}/deactivate/${link.ref}`, { token: owner.token })).status).toBe(200);
    const off = await t.get(`/payment-links/${link.ref}`);
    expect(off.status).toBe(200);
    expect(title(off.text)).toBe('Old Hamper');
    expect(off.text).toContain('This payment link is inactive');
    expect(off.text).not.toContain('<form');
    const refused = await postForm(t, `/payment-links/${link.ref}`, customer());
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('This payment link is inactive');

    for (const path of ['/payment-links/PL-0000000000', '/link/no-such-link-here']) {
      const missing = await t.get(path);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
      expect(title(missing.text)).toBe('Payment link not found');
    }
  });
});

describe('paying without JavaScript', () => {
  test('the success card: 303 to the checkout, whose page is the receipt', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t, {
      name: 'Hamper',
      redirectUrl: 'https://shop.example/thanks',
    });
    const res = await postForm(t, `/payment-links/${link.ref}`, customer());
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^/payment-links/${link.ref}\\?checkout=PRL_`));
    const receipt = await t.get(location);
    expect(receipt.status).toBe(200);
    expect(receipt.text).toContain('Payment successful');
    expect(receipt.text).toContain('₦10,000.00');
    expect(receipt.text).toContain('Amaka Foods');
    expect(receipt.text).toContain(new URL(location, 'http://x').searchParams.get('checkout')!);
    expect(receipt.text).toContain('href="https://shop.example/thanks?reference=PRL_');
    // The card number and CVV are never echoed.
    expect(receipt.text).not.toContain(CARDS.success);
  });

  test('bad input re-renders the form with field errors (422), keeping what was typed but not the card', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t);
    const res = await postForm(t, `/link/${link.slug}`, customer({ email: 'not-an-email', name: 'Ada Obi' }));
    expect(res.status).toBe(422);
    expect(res.text).toContain('Enter a valid email address');
    // A screen reader says the title first: it says the input was refused.
    expect(title(res.text)).toMatch(/^Error: /);
    expect(res.text).toMatch(/id="f-email"[^>]*aria-invalid="true"[^>]*aria-describedby="f-email-error"/);
    expect(res.text).toContain('value="Ada Obi"');
    expect(res.text).not.toContain(CARDS.success);
    expect(res.text).toMatch(/<form[^>]* method="post">/);
  });

  test('the OTP card: the OTP step, a wrong code (422), then 123456 leads to the receipt', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t);
    // The OTP step is the answer itself: what was typed travels on in its form (never the card).
    const start = await postForm(t, `/payment-links/${link.ref}`, customer({ 'card.number': CARDS.otp }));
    expect(start.status).toBe(200);
    expect(start.text).toContain('Enter your OTP');
    expect(start.text).toContain('<input type="hidden" name="email" value="ada@example.com"/>');
    expect(start.text).not.toContain(CARDS.otp);
    const reference = state(start.text).checkout.reference as string;
    const wrong = await postForm(t, `/payment-links/${link.ref}`, { step: 'otp', reference, otp: '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.text).toContain('That code is not correct');
    const right = await postForm(t, `/payment-links/${link.ref}`, { step: 'otp', reference, otp: '123456' });
    expect(right.status).toBe(303);
    expect((await t.get(right.headers.get('location')!)).text).toContain('Payment successful');
  });

  test('declined after wrong OTPs: the decline keeps what was typed for Try again, never the code', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t);
    const start = await postForm(t, `/payment-links/${link.ref}`, customer({ 'card.number': CARDS.otp }));
    const reference = state(start.text).checkout.reference as string;
    const otp = (code: string) =>
      postForm(t, `/payment-links/${link.ref}`, {
        step: 'otp',
        reference,
        otp: code,
        email: 'ada@example.com',
        name: 'Ada Obi',
        channel: 'card',
      });
    expect((await otp('000001')).status).toBe(422);
    const second = await otp('000002');
    expect(second.text).toContain('<input type="hidden" name="name" value="Ada Obi"/>');
    const failed = await otp('000003');
    expect(failed.status).toBe(200);
    expect(failed.text).toContain('Too many incorrect OTP attempts');
    expect(failed.text).toContain('<input type="hidden" name="step" value="retry"/>');
    expect(failed.text).toContain('<input type="hidden" name="name" value="Ada Obi"/>');
    expect(failed.text).not.toContain('000003');
    expect(failed.text).not.toContain(`name="reference" value="${reference}"`);
  });

  test('bank transfer: account, amount and countdown; the sandbox simulator pays it', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t);
    const start = await postForm(t, `/payment-links/${link.ref}`, customer({ channel: 'bank_transfer' }));
    expect(start.status).toBe(303);
    const step = await t.get(start.headers.get('location')!);
    expect(step.text).toContain('Transfer to this account');
    expect(step.text).toContain('30:00');
    expect(step.text).toContain('Sandbox only');
    const reference = new URL(start.headers.get('location')!, 'http://x').searchParams.get('checkout')!;
    const paid = await postForm(t, `/payment-links/${link.ref}`, {
      step: 'simulate',
      reference,
      simulate: 'exact',
    });
    expect(paid.status).toBe(303);
    expect((await t.get(paid.headers.get('location')!)).text).toContain('Payment successful');
  });

  test('a declined card: the failure page says why; Try again posts back what was typed, never the card', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t);
    const declined = customer({ 'card.number': CARDS.insufficient });
    const res = await postForm(t, `/payment-links/${link.ref}`, declined);
    // The decline is the answer itself: its buttons carry the typed values in the body, no URL.
    expect(res.status).toBe(200);
    expect(res.text).toContain('Payment failed');
    expect(res.text).toContain('Insufficient funds');
    expect(title(res.text)).toMatch(/^Payment failed · /);
    expect(res.text).toContain('<input type="hidden" name="step" value="retry"/>');
    expect(res.text).toContain('<input type="hidden" name="email" value="ada@example.com"/>');
    expect(res.text).toMatch(/<button type="submit" value="card" class="primary" name="channel">Try again</);
    expect(res.text).toMatch(
      /value="bank_transfer" class="secondary" name="channel">Pay by bank transfer instead</,
    );
    expect(res.text).not.toContain(CARDS.insufficient);
    expect(res.text).not.toContain('card.cvv" value');
    // A reload posts the same form again: the same checkout, not a second one.
    const reload = await postForm(t, `/payment-links/${link.ref}`, declined);
    expect(reload.status).toBe(200);
    expect(state(reload.text).checkout.reference).toBe(state(res.text).checkout.reference);

    const again = await postForm(t, `/payment-links/${link.ref}`, {
      step: 'retry',
      email: 'ada@example.com',
      name: 'Ada Obi',
      phone: '08031234567',
      channel: 'bank_transfer',
    });
    expect(again.status).toBe(200);
    expect(again.text).toMatch(/<form class="pay-form"/);
    expect(again.text).toMatch(/id="f-email"[^>]*value="ada@example.com"/);
    expect(again.text).toMatch(/id="f-name"[^>]*value="Ada Obi"/);
    expect(again.text).toContain('name="channel" checked="" value="bank_transfer"');
    expect(again.text).not.toContain('Payment failed');
  });

  test('a customer-chosen amount is typed in major units and checked against the minimum', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t, { amount: null, amountType: 'customer', minAmount: 100_000 });
    const form = await t.get(`/payment-links/${link.ref}`);
    expect(form.text).toContain('Amount (NGN)');
    expect(form.text).toContain('At least ₦1,000.00');
    const low = await postForm(t, `/payment-links/${link.ref}`, customer({ amount: '500' }));
    expect(low.status).toBe(422);
    expect(low.text).toMatch(/id="f-amount-error"/);
    const ok = await postForm(t, `/payment-links/${link.ref}`, customer({ amount: '1,500.50' }));
    expect(ok.status).toBe(303);
    expect((await t.get(ok.headers.get('location')!)).text).toContain('₦1,500.50');
  });
});

describe('the funnel', () => {
  test('a visit counts one view: showing its checkout or re-rendering the form adds none', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t, { name: 'Ankara fabric' });
    const views = async () =>
      (await t.get(`/api/v1/merchant/payment-links/show/${link.ref}`, { token: owner.token })).body
        .responseBody.stats.views as number;
    await t.get(`/payment-links/${link.ref}`);
    expect(await views()).toBe(1);
    const bad = await postForm(t, `/payment-links/${link.ref}`, customer({ email: 'not-an-email' }));
    expect(bad.status).toBe(422);
    const paid = await postForm(t, `/payment-links/${link.ref}`, customer());
    expect(paid.status).toBe(303);
    const receipt = await t.get(paid.headers.get('location')!);
    expect(receipt.status).toBe(200);
    expect(await views()).toBe(1);
    await t.get(`/link/${link.slug}`);
    expect(await views()).toBe(2);
  });
});
