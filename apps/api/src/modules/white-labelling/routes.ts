/**
 * White-labelling (spec 001 §7): GET merchant/white-labelling, POST merchant/white-labelling/create
 * (form data), GET merchant/white-labelling/reset, and the public logo. Descriptors in
 * packages/contract/src/white-labelling.ts; decisions in docs/WHITE-LABELLING.md.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as wl from '@payrail/contract/white-labelling';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import { getWhiteLabel, logoBytes, resetWhiteLabel, saveWhiteLabel } from './branding-service.ts';

const tag = 'White-labelling';

export function whiteLabellingRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    wl.getWhiteLabel,
    {
      tag,
      summary: 'The merchant’s white-labelling',
      description:
        'Display name, brand colour, support email and phone, and logo; `null` is Payrail’s default (`isDefault` when nothing is set). `palette` is what the pages draw with: the Pay button’s colour and its text colour (white or near-black, at least 4.5:1; a colour neither reaches is darkened until white does, `adjusted`), and the accent used on light backgrounds.',
    },
    async (ctx) => ({ message: 'White labeling', responseBody: await getWhiteLabel(ctx) }),
  );

  endpoint(
    app,
    wl.saveWhiteLabel,
    {
      tag,
      summary: 'Set the merchant’s white-labelling',
      description: `multipart/form-data: \`display_name\` (${wl.DISPLAY_NAME_MIN}–${wl.DISPLAY_NAME_MAX} characters), \`brand_color\` (#RRGGBB), \`support_email\`, \`support_phone\`, \`logo\` (PNG, JPEG or WebP recognised from the bytes, at most ${wl.LOGO_MAX_BYTES / (1024 * 1024)} MB and ${wl.LOGO_MAX_INPUT_PIXELS} px each way; stored as a PNG within ${wl.LOGO_STORED_BOX}×${wl.LOGO_STORED_BOX} px) and \`remove_logo=true\`. The whole branding is set: a text field left out or blank returns to its default; the logo stays unless one is sent or removed. Any other field is a 422; a larger file 413.`,
    },
    async (ctx, { body }) => ({
      message: wl.WHITE_LABEL_UPDATED,
      responseBody: await saveWhiteLabel(ctx, body),
    }),
  );

  endpoint(
    app,
    wl.resetWhiteLabel,
    {
      tag,
      summary: 'Reset the white-labelling to Payrail’s defaults',
      description:
        'Deletes the display name, colour, support contact and logo (a GET that changes data, as the spec has it).',
    },
    async (ctx) => ({ message: wl.WHITE_LABEL_RESET, responseBody: await resetWhiteLabel(ctx) }),
  );

  endpoint(
    app,
    wl.brandLogoFile,
    {
      tag,
      summary: 'A merchant’s logo, as its bytes (public: pay pages and emails show it)',
      description:
        'PNG with `X-Content-Type-Options: nosniff`, cached for a year (`immutable`): the URL carries a content hash, so a new logo has a new URL and an old one is a 404.',
    },
    async (ctx, { params }) => {
      const bytes = await logoBytes(ctx, params.hash);
      return new Response(bytes, {
        status: 200,
        headers: {
          'Content-Type': 'image/png',
          'Content-Length': String(bytes.length),
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'public, max-age=31536000, immutable',
          'Content-Disposition': 'inline',
        },
      });
    },
  );
}
