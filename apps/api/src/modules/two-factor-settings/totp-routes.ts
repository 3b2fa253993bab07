/** The authenticator app (TOTP) and recovery codes: not in the spec (issue 5 asks for them). */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { Empty } from '@payrail/contract/envelope';
import {
  ProofQuery,
  ProofRequest,
  RecoveryCodes,
  TotpConfirmed,
  TotpConfirmRequest,
  TotpSetup,
} from '@payrail/contract/two-factor';
import type { AppEnv } from '../../lib/env.ts';
import { legacyEndpoint, sessionAccess } from '../../lib/route.ts';
import { regenerateRecoveryCodes } from './service.ts';
import { confirmTotp, removeTotp, setupTotp } from './totp-service.ts';

const proofNote =
  'Proof (`two_factor_code`): an emailed proof code (GET two-factor-auth/resend or disable sends one), a code from the authenticator app, or a recovery code (used up). A wrong one answers 422 on `two_factor_code`.';

export function totpRoutes(app: OpenAPIHono<AppEnv>) {
  const base = { access: sessionAccess, version: 'v1' as const, tag: 'Two-factor' };

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'post',
      path: '/two-factor-auth/totp/setup',
      summary: 'Start setting up an authenticator app',
      description:
        'Answers a new secret and its `otpauth://` URI (for a QR code), kept unconfirmed until POST totp/confirm; calling again replaces an unconfirmed one. 409 when an app is already set up. The secret is never answered again once confirmed.',
      response: TotpSetup,
      errors: [409],
    },
    async (c) => ({
      message: 'Scan the QR code with your authenticator app, then enter the code it shows',
      responseBody: await setupTotp(c.get('deps'), c.get('auth').userId),
    }),
  );

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'post',
      path: '/two-factor-auth/totp/confirm',
      summary: 'Confirm the authenticator app with a code from it',
      description:
        'Codes are TOTP (SHA-1, 6 digits, 30 s), accepted one step either side of now and each once. Confirming turns two-factor on when it was off, answering 10 new recovery codes (shown once); when it was on, `recoveryCodes` is empty. Notifies in-app and by email.',
      body: TotpConfirmRequest,
      response: TotpConfirmed,
      errors: [409, 429],
    },
    async (c, { body }) => ({
      message: 'Authenticator app set up successfully',
      responseBody: await confirmTotp(c.get('deps'), c.get('auth').userId, body.two_factor_code),
    }),
  );

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'delete',
      path: '/two-factor-auth/totp',
      summary: 'Remove the authenticator app (needs proof)',
      description: `${proofNote} Two-factor stays on with emailed codes. 404 when no app is set up.`,
      query: ProofQuery,
      response: Empty,
      errors: [404, 429],
    },
    async (c, { query }) => {
      await removeTotp(c.get('deps'), c.get('auth').userId, query.two_factor_code);
      return { message: 'Authenticator app removed', responseBody: {} };
    },
  );

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'post',
      path: '/two-factor-auth/recovery-codes',
      summary: 'Replace the recovery codes (needs proof)',
      description: `${proofNote} Answers 10 new codes, shown this once; the old ones stop working. 409 when two-factor is off.`,
      body: ProofRequest,
      response: RecoveryCodes,
      errors: [409, 429],
    },
    async (c, { body }) => ({
      message: 'New recovery codes created',
      responseBody: await regenerateRecoveryCodes(c.get('deps'), c.get('auth').userId, body.two_factor_code),
    }),
  );
}
