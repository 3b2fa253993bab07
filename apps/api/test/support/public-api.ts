/** The public API in tests: a merchant with secret keys, and calls made with one. */

import { issueKeys } from './api-keys.ts';
import type { Harness } from './harness.ts';
import { signedInUser } from './users.ts';

export const PS = '/api/paystack';

/** A fresh merchant (owner signed in) with its test and live secret keys. */
export async function merchantWithKeys(t: Harness) {
  const owner = await signedInUser(t);
  const keys = await issueKeys(t, owner.token, owner.email);
  return { owner, merchantId: owner.row.merchantId, secret: keys.test.secretKey, live: keys.live.secretKey };
}

type Opts = { ip?: string; headers?: Record<string, string>; raw?: string };

/** A public API call with `key` as the bearer. */
export function api(
  t: Harness,
  key: string | undefined,
  method: string,
  path: string,
  body?: unknown,
  o: Opts = {},
) {
  return t.call(method, `${PS}${path}`, {
    ...(key !== undefined ? { token: key } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(o.raw !== undefined ? { raw: o.raw } : {}),
    ...(o.ip ? { ip: o.ip } : {}),
    ...(o.headers ? { headers: o.headers } : {}),
  });
}
