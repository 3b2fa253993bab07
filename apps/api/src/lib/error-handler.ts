/** Turns every failure into the error body of DESIGN.md §3; a 5xx only for our own faults. */
import { ErrorCode, Messages } from '@payrail/contract/errors';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { type ZodError, z } from 'zod';
import type { AppEnv } from './env.ts';
import { AppError } from './errors.ts';

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
  file: 'a file',
};

function kindOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'a list';
  if (typeof input === 'number' && !Number.isFinite(input)) return 'not a finite number';
  return KINDS[typeof input] ?? typeof input;
}

/**
 * The API's words for a value of the wrong type, where a schema gives none of its own (a schema's
 * message always wins; zod asks this only when there is none). zod leaves the input out of its
 * issues, so without this a field sent as a number where text is expected read "This field is
 * required": the message is written while the input is still known. Installed by createApp.
 */
export function installTypeMessages() {
  z.config({
    customError: (issue) => {
      if (issue.code !== 'invalid_type') return undefined;
      if (issue.input === undefined) return 'This field is required';
      const expected = KINDS[issue.expected] ?? issue.expected;
      return `Expected ${expected}, not ${kindOf(issue.input)}`;
    },
  });
}

/** zod issues → `{ field: [messages] }`; the first message of a field is the one a form shows. */
export function fieldErrors(error: ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    // A refused record key says why (a reserved name, a control character), not zod's "Invalid key in record".
    const keyProblem = issue.code === 'invalid_key' ? issue.issues[0]?.message : undefined;
    const message = keyProblem ?? issue.message;
    out[key] = [...(out[key] ?? []), message];
  }
  return out;
}

export function onError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) {
    if (err.headers) for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return c.json(
      { message: err.message, errorCode: err.code, ...(err.errors ? { errors: err.errors } : {}) },
      err.status,
    );
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    if (status === 400)
      return c.json({ message: Messages.malformedJson, errorCode: ErrorCode.MALFORMED_JSON }, 400);
    if (status === 413)
      return c.json({ message: Messages.payloadTooLarge, errorCode: ErrorCode.PAYLOAD_TOO_LARGE }, 413);
    if (status === 415)
      return c.json(
        { message: Messages.unsupportedMediaType, errorCode: ErrorCode.UNSUPPORTED_MEDIA_TYPE },
        415,
      );
    // Any other refusal of the framework's is the client's (a 4xx with its own code); a 5xx is ours.
    if (status < 500)
      return c.json(
        { message: err.message || Messages.badRequest, errorCode: ErrorCode.BAD_REQUEST },
        status,
      );
    c.get('log')?.error({ err }, 'framework error');
    return c.json({ message: Messages.internal, errorCode: ErrorCode.INTERNAL_ERROR }, status);
  }
  c.get('log')?.error({ err }, 'unhandled error');
  return c.json({ message: Messages.internal, errorCode: ErrorCode.INTERNAL_ERROR }, 500);
}
