/**
 * What the public pages get of a merchant's white-labelling (white-labelling.ts has the rest). Its
 * own file so the link view (checkout.ts), which the pay bundle imports, pulls in nothing more.
 */
import { z } from 'zod';

export const BrandLogo = z
  .object({ url: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'BrandLogo' });
export type BrandLogo = z.infer<typeof BrandLogo>;

/** The logo, the contrast-safe colours (brand-contrast.ts) and the support contact. */
export const PublicBranding = z
  .object({
    logo: BrandLogo.nullable(),
    button: z.string(),
    buttonText: z.string(),
    accent: z.string(),
    supportEmail: z.string().nullable(),
    supportPhone: z.string().nullable(),
  })
  .meta({ id: 'PublicBranding' });
export type PublicBranding = z.infer<typeof PublicBranding>;
