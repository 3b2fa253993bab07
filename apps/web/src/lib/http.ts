/**
 * The one API client. Adds the bearer token, times out after 60 s, reads JSON and returns the
 * `{ message, responseBody }` envelope; every failure becomes an ApiError from the catalogue of
 * spec 000 §8. It never shows toasts (query-client.ts does, in one place).
 *
 * Session rules (spec 000 §4): a 401 or 405 clears the session and leaves for /auth/login, except
 * when the message is 'Invalid two factor code'; the message 'Redirect back to Two factor page to
 * enter code' also clears the session. Where to go is the app's business: main.tsx registers it.
 *
 * A 403 means the user's permissions changed under them: main.tsx registers a refetch of their
 * access, so navigation and guards catch up without signing in again.
 */
import { REQUEST_TIMEOUT_MS } from '@payrail/contract/constants';
import { type Answer, type CallArgs, type Callable, fillPath } from '@payrail/contract/endpoint';
import { Messages } from '@payrail/contract/errors';
import { clearSession, getSessionToken } from '#stores/session-store.ts';
import { errorFromResponse, isRecord, networkError, timeoutError, unexpectedError } from './api-error';

type ApiVersion = 'v1' | 'v2' | 'dev';
export type Envelope<T> = { message: string; responseBody: T };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Query = Record<string, string | number | boolean | null | undefined>;

type RequestOptions = {
  /** API base: /api/v1 (default), /api/v2 or /api/dev. */
  version?: ApiVersion;
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Request headers an endpoint reads beside the body (a payout's Idempotency-Key). */
  headers?: Record<string, string>;
};

let lastRequestAt = 0;
/** When the last call left the browser (the idle timer pings only when there were none lately). */
export const lastApiRequestAt = (): number => lastRequestAt;

let sessionEnded: () => void = () => window.location.assign('/auth/login');
/** Registers where to go after a 401/405 has cleared the session. */
export function onSessionEnded(handler: () => void): void {
  sessionEnded = handler;
}

let forbidden: (path: string) => void = () => {};
/** Registers what a 403 answer triggers; it gets the path that was refused. */
export function onForbidden(handler: (path: string) => void): void {
  forbidden = handler;
}

function apiUrl(version: ApiVersion, path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return `/api/${version}${path}${qs ? `?${qs}` : ''}`;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob) return body;
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

async function send(
  method: Method,
  path: string,
  opts: RequestOptions,
  as: 'json' | 'blob',
): Promise<unknown> {
  const headers: Record<string, string> = { ...opts.headers, Accept: 'application/json' };
  const token = getSessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  try {
    body = encodeBody(opts.body, headers);
  } catch {
    throw unexpectedError();
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  opts.signal?.addEventListener('abort', cancel);

  let status: number;
  let ok: boolean;
  let raw = '';
  let blob: Blob | undefined;
  try {
    lastRequestAt = Date.now();
    const response = await fetch(apiUrl(opts.version ?? 'v1', path, opts.query), {
      method,
      headers,
      body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    status = response.status;
    ok = response.ok;
    if (ok && as === 'blob') blob = await response.blob();
    else raw = await response.text();
  } catch (error) {
    if (timedOut) throw timeoutError();
    if (opts.signal?.aborted) throw error; // cancelled by the caller (e.g. a query unmounting)
    throw error instanceof TypeError ? networkError() : unexpectedError();
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', cancel);
  }

  const json = parseJson(raw);
  if (isRecord(json) && json.message === Messages.twoFactorRedirect) clearSession();

  if (!ok) {
    const error = errorFromResponse(status, json ?? raw);
    if ((status === 401 || status === 405) && error.message !== Messages.invalidTwoFactorCode) {
      clearSession();
      sessionEnded();
    }
    if (status === 403) forbidden(path);
    throw error;
  }
  if (blob) return blob;
  if (status === 204) return { message: '', responseBody: undefined };
  if (!isRecord(json)) throw unexpectedError(raw);
  return json;
}

/** For query functions: the payload only. */
export const responseBody = <T>(envelope: Envelope<T>): T => envelope.responseBody;

/** How a call is made, beside what the endpoint declares. */
export type CallOptions = {
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
  headers?: Record<string, string>;
};

function target<E extends Callable>(
  d: E,
  args: CallArgs<E>,
  opts: CallOptions,
): [Method, string, RequestOptions] {
  const a = args as { params?: Record<string, unknown>; query?: Query; body?: unknown };
  return [
    d.method.toUpperCase() as Method,
    fillPath(d.path, a.params),
    {
      version: d.version,
      ...(a.query ? { query: a.query } : {}),
      ...(a.body !== undefined ? { body: a.body } : {}),
      ...opts,
    },
  ];
}

/**
 * Calls an endpoint of the contract by its route (`@payrail/contract/routes/<area>`, plain data
 * without the schemas) or its descriptor: `call(pin.checkPin, {})`,
 * `call(links.showPaymentLink, { params: { ref } })`. Path, method and version come from it; the
 * answer is typed by the descriptor's response schema.
 */
export async function call<E extends Callable>(
  d: E,
  args: CallArgs<E>,
  opts: CallOptions = {},
): Promise<Envelope<Answer<E>>> {
  const [method, path, options] = target(d, args, opts);
  return (await send(method, path, options, 'json')) as Envelope<Answer<E>>;
}

/** Calls an endpoint whose answer is a file (a picture, a document): its bytes. */
export async function callFile<E extends Callable & { readonly file: readonly string[] }>(
  d: E,
  args: CallArgs<E>,
  opts: CallOptions = {},
): Promise<Blob> {
  const [method, path, options] = target(d, args, opts);
  return (await send(method, path, options, 'blob')) as Blob;
}
