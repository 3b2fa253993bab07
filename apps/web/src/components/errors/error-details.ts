/**
 * What "Show Error" shows: the error's message as a sentence and its code, never raw JSON. An API
 * error has its catalogue code; a failed check of an address or answer (zod) lists its messages
 * (its own message is the issues as JSON); anything else shows its message and its name.
 */
import { ClientErrors } from '@payrail/contract/errors';
import { ApiError, isRecord } from '#lib/api-error.ts';

export type ErrorDetails = { message: string; code: string };

const VALIDATION_CODE = 'VALIDATION_ERROR';

/** The `message`s of a list of issues (zod's), or nothing when it is not one. */
function issueMessages(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const messages = value.map((i) => (isRecord(i) && typeof i.message === 'string' ? i.message : undefined));
  return messages.every((m) => m !== undefined) ? (messages as string[]) : undefined;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function errorDetails(error: unknown): ErrorDetails {
  if (error instanceof ApiError) return { message: error.message, code: error.code };
  if (!(error instanceof Error)) {
    return { message: ClientErrors.unknown.message, code: ClientErrors.unknown.code };
  }
  const issues =
    issueMessages(isRecord(error) ? (error as { issues?: unknown }).issues : undefined) ??
    issueMessages(parsed(error.message));
  if (issues) return { message: issues.join('. '), code: VALIDATION_CODE };
  const json = parsed(error.message);
  if (isRecord(json) && typeof json.message === 'string') {
    return { message: json.message, code: typeof json.errorCode === 'string' ? json.errorCode : error.name };
  }
  return {
    message: error.message || ClientErrors.unknown.message,
    code: error.name || ClientErrors.unknown.code,
  };
}
