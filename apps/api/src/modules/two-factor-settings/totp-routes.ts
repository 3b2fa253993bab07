/**
 * The authenticator app (TOTP) and recovery codes: not in the spec (issue 5 asks for them).
 * Descriptors are in packages/contract/src/two-factor.ts.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as twoFactor from '@payrail/contract/two-factor';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import { regenerateRecoveryCodes } from './service.ts';
import { confirmTotp, removeTotp, setupTotp } from './totp-service.ts';

const tag = 'Two-factor';
const proofNote =
  'Proof (`two_factor_code`): an emailed proof code (GET two-factor-auth/resend or disable sends one), a code from the authenticator app, or a recovery code (used up). A wrong one answers 422 on `two_factor_code`.';

export function totpRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    twoFactor.setupTotp,
    {
      tag,
      summary: 'Start setting up an authenticator app',
      description:
        'Answers a new secret and its `otpauth://` URI (for a QR code), kept unconfirmed until POST totp/confirm; calling again replaces an unconfirmed one. 409 when an app is already set up. The secret is never answered again once confirmed.',
    },
    async (ctx) => ({
      message: 'Scan the QR code with your authenticator app, then enter the code it shows',
      responseBody: await setupTotp(ctx),
    }),
  );

  endpoint(
    app,
    twoFactor.confirmTotp,
    {
      tag,
      summary: 'Confirm the authenticator app with a code from it',
      description:
        'Codes are TOTP (SHA-1, 6 digits, 30 s), accepted one step either side of now and each once. Confirming turns two-factor on when it was off, answering 10 new recovery codes (shown once); when it was on, `recoveryCodes` is empty. Notifies in-app and by email.',
    },
    async (ctx, { body }) => ({
      message: 'Authenticator app set up successfully',
      responseBody: await confirmTotp(ctx, body),
    }),
  );

  endpoint(
    app,
    twoFactor.removeTotp,
    {
      tag,
      summary: 'Remove the authenticator app (needs proof)',
      description: `${proofNote} Two-factor stays on with emailed codes. 404 when no app is set up.`,
    },
    async (ctx, { query }) => {
      await removeTotp(ctx, query);
      return { message: 'Authenticator app removed', responseBody: {} };
    },
  );

  endpoint(
    app,
    twoFactor.regenerateRecoveryCodes,
    {
      tag,
      summary: 'Replace the recovery codes (needs proof)',
      description: `${proofNote} Answers 10 new codes, shown this once; the old ones stop working. 409 when two-factor is off.`,
    },
    async (ctx, { body }) => ({
      message: 'New recovery codes created',
      responseBody: await regenerateRecoveryCodes(ctx, body),
    }),
  );
}
