/** A branding row (or none) as the settings screen, the public pages, receipts and emails see it. */
import { brandPalette } from '@payrail/contract/brand-contrast';
import type { WhiteLabel } from '@payrail/contract/white-labelling';
import type { BrandLogo, PublicBranding } from '@payrail/contract/white-labelling-public';
import type { MerchantBrandingRow } from '#db/schema/index.ts';

/** The columns the pages need: every one but the logo's bytes. */
export type BrandingFacts = Omit<MerchantBrandingRow, 'logoBytes' | 'merchantId' | 'updatedBy'>;

export const logoPath = (hash: string) => `/api/v1/white-labelling/logo/${hash}`;
/** The hash of a logo's address (`logoPath`), or null for any other string. */
export const logoHashOf = (url: string): string | null =>
  /^\/api\/v1\/white-labelling\/logo\/([0-9a-f]{32})$/.exec(url)?.[1] ?? null;

export function brandLogo(
  b: Pick<BrandingFacts, 'logoHash' | 'logoWidth' | 'logoHeight'> | null,
): BrandLogo | null {
  if (!b?.logoHash || !b.logoWidth || !b.logoHeight) return null;
  return { url: logoPath(b.logoHash), width: b.logoWidth, height: b.logoHeight };
}

export function toWhiteLabel(b: BrandingFacts | null, businessName: string): WhiteLabel {
  return {
    businessName,
    displayName: b?.displayName ?? null,
    brandColor: b?.brandColor ?? null,
    supportEmail: b?.supportEmail ?? null,
    supportPhone: b?.supportPhone ?? null,
    logo: brandLogo(b),
    palette: brandPalette(b?.brandColor),
    isDefault: b === null,
    updatedAt: b?.updatedAt.toISOString() ?? null,
  };
}

/** What a public page shows; the name customers see is `shownName`. */
export function publicBranding(b: Partial<BrandingFacts> | null): PublicBranding {
  const p = brandPalette(b?.brandColor);
  return {
    logo: brandLogo(
      b
        ? { logoHash: b.logoHash ?? null, logoWidth: b.logoWidth ?? null, logoHeight: b.logoHeight ?? null }
        : null,
    ),
    button: p.button,
    buttonText: p.buttonText,
    accent: p.accent,
    supportEmail: b?.supportEmail ?? null,
    supportPhone: b?.supportPhone ?? null,
  };
}

/** The name customers see: the display name when one is set, else the business name. */
export const shownName = (businessName: string, displayName: string | null | undefined) =>
  displayName || businessName;
