/**
 * The error catalogue shared by the API and the web app.
 *
 * Codes are stable strings the web app may rely on; messages are the ones users read. Where the
 * spec gives a message (spec 000 §8, 001 §8) it is used here verbatim, odd wording included.
 */
export const ErrorCode = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  MALFORMED_JSON: 'MALFORMED_JSON',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** A body in a media type the endpoint does not take (415): send application/json. */
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  /** Any other malformed request the framework refuses before the endpoint (4xx). */
  BAD_REQUEST: 'BAD_REQUEST',
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  NOT_AUTHORIZED: 'NOT_AUTHORIZED',
  RATE_LIMITED: 'RATE_LIMITED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  INVALID_TWO_FACTOR_CODE: 'INVALID_TWO_FACTOR_CODE',
  TWO_FACTOR_CHALLENGE_EXPIRED: 'TWO_FACTOR_CHALLENGE_EXPIRED',
  VERIFICATION_FAILED: 'VERIFICATION_FAILED',
  INVALID_RESET_TOKEN: 'INVALID_RESET_TOKEN',
  INVALID_INVITATION: 'INVALID_INVITATION',
  CONFLICT: 'CONFLICT',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Messages the user reads. Spec wording is kept exactly. */
export const Messages = {
  notAuthorized: 'Not authorized',
  invalidTwoFactorCode: 'Invalid two factor code',
  twoFactorRedirect: 'Redirect back to Two factor page to enter code',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Verify your email address to sign in. We have sent you a new link.',
  twoFactorExpired: 'This sign-in code has expired. Sign in again to get a new one.',
  verificationFailed: 'This verification link is invalid or has expired',
  invalidResetToken: 'This password reset link is invalid or has expired',
  sessionExpired: 'Your session has expired. Sign in again.',
  unauthenticated: 'Sign in to continue',
  validation: 'Some fields are not valid',
  malformedJson: 'The request body is not valid JSON',
  payloadTooLarge: 'The request body is too large',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json)',
  badRequest: 'The request could not be read',
  notFound: 'Not Found',
  rateLimited: 'Too many attempts. Try again later.',
  internal: 'Something went wrong on our side. Try again.',
} as const;

/** Client-side catalogue (spec 000 §8). */
export const ClientErrors = {
  network: { message: 'Network error occurred', status: 0, code: 'NETWORK_ERROR' },
  timeout: { message: 'Request timed out', status: 408, code: 'REQUEST_TIMEOUT' },
  unknown: { message: 'An unexpected error occurred', status: 500, code: 'UNKNOWN_ERROR' },
  defaultMessage: 'An error occurred',
  defaultCode: 'UNKNOWN_ERROR',
  verificationFallback: 'Unable to verify email',
} as const;
