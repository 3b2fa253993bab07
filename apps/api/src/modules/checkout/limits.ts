/**
 * Per-IP limits on the public checkout calls (kept in the database: lib/rate-limit.ts). Every
 * call is counted whatever it sends (a refused one too), so card-testing bursts are slowed; a
 * checkout start is counted in the statement that opens it (start-service.ts).
 */
import type { Origin, PublicCtx } from '#lib/context.ts';
import type { Limit } from '#lib/rate-limit.ts';

/** What a limited call needs of the request context: the deps, and the caller's address. */
export type PayerCtx = Pick<PublicCtx, 'deps'> & { actor: Pick<Origin, 'ip'> };

export const CheckoutLimits = {
  start: { name: 'checkout-start:ip', max: 60, windowMs: 60_000 },
  action: { name: 'checkout-action:ip', max: 60, windowMs: 60_000 },
} satisfies Record<string, Limit>;

/** Wrong OTPs allowed on one checkout before it fails. */
export const MAX_OTP_ATTEMPTS = 3;
