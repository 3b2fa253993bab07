/**
 * The API as a program calls it, for flows that set up data without the browser: JSON in and out,
 * a bearer token when given, an Idempotency-Key on calls without one (the public checkout takes
 * it), and the answer's `responseBody`; a refusal throws with its status and body.
 */
export type Api = (
  method: string,
  path: string,
  body: unknown,
  token?: string,
) => Promise<Record<string, unknown>>;

export function apiClient(baseUrl: string): Api {
  return async (method, path, body, token) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : { 'idempotency-key': `e2e-${Math.random()}` }),
      },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { responseBody: Record<string, unknown> };
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.responseBody;
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

/** A sandbox test card (packages/contract/src/checkout-card.ts) with a valid expiry and CVV. */
export const testCard = (number: string) => ({ number, expiry: '12/35', cvv: '123' });
