/**
 * Two-factor settings (spec 000 §7 and issue 5): status, enabling by emailed code, disabling with
 * proof, the authenticator app (TOTP) and one-time recovery codes. The spec's field name
 * `two_factor_code` is used for every code these calls take, so a refused code is always reported
 * under `errors.two_factor_code` (the web app shows its first message, as the spec asks).
 */
import { z } from 'zod';
import { TWO_FACTOR_CODE_LENGTH } from './constants.ts';
import { defineEndpoint, sessionAccess } from './endpoint.ts';
import { Empty } from './envelope.ts';
import { PinDigits } from './pin.ts';
import { line } from './text.ts';

export const RECOVERY_CODE_COUNT = 10;
const sixDigits = new RegExp(`^[0-9]{${TWO_FACTOR_CODE_LENGTH}}$`);
/** A recovery code: 10 characters of Crockford base32, shown as `XXXXX-XXXXX`; case, spaces and dashes ignored. */
const recovery = /^[0-9A-Z]{10}$/;
export const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
export const isRecoveryCode = (code: string) => recovery.test(normalizeRecoveryCode(code));

export const codeMessage = `Enter the ${TWO_FACTOR_CODE_LENGTH}-digit code`;
/** An emailed or authenticator code: six digits. */
export const SixDigitCode = line().trim().regex(sixDigits, codeMessage);
const secondFactor = (message: string) =>
  line()
    .trim()
    .max(20, message)
    .refine((v) => sixDigits.test(v) || isRecoveryCode(v), message);
/** Sign-in's second step: an emailed code, an authenticator code, or one of your recovery codes. */
export const SecondFactorCode = secondFactor(codeMessage);
/** Proof in the settings: the same kinds of code, said so in the message. */
const ProofCode = secondFactor(`${codeMessage} or a recovery code`);

export const TwoFactorStatus = z
  .object({
    enabled: z.boolean(),
    /** An authenticator app is set up (and confirmed). */
    authenticatorApp: z.boolean(),
    /** Unused recovery codes left. */
    recoveryCodesRemaining: z.number().int().min(0),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

export const TwoFactorInitiateStatus = z
  .object({
    /** An enabling code was emailed and can still be entered. */
    initiated: z.boolean(),
    /** Until when that code works; null when nothing is pending. */
    expiresAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'TwoFactorInitiateStatus' });
export type TwoFactorInitiateStatus = z.infer<typeof TwoFactorInitiateStatus>;

export const TwoFactorCodeSent = z
  .object({ purpose: z.enum(['enable', 'proof']), expiresAt: z.iso.datetime() })
  .meta({ id: 'TwoFactorCodeSent' });
export type TwoFactorCodeSent = z.infer<typeof TwoFactorCodeSent>;

export const TwoFactorEnableRequest = z
  .object({ two_factor_code: SixDigitCode })
  .meta({ id: 'TwoFactorEnableRequest' });
export type TwoFactorEnableRequest = z.infer<typeof TwoFactorEnableRequest>;

/** Shown once: the API keeps only their hashes. */
export const RecoveryCodes = z
  .object({ recoveryCodes: z.array(z.string()) })
  .meta({ id: 'TwoFactorRecoveryCodes' });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

export const TwoFactorEnabled = z
  .object({ enabled: z.literal(true), recoveryCodes: z.array(z.string()) })
  .meta({ id: 'TwoFactorEnabled' });
export type TwoFactorEnabled = z.infer<typeof TwoFactorEnabled>;

/** Proof for turning off: a code (`two_factor_code`) or the transaction PIN (`pin`). */
export const TwoFactorDisableQuery = z.object({
  two_factor_code: ProofCode.optional(),
  pin: PinDigits.optional(),
});
export type TwoFactorDisableQuery = z.infer<typeof TwoFactorDisableQuery>;
export const TwoFactorDisableResult = z
  .object({
    enabled: z.boolean(),
    /** No code was given, so one was emailed. */
    codeSent: z.boolean(),
  })
  .meta({ id: 'TwoFactorDisableResult' });
export type TwoFactorDisableResult = z.infer<typeof TwoFactorDisableResult>;

export const ProofRequest = z.object({ two_factor_code: ProofCode }).meta({ id: 'TwoFactorProof' });
export type ProofRequest = z.infer<typeof ProofRequest>;
export const ProofQuery = z.object({ two_factor_code: ProofCode });
export type ProofQuery = z.infer<typeof ProofQuery>;

export const SignInMethod = z.enum(['email', 'authenticator', 'recovery_code']);
export type SignInMethod = z.infer<typeof SignInMethod>;
export const TwoFactorLoginMethods = z
  .object({
    /** Sign-in asks for a second step. */
    required: z.boolean(),
    /** What that step accepts. */
    methods: z.array(SignInMethod),
  })
  .meta({ id: 'TwoFactorLoginMethods' });
export type TwoFactorLoginMethods = z.infer<typeof TwoFactorLoginMethods>;

export const TotpSetup = z
  .object({
    /** Base32; type it into the app when the QR code cannot be scanned. */
    secret: z.string(),
    /** `otpauth://totp/…` for the QR code. */
    uri: z.string(),
  })
  .meta({ id: 'TwoFactorTotpSetup' });
export type TotpSetup = z.infer<typeof TotpSetup>;

export const TotpConfirmRequest = z
  .object({ two_factor_code: SixDigitCode })
  .meta({ id: 'TwoFactorTotpConfirm' });
export type TotpConfirmRequest = z.infer<typeof TotpConfirmRequest>;

export const TotpConfirmed = z
  .object({
    enabled: z.literal(true),
    /** New recovery codes when this turned two-factor on; empty when it was on already. */
    recoveryCodes: z.array(z.string()),
  })
  .meta({ id: 'TwoFactorTotpConfirmed' });
export type TotpConfirmed = z.infer<typeof TotpConfirmed>;

// ---- Endpoints: all about the caller's own account, behind a session --------------------------------

/** GET two-factor-auth/check: is two-factor on, with an authenticator app, how many recovery codes. */
export const getTwoFactorStatus = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/two-factor-auth/check',
  access: sessionAccess,
  response: TwoFactorStatus,
});

/** GET two-factor-auth/initiate: emails a code to turn two-factor on. */
export const initiateTwoFactor = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/two-factor-auth/initiate',
  access: sessionAccess,
  response: TwoFactorCodeSent,
  errors: ['CONFLICT', 'RATE_LIMITED'],
});

/** GET two-factor-auth/check-initiate: whether an enabling code can still be entered. */
export const getTwoFactorInitiate = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/two-factor-auth/check-initiate',
  access: sessionAccess,
  response: TwoFactorInitiateStatus,
});

/** POST two-factor-auth/enable: turns two-factor on with the emailed code; answers recovery codes. */
export const enableTwoFactor = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/two-factor-auth/enable',
  access: sessionAccess,
  body: TwoFactorEnableRequest,
  response: TwoFactorEnabled,
  errors: ['CONFLICT', 'INVALID_TWO_FACTOR_CODE', 'RATE_LIMITED'],
});

/** GET two-factor-auth/resend: the code under way again (enabling, or proof when on). */
export const resendTwoFactorCode = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/two-factor-auth/resend',
  access: sessionAccess,
  response: TwoFactorCodeSent,
  errors: ['CONFLICT', 'RATE_LIMITED'],
});

/** GET two-factor-auth/disable: without proof emails a code; with a code or the PIN turns it off. */
export const disableTwoFactor = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/two-factor-auth/disable',
  access: sessionAccess,
  query: TwoFactorDisableQuery,
  response: TwoFactorDisableResult,
  errors: ['CONFLICT', 'INVALID_TWO_FACTOR_CODE', 'RATE_LIMITED', 'INVALID_PIN', 'PIN_LOCKED', 'PIN_NOT_SET'],
});

/** GET two-factor-auth/verify-login-otp: what the second step of sign-in asks for. */
export const getLoginMethods = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/two-factor-auth/verify-login-otp',
  access: sessionAccess,
  response: TwoFactorLoginMethods,
});

/** POST two-factor-auth/totp/setup: a new, unconfirmed authenticator secret. */
export const setupTotp = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/two-factor-auth/totp/setup',
  access: sessionAccess,
  response: TotpSetup,
  errors: ['CONFLICT'],
});

/** POST two-factor-auth/totp/confirm: the first code from the app; may turn two-factor on. */
export const confirmTotp = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/two-factor-auth/totp/confirm',
  access: sessionAccess,
  body: TotpConfirmRequest,
  response: TotpConfirmed,
  errors: ['CONFLICT', 'INVALID_TWO_FACTOR_CODE', 'RATE_LIMITED'],
});

/** DELETE two-factor-auth/totp: removes the authenticator app (needs proof). */
export const removeTotp = defineEndpoint({
  method: 'delete',
  version: 'v1',
  path: '/two-factor-auth/totp',
  access: sessionAccess,
  query: ProofQuery,
  response: Empty,
  errors: ['NOT_FOUND', 'INVALID_TWO_FACTOR_CODE', 'RATE_LIMITED'],
});

/** POST two-factor-auth/recovery-codes: replaces the recovery codes (needs proof). */
export const regenerateRecoveryCodes = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/two-factor-auth/recovery-codes',
  access: sessionAccess,
  body: ProofRequest,
  response: RecoveryCodes,
  errors: ['CONFLICT', 'INVALID_TWO_FACTOR_CODE', 'RATE_LIMITED'],
});
