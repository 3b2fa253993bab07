/** The pay page shows the link's image from the first HTML, sized so nothing shifts when it loads. */
import type { PublicLinkView } from '@payrail/contract/checkout';
import { describe, expect, test } from 'vitest';
import { LOGO_BOX, logoDisplaySize } from './pay-app.ts';
import type { LinkPageState } from './pay-state.ts';
import { PAY_CSS } from './pay-styles.ts';
import { renderPayPage } from './render-page.ts';

const view: PublicLinkView = {
  ref: 'PL-ABCDEFGHJK',
  slug: 'ankara',
  merchantName: 'Amaka Foods',
  name: 'Ankara dress',
  description: '',
  image: {
    url: '/api/v1/payment-links/image/PL-ABCDEFGHJK/0123456789abcdef0123456789abcdef',
    width: 640,
    height: 360,
  },
  currency: 'NGN',
  amountType: 'fixed',
  amount: 150_000,
  minAmount: null,
  customFields: [],
  channels: ['card'],
  chargePayer: 'merchant',
  fee: null,
  total: 150_000,
  pricing: { percentBps: 150, flat: 10_000, cap: 200_000, flatWaivedBelow: 250_000 },
  available: true,
  unavailableReason: null,
  redirectUrl: null,
  sandbox: false,
};

const state = (v: PublicLinkView): LinkPageState => ({
  kind: 'link',
  view: v,
  checkout: null,
  values: {},
  errors: {},
  formError: null,
  idempotencyKey: 'k',
  now: 0,
  pageUrl: '/link/ankara',
  link: { slug: 'ankara' },
});

const assets = { script: null, preload: [], client: null };

describe('the link image on the pay page', () => {
  test('is in the server HTML with its size, above the merchant and the link name', () => {
    const html = renderPayPage(state(view), assets);
    const img = html.match(/<img [^>]*>/)?.[0] ?? '';
    expect(img).toContain(`src="${view.image!.url}"`);
    expect(img).toContain('width="640"');
    expect(img).toContain('height="360"');
    expect(img).toContain('alt=""');
    expect(html.indexOf('<img')).toBeLessThan(html.indexOf('Amaka Foods'));
  });

  test('a link without one has no image', () => {
    expect(renderPayPage(state({ ...view, image: null }), assets)).not.toContain('<img');
  });
});

describe('the merchant’s logo on the pay page', () => {
  const branded = (width: number, height: number): PublicLinkView => ({
    ...view,
    image: null,
    branding: {
      logo: { url: '/api/v1/white-labelling/logo/abc', width, height },
      button: '#0b5cff',
      buttonText: '#ffffff',
      accent: '#0b5cff',
      supportEmail: null,
      supportPhone: null,
    },
  });
  const logoTag = (v: PublicLinkView) =>
    renderPayPage(state(v), assets).match(/<img [^>]*class="logo"[^>]*>/)?.[0] ?? '';

  test.each([
    [256, 64, 160, 40],
    [512, 128, 160, 40],
    [100, 20, 100, 20],
    [40, 200, 8, 40],
    [256, 256, 40, 40],
    [161, 3, 160, 3],
    [1, 1, 1, 1],
  ])('a %i×%i logo is drawn at %i×%i, its box in the first HTML', (w, h, shownW, shownH) => {
    expect(logoDisplaySize({ width: w, height: h })).toEqual({ width: shownW, height: shownH });
    const img = logoTag(branded(w, h));
    expect(img).toContain(`width="${shownW}"`);
    expect(img).toContain(`height="${shownH}"`);
  });

  test('never wider than 160 nor taller than 40, never enlarged, proportions kept to the pixel', () => {
    for (let w = 1; w <= 256; w += 17)
      for (let h = 1; h <= 256; h += 13) {
        const shown = logoDisplaySize({ width: w, height: h });
        expect(shown.width).toBeLessThanOrEqual(Math.min(w, LOGO_BOX.width));
        expect(shown.height).toBeLessThanOrEqual(Math.min(h, LOGO_BOX.height));
        const scale = Math.min(1, LOGO_BOX.width / w, LOGO_BOX.height / h);
        // To the nearest pixel, and never under one (a 1×256 sliver stays visible).
        expect(Math.abs(shown.width - Math.max(1, w * scale))).toBeLessThanOrEqual(0.5);
        expect(Math.abs(shown.height - Math.max(1, h * scale))).toBeLessThanOrEqual(0.5);
      }
  });

  test('the stylesheet lets the attributes size it (no auto width or height)', () => {
    const rule = PAY_CSS.match(/\.logo\{[^}]*\}/)?.[0] ?? '';
    expect(rule).not.toMatch(/width|height/);
  });
});
