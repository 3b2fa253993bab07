/**
 * Two-factor settings at the spec's paths (spec 000 §7): check, initiate, check-initiate, enable,
 * resend, disable, verify-login-otp. All need a session and act on the caller's own account.
 * A refused code answers 422 with `errors.two_factor_code` (never 401: that would sign out).
 * Descriptors are in packages/contract/src/two-factor.ts; the authenticator app and recovery
 * codes are in totp-routes.ts.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as twoFactor from '@payrail/contract/two-factor';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import * as service from './service.ts';
import { totpRoutes } from './totp-routes.ts';

export const codeRules =
  'Emailed codes have 6 digits, work for 10 minutes and for 5 tries, are stored hashed and are used once; at most 5 emails and 10 code checks per user in 15 minutes (429 beyond).';

const tag = 'Two-factor';

export function twoFactorSettingsRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    twoFactor.getTwoFactorStatus,
    {
      tag,
      summary: 'Is two-factor on?',
      description:
        '`enabled` is the account setting; `authenticatorApp` says whether an authenticator app is set up; `recoveryCodesRemaining` counts unused recovery codes.',
    },
    async (ctx) => ({ message: 'Two factor status', responseBody: await service.status(ctx) }),
  );

  endpoint(
    app,
    twoFactor.initiateTwoFactor,
    {
      tag,
      summary: 'Start turning two-factor on: email a code',
      description: `Emails a code to enter in POST two-factor-auth/enable; a new one replaces the previous. ${codeRules} 409 when two-factor is already on.`,
    },
    async (ctx) => ({
      message: 'A code has been sent to your email',
      responseBody: await service.initiate(ctx),
    }),
  );

  endpoint(
    app,
    twoFactor.getTwoFactorInitiate,
    {
      tag,
      summary: 'Is turning two-factor on under way?',
      description: '`initiated` while an emailed enabling code can still be entered, with its `expiresAt`.',
    },
    async (ctx) => ({
      message: 'Two factor initiate status',
      responseBody: await service.initiateStatus(ctx),
    }),
  );

  endpoint(
    app,
    twoFactor.enableTwoFactor,
    {
      tag,
      summary: 'Turn two-factor on with the emailed code',
      description:
        "A wrong code answers 422 with `errors.two_factor_code: ['Invalid two factor code']`; an expired or used-up one asks for a new code. Success answers 10 recovery codes, shown this once (only their hashes are kept), notifies the user in-app and emails a security notice.",
    },
    async (ctx, { body }) => ({
      message: '2FA enabled successfully',
      responseBody: await service.enable(ctx, body),
    }),
  );

  endpoint(
    app,
    twoFactor.resendTwoFactorCode,
    {
      tag,
      summary: 'Email the code under way again',
      description:
        'While turning on: a new enabling code (409 when no enabling was started). With two-factor on: a new proof code for turning it off, removing the authenticator app or replacing recovery codes. The previous code stops working.',
    },
    async (ctx) => ({
      message: 'A new code has been sent to your email',
      responseBody: await service.resend(ctx),
    }),
  );

  endpoint(
    app,
    twoFactor.disableTwoFactor,
    {
      tag,
      summary: 'Turn two-factor off (needs proof)',
      description:
        'Proof is `two_factor_code` (an emailed proof code, a code from the authenticator app, or a recovery code, used up) or `pin`, the transaction PIN (a wrong one counts towards its lock: 422 on `pin` with the tries left, 423 PIN_LOCKED once locked, 409 PIN_NOT_SET without one). Without proof, a proof code is emailed and the answer says `codeSent: true`. A wrong code answers 422 on `two_factor_code`. Turning off removes the authenticator app and the recovery codes, notifies the user in-app and emails a security notice. Already off: 200 with `enabled: false`.',
    },
    async (ctx, { query }) => {
      const result = await service.disable(ctx, query);
      return {
        message: result.codeSent
          ? 'We sent a code to your email. Enter it to turn off two-factor.'
          : result.enabled
            ? 'Two-factor is on'
            : query.two_factor_code === undefined && query.pin === undefined
              ? 'Two-factor is already off'
              : '2FA disabled successfully',
        responseBody: result,
      };
    },
  );

  endpoint(
    app,
    twoFactor.getLoginMethods,
    {
      tag,
      summary: 'What the second step of sign-in asks for',
      description:
        "Decided here (the spec does not say): whether sign-in asks for a one-time code after the password (`required`), and which codes it accepts: the emailed code (always, when on), the authenticator app's (when set up) and a recovery code (while any is left).",
    },
    async (ctx) => ({ message: 'Sign-in second step', responseBody: await service.loginMethods(ctx) }),
  );

  totpRoutes(app);
}
