/**
 * The hydrated page's calls to the public JSON endpoints (spec 001 §7): method, version and path
 * come from the contract's descriptors (checkout.ts). Its own small fetch, not the dashboard's
 * client: no session, no bearer token, no cookies, and nothing of the dashboard in the pay bundle.
 */

import { type CallArgs, type Callable, fillPath } from '@payrail/contract/endpoint';
import { type ClientErrorCode, ClientErrors, isErrorCode } from '@payrail/contract/errors';
import {
  type CheckoutState,
  checkoutState,
  simulateTransfer as simulateTransferEndpoint,
  startByRef,
  startBySlug,
  submitOtp as submitOtpEndpoint,
} from '@payrail/contract/routes/checkout';
import type { FieldErrors, LinkSelector } from './pay-state.ts';

export type Answer =
  | { ok: true; state: CheckoutState }
  | { ok: false; status: number; code: ClientErrorCode; message: string; errors: FieldErrors };

const OFFLINE = 'We could not reach Payrail. Check your connection and try again.';

export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** One call: the descriptor's method and path, its params typed by the contract; JSON in and out. */
async function call<E extends Callable>(
  d: E,
  params: CallArgs<E>['params'],
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  let res: Response;
  try {
    res = await fetch(`/api/${d.version}${fillPath(d.path, params)}`, {
      method: d.method.toUpperCase(),
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      credentials: 'omit',
    });
  } catch {
    return { ok: false, status: 0, code: ClientErrors.network.code, message: OFFLINE, errors: {} };
  }
  const json = (await res.json().catch(() => ({}))) as {
    message?: string;
    errorCode?: unknown;
    errors?: FieldErrors;
    responseBody?: CheckoutState;
  };
  if (res.ok && json.responseBody) return { ok: true, state: json.responseBody };
  return {
    ok: false,
    status: res.status,
    code: isErrorCode(json.errorCode) ? json.errorCode : ClientErrors.defaultCode,
    message: json.message ?? 'Something went wrong. Please try again.',
    errors: json.errors ?? {},
  };
}

/** Starts checkout on the link the page shows, by the same ref or slug as the page's address. */
export function startCheckout(link: LinkSelector, body: unknown, idempotencyKey: string) {
  const headers = { 'idempotency-key': idempotencyKey };
  return 'ref' in link ? call(startByRef, link, body, headers) : call(startBySlug, link, body, headers);
}
export const submitOtp = (reference: string, otp: string) => call(submitOtpEndpoint, { reference }, { otp });
export const simulateTransfer = (reference: string, amount: number | undefined) =>
  call(simulateTransferEndpoint, { reference }, amount === undefined ? {} : { amount });
export const readCheckout = (reference: string) => call(checkoutState, { reference });
