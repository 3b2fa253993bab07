/**
 * The pay page's state for the live preview: a sample fixed-price link of this merchant, drawn by
 * the pay page's own component (@payrail/pay-page pay-app.ts) with the branding as typed, its
 * colours decided by the same contrast rule as the server's (@payrail/contract brand-contrast.ts).
 */
import { brandPalette } from '@payrail/contract/brand-contrast';
import type { BrandLogo } from '@payrail/contract/white-labelling-public';
import type { LinkPageState } from '@payrail/pay-page/pay-state';
import type { BrandingValues } from './branding-values';

export const PREVIEW_LINK_NAME = 'Sample payment link';

const looksLikeColour = (c: string) => /^#[0-9a-fA-F]{6}$/.test(c.trim());

export function previewState(v: BrandingValues, businessName: string, logo: BrandLogo | null): LinkPageState {
  const palette = brandPalette(looksLikeColour(v.brandColor) ? v.brandColor.trim() : null);
  return {
    kind: 'link',
    view: {
      ref: 'PREVIEW',
      slug: 'preview',
      merchantName: v.displayName.trim() || businessName,
      name: PREVIEW_LINK_NAME,
      description: 'How your customers see your payment pages.',
      image: null,
      currency: 'NGN',
      amountType: 'fixed',
      amount: 2_500_000,
      minAmount: null,
      customFields: [],
      // One way to pay keeps the sample short: the Pay button shows without scrolling the frame.
      channels: ['bank_transfer'],
      chargePayer: 'merchant',
      fee: null,
      total: 2_500_000,
      pricing: { percentBps: 150, flat: 0, cap: null, flatWaivedBelow: null },
      available: true,
      unavailableReason: null,
      redirectUrl: null,
      sandbox: false,
      branding: {
        logo,
        button: palette.button,
        buttonText: palette.buttonText,
        accent: palette.accent,
        supportEmail: v.supportEmail.trim() || null,
        supportPhone: v.supportPhone.trim() || null,
      },
    },
    checkout: null,
    values: {},
    errors: {},
    formError: null,
    idempotencyKey: 'preview',
    now: 0,
    pageUrl: '#preview',
    link: { ref: 'PREVIEW' },
  };
}
