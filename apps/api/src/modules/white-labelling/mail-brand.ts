/** The white-labelling in customers' emails (mail/templates.ts `MailBrand`): null for the defaults. */
import { brandPalette } from '@payrail/contract/brand-contrast';
import type { Deps } from '#lib/deps.ts';
import type { MailBrand } from '#mail/templates.ts';
import { brandLogo, shownName } from './branding-model.ts';
import { brandingFacts, businessNameOf } from './branding-service.ts';

/**
 * `businessName` is the name to fall back on when no display name is set (read from the merchant
 * when the caller does not have it).
 */
export async function mailBrand(
  deps: Pick<Deps, 'db' | 'config'>,
  merchantId: string,
  businessName?: string,
): Promise<MailBrand | undefined> {
  const facts = await brandingFacts(deps.db, merchantId);
  if (!facts) return undefined;
  if (!facts.displayName && businessName === undefined)
    businessName = await businessNameOf(deps.db, merchantId);
  const palette = brandPalette(facts.brandColor);
  const logo = brandLogo(facts);
  return {
    name: shownName(businessName ?? '', facts.displayName),
    // Mail clients fetch images from outside the app: the address must be absolute.
    logo: logo ? { ...logo, url: `${deps.config.appUrl}${logo.url}` } : null,
    button: palette.button,
    buttonText: palette.buttonText,
    supportEmail: facts.supportEmail,
    supportPhone: facts.supportPhone,
  };
}
