/**
 * The API as a program calls it, for flows that set up data without the browser: JSON in (or a
 * FormData upload) and JSON out, a bearer token when given, an Idempotency-Key on calls without one
 * (the public checkout takes it), and the answer's `responseBody`; a refusal throws with its status
 * and body.
 */
export type Api = (
  method: string,
  path: string,
  body: unknown,
  token?: string,
) => Promise<Record<string, unknown>>;

export function apiClient(baseUrl: string): Api {
  return async (method, path, body, token) => {
    const form = body instanceof FormData;
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(form ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : { 'idempotency-key': `e2e-${Math.random()}` }),
      },
      body: form ? body : JSON.stringify(body),
    });
    const json = (await res.json()) as { responseBody?: Record<string, unknown> };
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.responseBody ?? {};
  };
}

/** A web session's token for the API, signed in with the user's password. */
export async function apiToken(api: Api, user: { email: string; password: string }): Promise<string> {
  const { token } = await api('POST', '/api/v2/auth/login', {
    email: user.email,
    password: user.password,
    channel: 'web',
  });
  return token as string;
}

export type Merchant = {
  /** A call with the merchant's token. */
  call: (method: string, path: string, body?: unknown) => Promise<Record<string, unknown>>;
  /** A new payment link (₦2,500.50 fixed unless `extra` says otherwise); answers its ref. */
  createLink: (name: string, extra?: Record<string, unknown>) => Promise<string>;
};

/** Signs the user in through the API once, for a test file that sets up the links it pays. */
export async function merchantApi(
  baseUrl: string,
  user: { email: string; password: string },
): Promise<Merchant> {
  const api = apiClient(baseUrl);
  const token = await apiToken(api, user);
  const call: Merchant['call'] = (method, path, body) => api(method, path, body, token);
  return {
    call,
    createLink: async (name, extra = { amount: 250_050 }) =>
      (await call('POST', '/api/v1/merchant/payment-links/create', { name, ...extra })).ref as string,
  };
}

/** A sandbox test card (packages/contract/src/checkout-card.ts) with a valid expiry and CVV. */
export const testCard = (number: string) => ({ number, expiry: '12/35', cvv: '123' });
