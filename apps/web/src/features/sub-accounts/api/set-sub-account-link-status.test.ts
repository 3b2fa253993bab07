/** Spec 001 §4: a sub-account's link changes by PATCHing status to the opposite of the current one. */
import { afterEach, expect, test, vi } from 'vitest';
import { oppositeStatus, toggleSubAccountLink } from './set-sub-account-link-status';

afterEach(() => vi.unstubAllGlobals());

test.each([
  ['active', 'inactive'],
  ['inactive', 'active'],
] as const)('a %s link is patched to %s', async (current, wanted) => {
  expect(oppositeStatus(current)).toBe(wanted);
  const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
    Response.json({ message: 'Payment link status updated successfully', responseBody: {} }),
  );
  vi.stubGlobal('fetch', fetch);
  const answer = await toggleSubAccountLink({ ref: 'PL-ABCDEFGHJK', current });
  expect(answer.message).toBe('Payment link status updated successfully');
  const [url, init] = fetch.mock.calls[0]!;
  expect(url).toBe('/api/v1/merchant/sub-accounts/payment-links/status/PL-ABCDEFGHJK');
  expect(init.method).toBe('PATCH');
  expect(JSON.parse(String(init.body))).toEqual({ status: wanted });
});
