import { ErrorCatalogue, ErrorCode, type ErrorStatus, Messages } from '@payrail/contract/errors';

/**
 * The one error type services throw; the app's error handler turns it into the error body.
 * The code comes from the contract's catalogue, which also gives the status (and the message when
 * the thrower has none more precise); `status` overrides it only where the catalogue allows.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: ErrorStatus;
  readonly errors: Record<string, string[]> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string = ErrorCatalogue[code].message,
    opts: { errors?: Record<string, string[]>; headers?: Record<string, string>; status?: ErrorStatus } = {},
  ) {
    super(message);
    this.code = code;
    this.status = opts.status ?? ErrorCatalogue[code].status;
    this.errors = opts.errors;
    this.headers = opts.headers;
  }
}

export const notFound = (message: string = Messages.notFound) => new AppError(ErrorCode.NOT_FOUND, message);
export const unauthenticated = (
  message: string = Messages.unauthenticated,
  code: typeof ErrorCode.UNAUTHENTICATED | typeof ErrorCode.SESSION_EXPIRED = ErrorCode.UNAUTHENTICATED,
) => new AppError(code, message);
export const forbidden = () => new AppError(ErrorCode.NOT_AUTHORIZED, Messages.notAuthorized);
export const validation = (errors: Record<string, string[]>, message: string = Messages.validation) =>
  new AppError(ErrorCode.VALIDATION_ERROR, message, { errors });
/** A request the current state refuses (409): a generic CONFLICT or a more precise code. */
export const conflict = (message: string, code: ErrorCode = ErrorCode.CONFLICT) =>
  new AppError(code, message);
