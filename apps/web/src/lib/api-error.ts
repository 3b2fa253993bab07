/**
 * The typed error every failed call becomes (spec 000 §8). Pure mapping functions, so the
 * catalogue can be tested row by row without a network.
 */
import { type ClientErrorCode, ClientErrors, isErrorCode } from '@payrail/contract/errors';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ClientErrorCode;
  readonly body: unknown;

  constructor(message: string, status: number, code: ClientErrorCode, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }

  /** Server validation errors (`errors: { field: [first message, …] }`), when the answer has them. */
  get fieldErrors(): Record<string, string[]> | undefined {
    const errors = isRecord(this.body) ? this.body.errors : undefined;
    return isRecord(errors) ? (errors as Record<string, string[]>) : undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A failed HTTP answer: message from `message` or `errorMessage`, code from `errorCode` (a catalogue code). */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const b = isRecord(body) ? body : {};
  const message = text(b.message) ?? text(b.errorMessage) ?? ClientErrors.defaultMessage;
  const code = isErrorCode(b.errorCode) ? b.errorCode : ClientErrors.defaultCode;
  return new ApiError(message, status, code, body);
}

export const networkError = () =>
  new ApiError(ClientErrors.network.message, ClientErrors.network.status, ClientErrors.network.code);

export const timeoutError = () =>
  new ApiError(ClientErrors.timeout.message, ClientErrors.timeout.status, ClientErrors.timeout.code);

export const unexpectedError = (body: unknown = null) =>
  new ApiError(ClientErrors.unknown.message, ClientErrors.unknown.status, ClientErrors.unknown.code, body);

/** Anything thrown that is not already an ApiError becomes 'An unexpected error occurred'. */
export function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : unexpectedError();
}
