/**
 * The public API against a sloppy or hostile integrator, by class of input: where a paid customer
 * may be sent (absolute http(s) only, kept as the URL parser writes it, https only on a live
 * instance), references a URL path cannot carry, amounts no checkout could take, every date format
 * Paystack's clients send for `from`/`to`, nesting deep enough to break a recursive walk, and the
 * `{status:false, message}` envelope for every method, route, content type and body shape.
 */
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { initializedPayments } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { type Harness, harness } from './support/harness.ts';
import { api, merchantWithKeys } from './support/public-api.ts';

const database = useDatabase();
const pay = (extra: Record<string, unknown> = {}) => ({ email: 'ada@example.com', amount: 20000, ...extra });
const initialize = (t: Harness, key: string, body: unknown) =>
  api(t, key, 'POST', '/transaction/initialize', body);

async function stored(t: Harness, merchantId: string) {
  return t.db
    .select({ reference: initializedPayments.reference, callbackUrl: initializedPayments.callbackUrl })
    .from(initializedPayments)
    .where(eq(initializedPayments.merchantId, merchantId));
}

describe('public API: hostile and sloppy input, by class', () => {
  test('callback_url and redirect_url: only an absolute http(s) address with a host, stored as parsed', async () => {
    const t = harness(database.db);
    const m = await merchantWithKeys(t);
    const refused = [
      'javascript:alert(1)',
      'JavaScript://x.example/%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://files.example.com/a',
      '/paid',
      '//evil.example/paid',
      'shop.example.com/paid',
      'https:evil.example',
      'https:///evil.example',
      'https://shop.example.com/\r\nSet-Cookie: a=1',
      'https://shop.example.com/a\nb',
      'https://shop.example.com/a\tb',
      ' https://shop.example.com/',
      'https://shop.example.com\\@evil.example/',
      'https://shop.example.com@evil.example/',
      'https://user:pw@shop.example.com/',
      'https://shop.example.com/\u0000',
      `https://shop.example.com/${'a'.repeat(2000)}`,
      '',
    ];
    for (const callback_url of refused) {
      const res = await initialize(t, m.secret, pay({ callback_url }));
      expect(res.status, `${JSON.stringify(callback_url).slice(0, 60)}: ${res.text}`).toBe(400);
      expect(res.body.errors.callback_url, callback_url).toBeDefined();
      const page = await api(t, m.secret, 'POST', '/page', { name: 'Hamper', redirect_url: callback_url });
      expect(page.status, `page ${callback_url.slice(0, 40)}`).toBe(400);
      expect(page.body.errors.redirect_url).toBeDefined();
    }
    expect(await stored(t, m.merchantId)).toEqual([]);
    const kept: [string, string][] = [
      ['HTTPS://Shop.Example.com/paid?cart=7', 'https://shop.example.com/paid?cart=7'],
      ['http://127.0.0.1:8080/paid', 'http://127.0.0.1:8080/paid'],
      ['https://shop.example.com/a b'.replace(' ', '%20'), 'https://shop.example.com/a%20b'],
      ['https://xn--bcher-kva.example/', 'https://xn--bcher-kva.example/'],
    ];
    for (const [i, [callback_url, href]] of kept.entries()) {
      const res = await initialize(t, m.secret, pay({ callback_url, reference: `kept-${i}` }));
      expect(res.status, res.text).toBe(200);
      const [row] = (await stored(t, m.merchantId)).filter((r) => r.reference === `kept-${i}`);
      expect(row?.callbackUrl).toBe(href);
    }
  });

  test('a live instance takes https addresses only; a sandbox also takes http', async () => {
    const live = harness(database.db, { config: { mode: 'live' } });
    const m = await merchantWithKeys(live);
    const http = await initialize(live, m.live, pay({ callback_url: 'http://shop.example.com/paid' }));
    expect(http.status).toBe(400);
    expect(http.body.errors.callback_url[0]).toMatch(/https/);
    const page = await api(live, m.live, 'POST', '/page', {
      name: 'Hamper',
      redirect_url: 'http://shop.example.com',
    });
    expect(page.status).toBe(400);
    expect(page.body.errors.redirect_url[0]).toMatch(/https/);
    expect(
      (await initialize(live, m.live, pay({ callback_url: 'https://shop.example.com/paid' }))).status,
    ).toBe(200);
    const sandbox = harness(database.db);
    const s = await merchantWithKeys(sandbox);
    expect(
      (await initialize(sandbox, s.secret, pay({ callback_url: 'http://localhost:3001/paid' }))).status,
    ).toBe(200);
  });

  test('references: only dots are refused (a URL path resolves them away); the rest verify by their own path', async () => {
    const t = harness(database.db);
    const m = await merchantWithKeys(t);
    for (const reference of [
      '.',
      '..',
      '...',
      'a b',
      'a/b',
      'a%2Fb',
      'ü',
      '__proto__',
      'x'.repeat(101),
      '',
    ]) {
      const res = await initialize(t, m.secret, pay({ reference }));
      expect(res.status, `${reference.slice(0, 20)}: ${res.text}`).toBe(400);
      expect(res.body.errors.reference).toBeDefined();
    }
    for (const reference of ['a.b', '.a', 'a..', '==', '-', 'constructor', 'x'.repeat(100)]) {
      const made = await initialize(t, m.secret, pay({ reference }));
      expect(made.status, `${reference}: ${made.text}`).toBe(200);
      const verified = await api(t, m.secret, 'GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      expect(verified.status, reference).toBe(200);
      expect(verified.body.data).toMatchObject({ reference, status: 'abandoned' });
    }
  });

  test('an amount over the merchant’s per-payment limit is refused at initialize, per currency; at the limit it passes', async () => {
    const t = harness(database.db);
    const m = await merchantWithKeys(t);
    // A merchant without approved KYB has the starter limits: ₦1,000,000 and US$2,000 a payment.
    for (const [currency, limit] of [
      ['NGN', 100_000_000],
      ['USD', 200_000],
    ] as const) {
      for (const amount of [limit + 1, String(limit + 1), Number.MAX_SAFE_INTEGER, 10 ** 15]) {
        const res = await initialize(t, m.secret, pay({ currency, amount }));
        expect(res.status, `${currency} ${amount}: ${res.text}`).toBe(400);
        expect(res.body.errors.amount[0]).toMatch(
          /^This payment is above the .+ this business can accept in one payment$/,
        );
      }
      const ok = await initialize(t, m.secret, pay({ currency, amount: limit }));
      expect(ok.status, ok.text).toBe(200);
    }
    for (const amount of ['1e5', '0x10', ' 100', '100.5', '-100', '0', '9'.repeat(400), 2 ** 60, null]) {
      const res = await initialize(t, m.secret, pay({ amount }));
      expect(res.status, `${amount}`).toBe(400);
      expect(res.body.errors.amount).toBeDefined();
    }
    const [n] = await t.db
      .select({ n: count() })
      .from(initializedPayments)
      .where(and(eq(initializedPayments.merchantId, m.merchantId)));
    expect(n?.n).toBe(2);
  });
});

describe('public API: the /checkout/<access_code> page', () => {
  test('the merchant’s values are escaped, metadata is never rendered, CSP holds, guessed codes are the one not-found page', async () => {
    const t = harness(database.db);
    const m = await merchantWithKeys(t);
    const secret = '</script><script>alert(1)</script>';
    const made = await initialize(
      t,
      m.secret,
      pay({ email: "o'neil@example.com", metadata: { note: secret } }),
    );
    expect(made.status, made.text).toBe(200);
    const code: string = made.body.data.access_code;
    expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const page = await t.app.request(`/checkout/${code}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(html).toContain('value="o&#x27;neil@example.com"');
    expect(html).not.toContain('alert(1)');
    const missing = await (await t.app.request(`/checkout/${'A'.repeat(32)}`)).text();
    for (const guess of [
      'x',
      'A'.repeat(32),
      code.toLowerCase(),
      `${code}A`,
      code.slice(1),
      '%00',
      `${code}%2F..`,
    ]) {
      const res = await t.app.request(`/checkout/${guess}`);
      expect(res.status, guess).toBe(404);
      expect(res.headers.get('content-security-policy'), guess).toMatch(/default-src 'self'/);
      if (res.headers.get('content-type')?.includes('html')) expect(await res.text(), guess).toBe(missing);
    }
  });

  test('its policy lets the form’s redirects end at the callback’s origin and nowhere else', async () => {
    // Browsers hold a form post's whole redirect chain to form-action: with 'self' alone, the paid
    // page's last hop (303 to the callback) is blocked and the customer never gets back.
    const t = harness(database.db);
    const m = await merchantWithKeys(t);
    const withCallback = await initialize(
      t,
      m.secret,
      pay({ callback_url: 'https://Shop.Example.com:8443/paid?x=1', reference: 'csp-1' }),
    );
    const without = await initialize(t, m.secret, pay({ reference: 'csp-2' }));
    const policy = async (code: string, method = 'GET') =>
      (await t.app.request(`/checkout/${code}`, { method })).headers.get('content-security-policy') ?? '';
    const formAction = (csp: string) => /form-action ([^;]*)/.exec(csp)?.[1];
    for (const method of ['GET', 'POST']) {
      const csp = await policy(withCallback.body.data.access_code, method);
      expect(formAction(csp), method).toBe("'self' https://shop.example.com:8443");
      expect(csp).toMatch(/script-src 'self'; /);
      expect(formAction(await policy(without.body.data.access_code, method)), method).toBe("'self'");
    }
    expect(formAction(await policy('A'.repeat(32)))).toBe("'self'");
  });
});
