/**
 * White-labelling (spec 001 §7; issue 16): the merchant's branding on the pay pages, the receipt PDF
 * and the emails customers get. The spec gives the three calls and that create takes form data; the
 * fields are ours (docs/WHITE-LABELLING.md):
 *
 * - `display_name` (2–60 characters): shown to customers instead of the business name.
 * - `brand_color` (#RRGGBB): the Pay button and accents, with a contrast-safe text colour
 *   (brand-contrast.ts: a colour is adjusted, never refused, and the answer says the colour used).
 * - `support_email`, `support_phone` (the registration phone schema): the pay page's footer, the
 *   receipt and the emails.
 * - `logo` (file, PNG/JPEG/WebP read from the bytes, 2 MB at most): resized by the API to fit
 *   256×256 px and stored as PNG; sent only to change it. `remove_logo=true` removes it.
 *
 * POST create sets the whole branding: a text field left out or blank goes back to its default.
 * GET reset deletes it all (Payrail's defaults). Both need settings-all:update; reading needs
 * settings-all:read.
 */
import { z } from 'zod';
import { Phone } from './auth.ts';
import { MULTIPART_OVERHEAD_BYTES } from './constants.ts';
import { defineEndpoint, needs, publicAccess } from './endpoint.ts';
import { Empty } from './envelope.ts';
import { line } from './text.ts';
import { BrandLogo } from './white-labelling-public.ts';

export const WHITE_LABEL_UPDATED = 'White labeling updated successfully';
export const WHITE_LABEL_RESET = 'White labeling reset successfully';

export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 60;
/** The largest logo file taken (before it is resized). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** The largest logo image taken, in pixels each way (before it is resized). */
export const LOGO_MAX_INPUT_PIXELS = 4096;
/** The stored logo fits this box (aspect kept, never enlarged). */
export const LOGO_STORED_BOX = 256;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const WHITE_LABEL_BODY_LIMIT = LOGO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/** A form field left out or sent blank is not set. */
const blankIsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

export const BrandColor = line()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour as # and six hex digits, like #1a4fd6')
  .transform((v) => v.toLowerCase());

export const WhiteLabelForm = z
  .strictObject({
    display_name: blankIsUnset(
      line()
        .trim()
        .min(DISPLAY_NAME_MIN, `Display name must be at least ${DISPLAY_NAME_MIN} characters`)
        .max(DISPLAY_NAME_MAX, `Display name must be at most ${DISPLAY_NAME_MAX} characters`),
    ),
    brand_color: blankIsUnset(BrandColor),
    support_email: blankIsUnset(
      line().trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address')),
    ),
    support_phone: blankIsUnset(Phone),
    /** The logo file (multipart); left out, the current logo stays. */
    logo: z
      .custom<File>(
        (v) => typeof File !== 'undefined' && v instanceof File,
        'Choose an image file for the logo',
      )
      .optional()
      .meta({ type: 'string', format: 'binary' }),
    /** 'true' removes the current logo (a `logo` sent with it wins). */
    remove_logo: z.enum(['true', 'false']).optional(),
  })
  .meta({ id: 'WhiteLabelForm' });
export type WhiteLabelForm = z.input<typeof WhiteLabelForm>;

export const BrandPaletteSchema = z
  .object({
    requested: z.string(),
    button: z.string(),
    buttonText: z.string(),
    accent: z.string(),
    adjusted: z.boolean(),
    contrast: z.number(),
    requestedContrast: z.number(),
  })
  .meta({ id: 'BrandPalette' });

/** The merchant's branding as the settings screen shows it; nulls are defaults. */
export const WhiteLabel = z
  .object({
    /** What customers see when no display name is set. */
    businessName: z.string(),
    displayName: z.string().nullable(),
    brandColor: z.string().nullable(),
    supportEmail: z.string().nullable(),
    supportPhone: z.string().nullable(),
    logo: BrandLogo.nullable(),
    /** What the pages draw with (brand-contrast.ts). */
    palette: BrandPaletteSchema,
    /** Nothing set: Payrail's defaults everywhere. */
    isDefault: z.boolean(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'WhiteLabel' });
export type WhiteLabel = z.infer<typeof WhiteLabel>;

export const BrandLogoParams = z.object({ hash: line() });

/** GET merchant/white-labelling. */
export const getWhiteLabel = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/white-labelling',
  access: needs('settings-all:read'),
  response: WhiteLabel,
});

/** POST merchant/white-labelling/create (form data): sets the branding; 'White labeling updated successfully'. */
export const saveWhiteLabel = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/white-labelling/create',
  access: needs('settings-all:update'),
  body: WhiteLabelForm,
  bodyType: 'multipart',
  bodyLimit: WHITE_LABEL_BODY_LIMIT,
  response: WhiteLabel,
});

/** GET merchant/white-labelling/reset (a GET that changes data, as the spec has it): the defaults. */
export const resetWhiteLabel = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/white-labelling/reset',
  access: needs('settings-all:update'),
  response: WhiteLabel,
});

/** GET white-labelling/logo/{hash} (beyond the spec): the logo's bytes, public and cached for ever. */
export const brandLogoFile = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/white-labelling/logo/{hash}',
  access: publicAccess,
  params: BrandLogoParams,
  file: ['image/png'],
  response: Empty,
});
