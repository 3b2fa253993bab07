import { ErrorCode, Messages } from '@payrail/contract/errors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error type services throw; the app's error handler turns it into the error body. */
export class AppError extends Error {
  readonly code: string;
  readonly status: ContentfulStatusCode;
  readonly errors: Record<string, string[]> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: string,
    status: ContentfulStatusCode,
    message: string,
    opts: { errors?: Record<string, string[]>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.code = code;
    this.status = status;
    this.errors = opts.errors;
    this.headers = opts.headers;
  }
}

export const notFound = (message: string = Messages.notFound) =>
  new AppError(ErrorCode.NOT_FOUND, 404, message);
export const unauthenticated = (
  message: string = Messages.unauthenticated,
  code: string = ErrorCode.UNAUTHENTICATED,
) => new AppError(code, 401, message);
export const forbidden = () => new AppError(ErrorCode.NOT_AUTHORIZED, 403, Messages.notAuthorized);
export const validation = (errors: Record<string, string[]>, message: string = Messages.validation) =>
  new AppError(ErrorCode.VALIDATION_ERROR, 422, message, { errors });
