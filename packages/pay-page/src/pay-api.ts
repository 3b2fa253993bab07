/** The hydrated page's calls to the public JSON endpoints (spec 001 §7 and contract checkout.ts). */
import type { CheckoutState } from '@payrail/contract/checkout';
import { type ClientErrorCode, ClientErrors, isErrorCode } from '@payrail/contract/errors';
import type { FieldErrors } from './pay-state.ts';

export type Answer =
  | { ok: true; state: CheckoutState }
  | { ok: false; status: number; code: ClientErrorCode; message: string; errors: FieldErrors };

const OFFLINE = 'We could not reach Payrail. Check your connection and try again.';

export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
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

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  call(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const checkoutUrl = (reference: string) => `/api/v1/payment-links/checkout/${encodeURIComponent(reference)}`;

export const startCheckout = (startUrl: string, body: unknown, idempotencyKey: string) =>
  post(startUrl, body, { 'idempotency-key': idempotencyKey });
export const submitOtp = (reference: string, otp: string) => post(`${checkoutUrl(reference)}/otp`, { otp });
export const simulateTransfer = (reference: string, amount: number | undefined) =>
  post(`${checkoutUrl(reference)}/simulate-transfer`, amount === undefined ? {} : { amount });
export const readCheckout = (reference: string) => call(checkoutUrl(reference));
