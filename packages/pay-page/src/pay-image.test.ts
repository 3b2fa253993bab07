/** The pay page shows the link's image from the first HTML, sized so nothing shifts when it loads. */
import type { PublicLinkView } from '@payrail/contract/checkout';
import { describe, expect, test } from 'vitest';
import type { LinkPageState } from './pay-state.ts';
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
