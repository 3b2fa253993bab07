/**
 * Proof that it is really you, before two-factor is weakened (turned off, the authenticator app
 * removed, recovery codes replaced): a fresh emailed code (`proof`), a code from the authenticator
 * app, or one of the recovery codes (used up). Also the other factors sign-in accepts besides its
 * emailed code.
 */
import { ErrorCode, Messages } from '@payrail/contract/errors';
import { isRecoveryCode } from '@payrail/contract/two-factor';
import type { Deps } from '#lib/deps.ts';
import { AppError } from '#lib/errors.ts';
import { hit } from '#lib/rate-limit.ts';
import { checkCode } from './email-codes.ts';
import { TwoFactorLimits } from './limits.ts';
import { useRecoveryCode } from './recovery-codes.ts';
import { useTotpCode } from './totp.ts';

/** A refused code: 422 on the spec's field, never a 401 (which would sign the user out). */
export const invalidCode = (message: string = Messages.invalidTwoFactorCode) =>
  new AppError(ErrorCode.INVALID_TWO_FACTOR_CODE, message, {
    status: 422,
    errors: { two_factor_code: [message] },
  });

const isSixDigits = (code: string) => /^[0-9]{6}$/.test(code);

/** An authenticator or recovery code of the user's (the emailed sign-in code is checked by the caller). */
export async function useOtherFactor(deps: Deps, userId: string, code: string): Promise<boolean> {
  if (isSixDigits(code)) return useTotpCode(deps, userId, code);
  if (isRecoveryCode(code)) return useRecoveryCode(deps.db, deps.clock, userId, code);
  return false;
}

/** Throws a 422 on `two_factor_code` unless `code` proves it is the user. Rate limited per user. */
export async function requireProof(deps: Deps, userId: string, code: string): Promise<void> {
  await hit(deps.db, deps.clock, TwoFactorLimits.verify, userId);
  if (isSixDigits(code) && (await checkCode(deps, userId, 'proof', code)) === 'ok') return;
  if (await useOtherFactor(deps, userId, code)) return;
  throw invalidCode();
}
