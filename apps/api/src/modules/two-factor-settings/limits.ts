/** Rate limits of the two-factor settings, per user, on top of each code's own 5 tries. */
import type { Limit } from '#lib/rate-limit.ts';

export const TwoFactorLimits = {
  /** Emails: initiate, resend, and disable without a code. */
  mail: { name: '2fa-settings-mail:account', max: 5, windowMs: 15 * 60_000 },
  /** Code checks: enable, disable, authenticator confirm and removal, recovery code replacement. */
  verify: { name: '2fa-settings-verify:account', max: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;
