/**
 * auth.verifyEmail (GET registration-validation/{token}), run by the /auth/verified loader. A failure is the
 * catalogue's verification row (spec 000 §8): the server's message or 'Unable to verify email',
 * status 400, code VERIFICATION_FAILED or UNKNOWN_ERROR. The failure view shows it; no toast.
 */

import type { Answer } from '@payrail/contract/endpoint';
import { ClientErrors, ErrorCode } from '@payrail/contract/errors';
import * as auth from '@payrail/contract/routes/auth';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { ApiError, isRecord } from '#lib/api-error.ts';
import { call } from '#lib/http.ts';
import { authKeys } from './keys';

export type VerifyResult = Answer<typeof auth.verifyEmail>;

export function verificationError(error: unknown): ApiError {
  const body = error instanceof ApiError ? error.body : null;
  const fromServer =
    isRecord(body) && typeof body.message === 'string' && body.message ? body.message : undefined;
  const code =
    error instanceof ApiError && error.code === ErrorCode.VERIFICATION_FAILED
      ? ErrorCode.VERIFICATION_FAILED
      : ClientErrors.defaultCode;
  return new ApiError(fromServer ?? ClientErrors.verificationFallback, 400, code, body);
}

export async function verifyEmail(token: string | undefined): Promise<VerifyResult> {
  if (!token) throw verificationError(null);
  try {
    const { responseBody } = await call(auth.verifyEmail, { params: { url: token } });
    return responseBody;
  } catch (error) {
    throw verificationError(error);
  }
}

export const verifyEmailQueryOptions = (token: string | undefined) =>
  queryOptions({
    queryKey: authKeys.verifyEmail(token ?? ''),
    queryFn: () => verifyEmail(token),
    meta: { errorToast: false },
  });

export const useVerifyEmail = (token: string | undefined) => useSuspenseQuery(verifyEmailQueryOptions(token));
