/**
 * What the checkout benches share: the demo owner's fixed-amount link, and the n-th payer's request
 * to pay it with the sandbox success card (its own Idempotency-Key and client address, so neither
 * replay nor the per-IP limit shapes a run; the server runs with TRUST_PROXY=true).
 */
import { DEMO_OWNER } from '../../e2e/support/users.ts';
import { api } from './api-client.ts';

/** Signs in as the demo owner and creates one ₦5,000 fixed-amount link. */
export async function demoLink(baseUrl: string, name: string): Promise<{ token: string; ref: string }> {
  const login = await api<{ token: string }>(baseUrl, 'POST', '/api/v2/auth/login', {
    ...DEMO_OWNER,
    channel: 'web',
  });
  const link = await api<{ ref: string }>(
    baseUrl,
    'POST',
    '/api/v1/merchant/payment-links/create',
    { name, amountType: 'fixed', amount: 500_000, currency: 'NGN' },
    login.token,
  );
  return { token: login.token, ref: link.ref };
}

export const payPath = (ref: string) => `/api/v1/payment-links/${ref}`;

/** The n-th payment of a run tagged `tag`: headers and JSON body. */
export function payment(tag: string, n: number): { headers: Record<string, string>; body: string } {
  return {
    headers: {
      'content-type': 'application/json',
      'idempotency-key': `bench-${tag}-${n}`,
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      email: `payer${n % 5000}@example.test`,
      name: 'Bench Payer',
      channel: 'card',
      card: { number: '4084084084084081', expiry: '12/39', cvv: '408' },
    }),
  };
}
