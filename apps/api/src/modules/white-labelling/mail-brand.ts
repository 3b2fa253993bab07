/**
 * The white-labelling in customers' emails (mail/customer-mail.ts `MailBrand`); a merchant with no
 * branding gets the defaults (its business name, Payrail's colours, no logo or contact).
 */

import type { PublicBranding } from '@payrail/contract/white-labelling-public';
import type { Deps } from '#lib/deps.ts';
import { defaultMailBrand, type MailBrand } from '#mail/customer-mail.ts';
import { publicBranding, shownName } from './branding-model.ts';
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
    return mailBrandFrom(
      publicBranding(facts),
      shownName(businessName ?? '', facts.displayName),
      deps.config.appUrl,
    );
  } catch (err) {
    deps.log.warn({ err, merchantId }, 'branding not read for an email; the defaults are used');
    return defaultMailBrand(businessName ?? '');
  }
}

/**
 * The email's branding from what a public page already read (checkout reads the branding with the
 * link: the receipt then needs no read of its own). `name` is the name customers see.
 */
export function mailBrandFrom(b: PublicBranding, name: string, appUrl: string): MailBrand {
  return {
    name,
    // Mail clients fetch images from outside the app: the address must be absolute.
    logo: b.logo ? { ...b.logo, url: `${appUrl}${b.logo.url}` } : null,
    button: b.button,
    buttonText: b.buttonText,
    accent: b.accent,
    supportEmail: b.supportEmail,
    supportPhone: b.supportPhone,
  };
}
