/**
 * Sign-in area (spec 000 §2–§9). Payloads the spec does not show are decided here and documented
 * in the OpenAPI description generated from these schemas.
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { defineEndpoint, publicAccess, sessionAccess } from './endpoint.ts';
import { Empty } from './envelope.ts';
import { line, text } from './text.ts';
import { SecondFactorCode } from './two-factor.ts';

const email = line().trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address'));
const name = (label: string) =>
  line().trim().min(1, `${label} is required`).max(80, `${label} must be at most 80 characters`);

export const Password = text()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const PASSWORD_HAS_EMAIL = 'Your password must not contain your email address.';
/** Shorter local parts (`ada@…`) are too common a string to forbid; the whole address still is. */
export const EMAIL_LOCAL_MIN_GUESSABLE = 4;

/**
 * True when the password contains the account's email address, or its local part once that is
 * long enough to be guessable, in any letter case. A name that merely appears in the address
 * (`Chidi` in `chidi.okafor@…`) is not the address and is allowed.
 */
export function passwordHasEmail(password: string, email: string): boolean {
  const lower = password.toLowerCase();
  const address = email.trim().toLowerCase();
  if (address.length > 0 && lower.includes(address)) return true;
  const local = address.split('@')[0] ?? '';
  return local.length >= EMAIL_LOCAL_MIN_GUESSABLE && lower.includes(local);
}

/** International format; Nigerian numbers may be written locally (080…) and are normalised by the API. */
export const Phone = line()
  .trim()
  .regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a valid phone number');

export const RegisterRequest = z
  .object({
    firstName: name('First name'),
    lastName: name('Last name'),
    email,
    phone: Phone,
    businessName: line().trim().min(2, 'Business name is required').max(120),
    country: line().length(2).toUpperCase().default('NG'),
    password: Password,
  })
  .meta({
    id: 'RegisterRequest',
    description:
      'Creates a merchant and its owner. The answer is the same whether or not the email is taken.',
  });
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const EmailOnly = z.object({ email }).meta({ id: 'EmailOnly' });
export type EmailOnly = z.infer<typeof EmailOnly>;

export const LoginRequest = z
  .object({
    email,
    password: text().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
    channel: z.literal('web'),
    /** The token an earlier successful sign-in answered (`deviceToken`): this browser is known. */
    deviceToken: z
      .string()
      .regex(/^[A-Za-z0-9_-]{20,100}$/)
      .optional(),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof LoginRequest>;

export const SessionUser = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    roles: z.array(z.string()),
    idNumber: z.string(),
    merchantName: z.string(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof SessionUser>;

export const SessionGrant = z
  .object({
    twoFactorRequired: z.literal(false),
    token: z.string(),
    expiresAt: z.iso.datetime(),
    user: SessionUser,
    /** Keep it and send it with the next sign-in: a known device is never locked out by a stranger. */
    deviceToken: z.string().optional(),
  })
  .meta({ id: 'SessionGrant' });
export type SessionGrant = z.infer<typeof SessionGrant>;

/**
 * The spec's two-factor id is a number. It is not the user's database id: it is a random,
 * unguessable challenge number issued for this sign-in attempt only.
 */
export const TwoFactorChallenge = z
  .object({ twoFactorRequired: z.literal(true), id: z.number().int().positive() })
  .meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallenge>;

export const LoginResponse = z.union([SessionGrant, TwoFactorChallenge]).meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const TwoFactorSubmit = z
  .object({
    /** The emailed code, a code from the authenticator app, or a recovery code (`XXXXX-XXXXX`). */
    twoFactorCode: SecondFactorCode,
    userId: z.coerce.number().int().positive(),
  })
  .meta({ id: 'TwoFactorSubmit' });
export type TwoFactorSubmit = z.infer<typeof TwoFactorSubmit>;

export const PasswordReset = z
  .object({
    email,
    token: line().min(5).max(200),
    password: Password,
    confirmPassword: text(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  })
  .meta({ id: 'PasswordReset' });
export type PasswordReset = z.infer<typeof PasswordReset>;

export const RegisterResult = z.object({ email: z.string() }).meta({ id: 'RegisterResult' });
export const VerifyResult = z.object({ email: z.string() }).meta({ id: 'VerifyResult' });

/** GET registration-validation/{url}: `url` is the token from the emailed link. */
export const VerifyEmailParams = z.object({ url: z.string().min(10).max(200) });
/** GET two-factor-auth/resend/{id}: the challenge id the sign-in answered. */
export const TwoFactorResendParams = z.object({ id: z.coerce.number().int().positive() });

/** POST auth/register: the merchant and its owner; a verification link is emailed. */
export const register = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/auth/register',
  access: publicAccess,
  body: RegisterRequest,
  response: RegisterResult,
  status: 201,
  errors: ['RATE_LIMITED'],
});

/** POST auth/resend-verification-link/ (the trailing slash is the spec's). */
export const resendVerificationLink = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/auth/resend-verification-link/',
  access: publicAccess,
  body: EmailOnly,
  response: Empty,
  errors: ['RATE_LIMITED'],
});

/** GET registration-validation/{url}: verifies the address; the link works once. */
export const verifyEmail = defineEndpoint({
  method: 'get',
  version: 'v2',
  path: '/registration-validation/{url}',
  access: publicAccess,
  params: VerifyEmailParams,
  response: VerifyResult,
  errors: ['VERIFICATION_FAILED'],
});

/** POST auth/login: a session, or a two-factor challenge. */
export const login = defineEndpoint({
  method: 'post',
  version: 'v2',
  path: '/auth/login',
  access: publicAccess,
  body: LoginRequest,
  response: LoginResponse,
  errors: ['EMAIL_NOT_VERIFIED', 'INVALID_CREDENTIALS', 'RATE_LIMITED'],
});

/** POST two-factor-auth/submit-two-fa: completes a two-factor sign-in. */
export const submitTwoFactor = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/two-factor-auth/submit-two-fa',
  access: publicAccess,
  body: TwoFactorSubmit,
  response: SessionGrant,
  errors: ['INVALID_TWO_FACTOR_CODE', 'RATE_LIMITED', 'TWO_FACTOR_CHALLENGE_EXPIRED'],
});

/** GET two-factor-auth/resend/{id}: emails a new sign-in code. */
export const resendTwoFactorCode = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/two-factor-auth/resend/{id}',
  access: publicAccess,
  params: TwoFactorResendParams,
  response: Empty,
  errors: ['RATE_LIMITED', 'TWO_FACTOR_CHALLENGE_EXPIRED'],
});

/** POST auth/forget-password: emails a reset link (the same answer for any address). */
export const forgetPassword = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/auth/forget-password',
  access: publicAccess,
  body: EmailOnly,
  response: Empty,
  errors: ['RATE_LIMITED'],
});

/** POST auth/password-reset: a new password with the emailed link. */
export const passwordReset = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/auth/password-reset',
  access: publicAccess,
  body: PasswordReset,
  response: Empty,
  errors: ['INVALID_RESET_TOKEN', 'RATE_LIMITED'],
});

/** POST auth/logout: ends this session on the server. */
export const logout = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/auth/logout',
  access: sessionAccess,
  response: Empty,
});

/** GET auth/session (not in the spec): the signed-in user; keeps an active session from idling out. */
export const session = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/auth/session',
  access: sessionAccess,
  response: SessionUser,
});
