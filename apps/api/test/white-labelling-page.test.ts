/**
 * Branding values on the pay page, attacked by class: a display name carrying markup, quotes or
 * line separators shows as text (escaped in the HTML, intact in the JSON state block) and never
 * as an element; and a row written around the form's validation (a value stored before the rule,
 * or by hand) cannot put anything but #rrggbb into the CSS variables, nor a `javascript:` link.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { merchantBranding } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { type Harness, harness } from './support/harness.ts';
import { merchantWithLink } from './support/payments.ts';

const database = useDatabase();
const WL = '/api/v1/merchant/white-labelling';

async function saveName(t: Harness, token: string, name: string) {
  const form = new FormData();
  form.append('display_name', name);
  const res = await t.app.request(`${WL}/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': t.ip },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

const stateOf = (html: string) => {
  const m = /<script type="application\/json" id="[^"]+">(.*?)<\/script>/s.exec(html);
  return JSON.parse(m![1]!);
};

describe('branding on the pay page', () => {
  test('a display name with markup, quotes or separators is text, never an element', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t);
    const names = [
      '</script><script>alert(1)</script>',
      '</style><style>*{display:none}',
      `"'><img src=x onerror=alert(1)>`,
      'Ada &amp; Sons <!-- x',
      'Line\u2028Sep\u2029Para',
      '<svg onload=alert(1)>',
    ];
    for (const name of names) {
      await saveName(t, owner.token, name);
      const html = await (await t.app.request(`/payment-links/${link.ref}`)).text();
      // The only elements are the page's own: exactly one JSON block, one stylesheet, no other script.
      expect(html.match(/<script/g), name).toHaveLength(1);
      expect(html.match(/<style/g), name).toHaveLength(1);
      expect(html, name).not.toMatch(/<img src=x|<svg onload|<!-- x/);
      const state = stateOf(html);
      expect(JSON.stringify(state), name).toContain(JSON.stringify(name).slice(1, -1));
    }
  });

  test('a stored colour, email or phone that is not valid reaches no style and no javascript: link', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t);
    await saveName(t, owner.token, 'Mama Put');
    const hostile = [
      'red;}</style><script>alert(1)</script>',
      '#1a4fd6;background:url(//evil.test/x)',
      'expression(alert(1))',
      '#fff',
      'var(--x)',
    ];
    for (const colour of hostile) {
      await t.db
        .update(merchantBranding)
        .set({
          brandColor: colour,
          supportEmail: 'javascript:alert(1)//@x.test',
          supportPhone: 'javascript:alert(1)',
        })
        .where(eq(merchantBranding.merchantId, owner.row.merchantId));
      const html = await (await t.app.request(`/payment-links/${link.ref}`)).text();
      expect(html, colour).toContain('--brand:#1a4fd6;--brand-text:#ffffff;--accent:#1a4fd6');
      const styles = [...html.matchAll(/style="([^"]*)"/g)].map((m) => m[1]);
      for (const s of styles) expect(s, colour).not.toMatch(/url\(|expression|var\(--x|red;/);
      expect(html.match(/<script/g), colour).toHaveLength(1);
      const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
      for (const h of hrefs) expect(h, colour).not.toMatch(/^\s*javascript:/i);
      expect(hrefs).toContain('tel:1');
    }
  });
});
