/**
 * The white-labelling in customers' emails (mail/customer-mail.ts `MailBrand`); a merchant with no
 * branding gets the defaults (its business name, Payrail's colours, no logo or contact).
 */
import { brandPalette } from '@payrail/contract/brand-contrast';
import type { Deps } from '#lib/deps.ts';
import { defaultMailBrand, type MailBrand } from '#mail/customer-mail.ts';
import { brandLogo, shownName } from './branding-model.ts';
import { brandingFacts, businessNameOf } from './branding-service.ts';

/**
 * `businessName` is the name to fall back on when no display name is set (read from the merchant
 * when the caller does not have it). Never throws: a failed read is logged and gives the defaults
 * (with `businessName`, or no name, when that is what could not be read), so the email still goes.
 */
export async function mailBrand(
  deps: Pick<Deps, 'db' | 'config' | 'log'>,
  merchantId: string,
  businessName?: string,
): Promise<MailBrand> {
  try {
    const facts = await brandingFacts(deps.db, merchantId);
    if (!facts?.displayName && businessName === undefined)
      businessName = await businessNameOf(deps.db, merchantId);
    if (!facts) return defaultMailBrand(businessName ?? '');
    const palette = brandPalette(facts.brandColor);
    const logo = brandLogo(facts);
    return {
      name: shownName(businessName ?? '', facts.displayName),
      // Mail clients fetch images from outside the app: the address must be absolute.
      logo: logo ? { ...logo, url: `${deps.config.appUrl}${logo.url}` } : null,
      button: palette.button,
      buttonText: palette.buttonText,
      accent: palette.accent,
      supportEmail: facts.supportEmail,
      supportPhone: facts.supportPhone,
    };
  } catch (err) {
    deps.log.warn({ err, merchantId }, 'branding not read for an email; the defaults are used');
    return defaultMailBrand(businessName ?? '');
  }
}
