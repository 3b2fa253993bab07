/**
 * Sign-in area endpoints, at the spec's exact paths (spec 000 §7). Descriptors are in
 * packages/contract/src/auth.ts.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as auth from '@payrail/contract/auth';
import { Messages } from '@payrail/contract/errors';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import {
  currentUser,
  forgetPassword,
  login,
  logout,
  passwordReset,
  register,
  resendVerification,
  submitTwoFactor,
  verifyEmail,
} from './service.ts';
import { resendChallenge } from './two-factor.ts';

const tag = 'Sign-in';

export function authRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    auth.register,
    {
      tag,
      summary: 'Sign up a merchant and its owner',
      description:
        'Creates the merchant and its owner and emails a verification link. An address that is already registered gets the same answer; its owner is told by email.',
    },
    async (ctx, { body }) => ({
      message: 'Account created. Check your email for a link to verify your address.',
      responseBody: await register(ctx, body),
    }),
  );

  endpoint(
    app,
    auth.resendVerificationLink,
    { tag, summary: 'Send the verification link again' },
    async (ctx, { body }) => {
      await resendVerification(ctx, body);
      return {
        message: 'If that address has an unverified account, a new link is on its way.',
        responseBody: {},
      };
    },
  );

  endpoint(
    app,
    auth.verifyEmail,
    {
      tag,
      summary: 'Verify an email address',
      description:
        '`url` is the token from the emailed link (`/auth/verified?email_verify_url=…`). It works once.',
    },
    async (ctx, { params }) => ({
      message: 'Email successfully verified',
      responseBody: await verifyEmail(ctx, { token: params.url }),
    }),
  );

  endpoint(
    app,
    auth.login,
    {
      tag,
      summary: 'Sign in',
      description: `With two-factor on, the answer carries \`twoFactorRequired: true\` and the challenge \`id\` for /auth/twofa, the message is '${Messages.twoFactorRedirect}', and the code is emailed. A session grant carries \`deviceToken\`: send it back as \`deviceToken\` with later sign-ins from this browser. Wrong passwords are limited per account and address (or known device), 10 in 15 minutes (429); past 30 attempts per account in 15 minutes from unknown devices, every answer is a challenge whatever the password, and only a right one gets its code emailed.`,
    },
    async (ctx, { body }) => {
      const result = await login(ctx, body);
      return {
        message: result.twoFactorRequired ? Messages.twoFactorRedirect : 'Login successful',
        responseBody: result,
      };
    },
  );

  endpoint(
    app,
    auth.submitTwoFactor,
    {
      tag,
      summary: 'Complete a two-factor sign-in',
      description:
        '`userId` is the challenge id from the sign-in answer. A wrong code answers 401 `Invalid two factor code`.',
    },
    async (ctx, { body }) => ({
      message: 'Login successful',
      responseBody: await submitTwoFactor(ctx, body),
    }),
  );

  endpoint(
    app,
    auth.resendTwoFactorCode,
    { tag, summary: 'Email a new sign-in code' },
    async (ctx, { params }) => {
      await resendChallenge(ctx, params);
      return { message: 'A new code has been sent to your email', responseBody: {} };
    },
  );

  endpoint(
    app,
    auth.forgetPassword,
    { tag, summary: 'Request a password reset link' },
    async (ctx, { body }) => {
      await forgetPassword(ctx, body);
      return { message: 'If that address has an account, a reset link is on its way.', responseBody: {} };
    },
  );

  endpoint(
    app,
    auth.passwordReset,
    {
      tag,
      summary: 'Set a new password with a reset link',
      description:
        'Ends every session of the account and emails a notice. The link is checked before the password: a link that is unknown, used, expired or for another address answers 400 whatever the password. At most 20 tries per client address and 10 per email address in 15 minutes (429).',
    },
    async (ctx, { body }) => {
      await passwordReset(ctx, body);
      return { message: 'Password reset successfully. Sign in with your new password.', responseBody: {} };
    },
  );

  endpoint(app, auth.logout, { tag, summary: 'Sign out (ends this session on the server)' }, async (ctx) => {
    await logout(ctx);
    return { message: 'Logged out successfully', responseBody: {} };
  });

  endpoint(
    app,
    auth.session,
    {
      tag,
      summary: 'The signed-in user; also keeps an active session from idling out',
      description:
        'Not in the spec: the web app calls it while the user is active without making other calls.',
    },
    async (ctx) => ({ message: 'Session active', responseBody: await currentUser(ctx) }),
  );
}
