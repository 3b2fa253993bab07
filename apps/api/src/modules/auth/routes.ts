/** Sign-in area endpoints, at the spec's exact paths (spec 000 §7). */
import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  EmailOnly,
  LoginRequest,
  LoginResponse,
  PasswordReset,
  RegisterRequest,
  RegisterResult,
  SessionGrant,
  SessionUser,
  TwoFactorSubmit,
  VerifyResult,
} from '@payrail/contract/auth';
import { Empty } from '@payrail/contract/envelope';
import { Messages } from '@payrail/contract/errors';
import { z } from 'zod';
import type { AppEnv } from '../../lib/env.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { legacyEndpoint, publicAccess, sessionAccess } from '../../lib/route.ts';
import * as auth from './service.ts';
import { resendChallenge } from './two-factor.ts';

const tag = 'Sign-in';

export function authRoutes(app: OpenAPIHono<AppEnv>) {
  legacyEndpoint(
    app,
    {
      method: 'post',
      version: 'v1',
      path: '/auth/register',
      access: publicAccess,
      tag,
      summary: 'Sign up a merchant and its owner',
      description:
        'Creates the merchant and its owner and emails a verification link. An address that is already registered gets the same answer; its owner is told by email.',
      body: RegisterRequest,
      response: RegisterResult,
      status: 201,
      errors: [429],
    },
    async (c, { body }) => ({
      message: 'Account created. Check your email for a link to verify your address.',
      responseBody: await auth.register(c.get('deps'), body, requestMeta(c)),
    }),
  );

  legacyEndpoint(
    app,
    {
      method: 'post',
      version: 'v1',
      path: '/auth/resend-verification-link/',
      access: publicAccess,
      tag,
      summary: 'Send the verification link again',
      body: EmailOnly,
      response: Empty,
      errors: [429],
    },
    async (c, { body }) => {
      await auth.resendVerification(c.get('deps'), body.email, requestMeta(c).ip);
      return {
        message: 'If that address has an unverified account, a new link is on its way.',
        responseBody: {},
      };
    },
  );

  legacyEndpoint(
    app,
    {
      method: 'get',
      version: 'v2',
      path: '/registration-validation/{url}',
      access: publicAccess,
      tag,
      summary: 'Verify an email address',
      description:
        '`url` is the token from the emailed link (`/auth/verified?email_verify_url=…`). It works once.',
      params: z.object({ url: z.string().min(10).max(200) }),
      response: VerifyResult,
      errors: [400],
    },
    async (c, { params }) => ({
      message: 'Email successfully verified',
      responseBody: await auth.verifyEmail(c.get('deps'), params.url),
    }),
  );

  legacyEndpoint(
    app,
    {
      method: 'post',
      version: 'v2',
      path: '/auth/login',
      access: publicAccess,
      tag,
      summary: 'Sign in',
      description: `With two-factor on, the answer carries \`twoFactorRequired: true\` and the challenge \`id\` for /auth/twofa, the message is '${Messages.twoFactorRedirect}', and the code is emailed. A session grant carries \`deviceToken\`: send it back as \`deviceToken\` with later sign-ins from this browser. Wrong passwords are limited per account and address (or known device), 10 in 15 minutes (429); past 30 attempts per account in 15 minutes from unknown devices, every answer is a challenge whatever the password, and only a right one gets its code emailed.`,
      body: LoginRequest,
      response: LoginResponse,
      errors: [401, 403, 429],
    },
    async (c, { body }) => {
      const result = await auth.login(c.get('deps'), body, requestMeta(c));
      return {
        message: result.twoFactorRequired ? Messages.twoFactorRedirect : 'Login successful',
        responseBody: result,
      };
    },
  );

  legacyEndpoint(
    app,
    {
      method: 'post',
      version: 'v1',
      path: '/two-factor-auth/submit-two-fa',
      access: publicAccess,
      tag,
      summary: 'Complete a two-factor sign-in',
      description:
        '`userId` is the challenge id from the sign-in answer. A wrong code answers 401 `Invalid two factor code`.',
      body: TwoFactorSubmit,
      response: SessionGrant,
      errors: [401, 429],
    },
    async (c, { body }) => ({
      message: 'Login successful',
      responseBody: await auth.submitTwoFactor(c.get('deps'), body, requestMeta(c)),
    }),
  );

  legacyEndpoint(
    app,
    {
      method: 'get',
      version: 'v1',
      path: '/two-factor-auth/resend/{id}',
      access: publicAccess,
      tag,
      summary: 'Email a new sign-in code',
      params: z.object({ id: z.coerce.number().int().positive() }),
      response: Empty,
      errors: [401, 429],
    },
    async (c, { params }) => {
      await resendChallenge(c.get('deps'), params.id, requestMeta(c).ip);
      return { message: 'A new code has been sent to your email', responseBody: {} };
    },
  );

  legacyEndpoint(
    app,
    {
      method: 'post',
      version: 'v1',
      path: '/auth/forget-password',
      access: publicAccess,
      tag,
      summary: 'Request a password reset link',
      body: EmailOnly,
      response: Empty,
      errors: [429],
    },
    async (c, { body }) => {
      await auth.forgetPassword(c.get('deps'), body.email, requestMeta(c).ip);
      return { message: 'If that address has an account, a reset link is on its way.', responseBody: {} };
    },
  );

  legacyEndpoint(
    app,
    {
      method: 'post',
      version: 'v1',
      path: '/auth/password-reset',
      access: publicAccess,
      tag,
      summary: 'Set a new password with a reset link',
      description:
        'Ends every session of the account and emails a notice. The link is checked before the password: a link that is unknown, used, expired or for another address answers 400 whatever the password. At most 20 tries per client address and 10 per email address in 15 minutes (429).',
      body: PasswordReset,
      response: Empty,
      errors: [400, 429],
    },
    async (c, { body }) => {
      await auth.passwordReset(c.get('deps'), body, requestMeta(c).ip);
      return { message: 'Password reset successfully. Sign in with your new password.', responseBody: {} };
    },
  );

  legacyEndpoint(
    app,
    {
      method: 'post',
      version: 'v1',
      path: '/auth/logout',
      access: sessionAccess,
      tag,
      summary: 'Sign out (ends this session on the server)',
      response: Empty,
    },
    async (c) => {
      await auth.logout(c.get('deps'), c.get('auth').sessionId);
      return { message: 'Logged out successfully', responseBody: {} };
    },
  );

  legacyEndpoint(
    app,
    {
      method: 'get',
      version: 'v1',
      path: '/auth/session',
      access: sessionAccess,
      tag,
      summary: 'The signed-in user; also keeps an active session from idling out',
      description:
        'Not in the spec: the web app calls it while the user is active without making other calls.',
      response: SessionUser,
    },
    async (c) => ({
      message: 'Session active',
      responseBody: await auth.sessionUser(c.get('deps'), c.get('auth').userId),
    }),
  );
}
