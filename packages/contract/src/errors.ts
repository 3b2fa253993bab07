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
  /** The card processor cannot be reached (503). */
  PROCESSOR_UNAVAILABLE: 'PROCESSOR_UNAVAILABLE',
  /** A money-moving action the merchant's balance does not cover (409). */
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  /** Money-out refused: KYB is not approved yet (403). */
  KYB_NOT_APPROVED: 'KYB_NOT_APPROVED',
  /** A KYB change while under review or after approval (409). */
  KYB_LOCKED: 'KYB_LOCKED',
  /** An approve/reject decision when the merchant is not under review (409). */
  KYB_NOT_UNDER_REVIEW: 'KYB_NOT_UNDER_REVIEW',
  /** An account name lookup found no such account at the bank (422, on accountNumber). */
  BANK_ACCOUNT_NOT_FOUND: 'BANK_ACCOUNT_NOT_FOUND',
  /** A payout asked for a currency without a settlement account. */
  SETTLEMENT_ACCOUNT_REQUIRED: 'SETTLEMENT_ACCOUNT_REQUIRED',
  /** Payouts to a newly added settlement account wait 24 hours. */
  SETTLEMENT_ACCOUNT_ON_HOLD: 'SETTLEMENT_ACCOUNT_ON_HOLD',
  /** A wrong PIN (422, field error on the PIN's field, with the attempts left). */
  INVALID_PIN: 'INVALID_PIN',
  /** Five wrong PINs: PIN use is locked until a time the message gives (423, with Retry-After). */
  PIN_LOCKED: 'PIN_LOCKED',
  /** register-pin when a PIN is already set (409). */
  PIN_ALREADY_SET: 'PIN_ALREADY_SET',
  /** change-pin (or a money-out action) before any PIN was set (409). */
  PIN_NOT_SET: 'PIN_NOT_SET',
  /** A payment link address another link has (409). */
  SLUG_TAKEN: 'SLUG_TAKEN',
  /** A change or deletion a link with transactions cannot take (409). */
  PAYMENT_LINK_HAS_TRANSACTIONS: 'PAYMENT_LINK_HAS_TRANSACTIONS',
  /** Checkout on a link that is inactive, expired or used up (409). */
  PAYMENT_LINK_UNAVAILABLE: 'PAYMENT_LINK_UNAVAILABLE',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  IDEMPOTENCY_KEY_IN_PROGRESS: 'IDEMPOTENCY_KEY_IN_PROGRESS',
  CHECKOUT_NOT_AWAITING_OTP: 'CHECKOUT_NOT_AWAITING_OTP',
  CHECKOUT_NOT_AWAITING_TRANSFER: 'CHECKOUT_NOT_AWAITING_TRANSFER',
  CHECKOUT_NOT_AWAITING_PAYMENT: 'CHECKOUT_NOT_AWAITING_PAYMENT',
  TRANSFER_ACCOUNT_EXPIRED: 'TRANSFER_ACCOUNT_EXPIRED',
  USSD_EXPIRED: 'USSD_EXPIRED',
  /** Sandbox: only a bank transfer or USSD checkout can be simulated (409). */
  NOT_SIMULATABLE: 'NOT_SIMULATABLE',
  /** Checkout with an email the merchant has blacklisted (422, field error on email). */
  CUSTOMER_BLACKLISTED: 'CUSTOMER_BLACKLISTED',
  /** No rate is set for this currency pair (409). */
  CONVERSION_UNAVAILABLE: 'CONVERSION_UNAVAILABLE',
  /** A conversion named a quote past its expiry (409): get a new rate. */
  CONVERSION_QUOTE_EXPIRED: 'CONVERSION_QUOTE_EXPIRED',
  /** A conversion named a quote that already converted (409). */
  CONVERSION_QUOTE_USED: 'CONVERSION_QUOTE_USED',
  /** A refund of a payment that is not successful or underpaid (409). */
  REFUND_NOT_ALLOWED: 'REFUND_NOT_ALLOWED',
  /** A refund above what is left to refund of the payment (422, field error on amount). */
  REFUND_EXCEEDS_PAID: 'REFUND_EXCEEDS_PAID',
  /** Two-person approval: the member who requested a payout tried to approve it (403). */
  PAYOUT_OWN_APPROVAL: 'PAYOUT_OWN_APPROVAL',
  /** Approve or reject of a payout that is not waiting for approval (any more) (409). */
  PAYOUT_NOT_AWAITING_APPROVAL: 'PAYOUT_NOT_AWAITING_APPROVAL',
  /** Two-person approval: the member who asked for a settlement-account change tried to approve it (403). */
  SETTLEMENT_ACCOUNT_OWN_APPROVAL: 'SETTLEMENT_ACCOUNT_OWN_APPROVAL',
  /** Approve or reject of a settlement-account change that is not waiting (any more) (409). */
  SETTLEMENT_ACCOUNT_CHANGE_NOT_AWAITING: 'SETTLEMENT_ACCOUNT_CHANGE_NOT_AWAITING',
  /** A second settlement-account change while one still waits for approval (409). */
  SETTLEMENT_ACCOUNT_CHANGE_PENDING: 'SETTLEMENT_ACCOUNT_CHANGE_PENDING',
  /** Cancel of an approval-limit change that no longer waits: it took effect, or was cancelled or replaced (409). */
  APPROVAL_LIMIT_CHANGE_NOT_SCHEDULED: 'APPROVAL_LIMIT_CHANGE_NOT_SCHEDULED',
  /** An API-key reveal link opened a second time (409). */
  API_KEY_REVEAL_USED: 'API_KEY_REVEAL_USED',
  /** An API-key reveal link opened after its 15 minutes (409). */
  API_KEY_REVEAL_EXPIRED: 'API_KEY_REVEAL_EXPIRED',
  /** settings/send-api-key could not send the email (503). */
  CREDENTIALS_NOT_SENT: 'CREDENTIALS_NOT_SENT',
  /** Public API: no secret key, an unknown one, or a rolled one past its grace (401). */
  API_KEY_INVALID: 'API_KEY_INVALID',
  /** Public API: the key's merchant has an IP allow-list without the caller's address (403). */
  API_KEY_IP_NOT_ALLOWED: 'API_KEY_IP_NOT_ALLOWED',
  /** Public API: a transaction reference this merchant already used (400, as Paystack answers it). */
  DUPLICATE_REFERENCE: 'DUPLICATE_REFERENCE',
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
  conflict: 'This cannot be done in the current state',
  invalidInvitation: 'This invitation is invalid or has expired. Ask for a new one.',
} as const;

/** The statuses an error answer may have (a subset of what the API framework takes). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 408 | 409 | 413 | 415 | 422 | 423 | 429 | 500 | 503;

/**
 * Every code the API can answer, with its status and the message used when the thrower gives none.
 * Where one code has a second status it is listed in `also` (a framework 4xx is BAD_REQUEST).
 */
export const ErrorCatalogue: Record<
  ErrorCode,
  { status: ErrorStatus; message: string; also?: readonly ErrorStatus[] }
> = {
  VALIDATION_ERROR: { status: 422, message: Messages.validation },
  MALFORMED_JSON: { status: 400, message: Messages.malformedJson },
  PAYLOAD_TOO_LARGE: { status: 413, message: Messages.payloadTooLarge },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: Messages.unsupportedMediaType },
  BAD_REQUEST: { status: 400, message: Messages.badRequest, also: [401, 403, 404, 405, 408, 409, 422, 429] },
  NOT_FOUND: { status: 404, message: Messages.notFound },
  UNAUTHENTICATED: { status: 401, message: Messages.unauthenticated },
  SESSION_EXPIRED: { status: 401, message: Messages.sessionExpired },
  NOT_AUTHORIZED: { status: 403, message: Messages.notAuthorized },
  RATE_LIMITED: { status: 429, message: Messages.rateLimited },
  INVALID_CREDENTIALS: { status: 401, message: Messages.invalidCredentials },
  EMAIL_NOT_VERIFIED: { status: 403, message: Messages.emailNotVerified },
  // Signing in: 401; proving it is you in settings: 422 with a field error.
  INVALID_TWO_FACTOR_CODE: { status: 401, message: Messages.invalidTwoFactorCode, also: [422] },
  TWO_FACTOR_CHALLENGE_EXPIRED: { status: 401, message: Messages.twoFactorExpired },
  VERIFICATION_FAILED: { status: 400, message: Messages.verificationFailed },
  INVALID_RESET_TOKEN: { status: 400, message: Messages.invalidResetToken },
  INVALID_INVITATION: { status: 400, message: Messages.invalidInvitation },
  CONFLICT: { status: 409, message: Messages.conflict },
  INTERNAL_ERROR: { status: 500, message: Messages.internal, also: [503] },
  PROCESSOR_UNAVAILABLE: { status: 503, message: 'Payments are not available right now. Try again later.' },
  INSUFFICIENT_FUNDS: { status: 409, message: 'Your balance is not enough for this' },
  KYB_NOT_APPROVED: {
    status: 403,
    message: 'Money cannot leave your account until your business verification (KYB) is approved.',
  },
  KYB_LOCKED: { status: 409, message: 'Your business verification cannot be changed now.' },
  KYB_NOT_UNDER_REVIEW: {
    status: 409,
    message: "This merchant's business verification is not under review.",
  },
  SETTLEMENT_ACCOUNT_REQUIRED: {
    status: 409,
    message: 'Add a settlement account before requesting a payout.',
  },
  SETTLEMENT_ACCOUNT_ON_HOLD: {
    status: 409,
    message: 'Payouts to a newly added settlement account start 24 hours after it was added.',
  },
  BANK_ACCOUNT_NOT_FOUND: {
    status: 422,
    message: 'No account with this number was found at this bank. Check the number and the bank.',
  },
  INVALID_PIN: { status: 422, message: 'Wrong PIN.' },
  PIN_LOCKED: { status: 423, message: 'Too many wrong PINs: PIN use is locked.' },
  PIN_ALREADY_SET: { status: 409, message: 'A transaction PIN is already set. Change it instead.' },
  PIN_NOT_SET: { status: 409, message: 'Set a transaction PIN first.' },
  SLUG_TAKEN: { status: 409, message: 'This link address is taken' },
  PAYMENT_LINK_HAS_TRANSACTIONS: { status: 409, message: 'This payment link has transactions.' },
  PAYMENT_LINK_UNAVAILABLE: { status: 409, message: 'This payment link is not available.' },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    message: 'This Idempotency-Key was used with a different request',
  },
  IDEMPOTENCY_KEY_IN_PROGRESS: {
    status: 409,
    message: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
  },
  CHECKOUT_NOT_AWAITING_OTP: { status: 409, message: 'This payment is not waiting for an OTP' },
  CHECKOUT_NOT_AWAITING_TRANSFER: { status: 409, message: 'This checkout is not waiting for a transfer' },
  CHECKOUT_NOT_AWAITING_PAYMENT: { status: 409, message: 'This checkout is not waiting for a payment' },
  TRANSFER_ACCOUNT_EXPIRED: { status: 409, message: 'This transfer account has expired' },
  USSD_EXPIRED: { status: 409, message: 'The USSD payment window expired' },
  NOT_SIMULATABLE: { status: 409, message: 'Only a bank transfer or USSD checkout can be simulated' },
  CUSTOMER_BLACKLISTED: {
    status: 422,
    message: 'This merchant cannot accept a payment from this email address. Contact the merchant for help.',
  },
  CONVERSION_UNAVAILABLE: {
    status: 409,
    message: 'Conversion from this currency to NGN is not available right now. Try again later.',
  },
  CONVERSION_QUOTE_EXPIRED: {
    status: 409,
    message: 'This rate has expired. Get a new rate and convert again.',
  },
  CONVERSION_QUOTE_USED: {
    status: 409,
    message: 'This rate has already been used for a conversion. Get a new rate.',
  },
  REFUND_NOT_ALLOWED: { status: 409, message: 'Only a successful payment can be refunded.' },
  REFUND_EXCEEDS_PAID: {
    status: 422,
    message: 'The amount is more than what is left to refund of this payment.',
  },
  PAYOUT_OWN_APPROVAL: {
    status: 403,
    message: 'You requested this payout, so another team member must approve it.',
  },
  PAYOUT_NOT_AWAITING_APPROVAL: {
    status: 409,
    message: 'This payout is not waiting for approval: it was already approved or rejected.',
  },
  SETTLEMENT_ACCOUNT_OWN_APPROVAL: {
    status: 403,
    message: 'You asked for this settlement account change, so another team member must approve it.',
  },
  SETTLEMENT_ACCOUNT_CHANGE_NOT_AWAITING: {
    status: 409,
    message:
      'This settlement account change is not waiting for approval: it was already approved, rejected or withdrawn.',
  },
  SETTLEMENT_ACCOUNT_CHANGE_PENDING: {
    status: 409,
    message: 'A settlement account change already waits for approval. Approve, reject or withdraw it first.',
  },
  APPROVAL_LIMIT_CHANGE_NOT_SCHEDULED: {
    status: 409,
    message: 'This approval limit change no longer waits: it took effect, or was cancelled or replaced.',
  },
  API_KEY_REVEAL_USED: {
    status: 409,
    message: 'This link has already been used. Request your credentials again from Settings → APIs.',
  },
  API_KEY_REVEAL_EXPIRED: {
    status: 409,
    message: 'This link has expired. Request your credentials again from Settings → APIs.',
  },
  CREDENTIALS_NOT_SENT: { status: 503, message: 'Failed to request credentials' },
  API_KEY_INVALID: { status: 401, message: 'Invalid key' },
  API_KEY_IP_NOT_ALLOWED: {
    status: 403,
    message:
      'Your IP address is not allowed to use this key. Add it to the IP allow-list in Settings → APIs.',
  },
  DUPLICATE_REFERENCE: { status: 400, message: 'Duplicate Transaction Reference' },
};

/** Whether `code` is one the API may answer (tests check every answer with it). */
export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(ErrorCatalogue, code);

/** Client-side catalogue (spec 000 §8). */
export const ClientErrors = {
  network: { message: 'Network error occurred', status: 0, code: 'NETWORK_ERROR' },
  timeout: { message: 'Request timed out', status: 408, code: 'REQUEST_TIMEOUT' },
  unknown: { message: 'An unexpected error occurred', status: 500, code: 'UNKNOWN_ERROR' },
  defaultMessage: 'An error occurred',
  defaultCode: 'UNKNOWN_ERROR',
  verificationFallback: 'Unable to verify email',
} as const;

/** A code the web app's calls can fail with: the API's catalogue plus the client's own. */
export type ClientErrorCode =
  | ErrorCode
  | typeof ClientErrors.network.code
  | typeof ClientErrors.timeout.code
  | typeof ClientErrors.unknown.code;
