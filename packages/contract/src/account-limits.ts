/**
 * Account limits (spec 001 §7 "Settings": GET get-account-limit): how much one payment may be, and
 * how much the merchant may take in one Africa/Lagos day, by KYB business category. The checkout
 * refuses a payment over either (422 on `amount`) before the processor is asked: the checkout is
 * opened, counted with every other of the day, and failed with the limit as its reason when the
 * day's count then passes the limit, so checkouts started at the same instant cannot together
 * pass it (near the limit, they may all be refused; a retry goes through when one fits).
 *
 * Decisions (the spec gives no figures):
 * - The limits are those of the merchant's KYB category once its KYB is approved; until then (no
 *   profile, in progress, under review, rejected) the starter business's, the smallest.
 * - A payment counts against the day by what the customer is asked to pay (`total`, the fee
 *   included when the customer bears it): a payment received that day (success or underpaid) by
 *   what it kept, a checkout still under way (pending, OTP, awaiting a transfer) by its total,
 *   since it may still be paid. A failed one counts for nothing.
 * - Each currency has its own limits and its own day's count.
 */
import { z } from 'zod';
import { defineEndpoint, needs } from './endpoint.ts';
import { DEFAULT_KYB_CATEGORY_ID } from './kyb-reference.ts';
import { format, money } from './money.ts';
import { LINK_CURRENCIES, type LinkCurrency } from './payments.ts';

export type Limits = { perTransaction: bigint; daily: bigint };

/** By KYB category id, per currency, in minor units. */
export const ACCOUNT_LIMITS: Readonly<Record<number, Readonly<Record<LinkCurrency, Limits>>>> = {
  /** Starter business (and every merchant not yet verified): ₦1m a payment, ₦10m a day. */
  1: {
    NGN: { perTransaction: 100_000_000n, daily: 1_000_000_000n },
    USD: { perTransaction: 200_000n, daily: 1_000_000n },
  },
  /** Registered business name: ₦10m a payment, ₦100m a day. */
  2: {
    NGN: { perTransaction: 1_000_000_000n, daily: 10_000_000_000n },
    USD: { perTransaction: 1_000_000n, daily: 10_000_000n },
  },
  /** Limited liability company: ₦50m a payment, ₦500m a day. */
  3: {
    NGN: { perTransaction: 5_000_000_000n, daily: 50_000_000_000n },
    USD: { perTransaction: 5_000_000n, daily: 50_000_000n },
  },
  /** NGO / incorporated trustees: as a registered business name. */
  4: {
    NGN: { perTransaction: 1_000_000_000n, daily: 10_000_000_000n },
    USD: { perTransaction: 1_000_000n, daily: 10_000_000n },
  },
};

/** The category whose limits apply: the merchant's own once approved, else the starter's. */
export function limitsCategory(kyb: { categoryId: number; approved: boolean } | null): number {
  if (!kyb?.approved || !ACCOUNT_LIMITS[kyb.categoryId]) return DEFAULT_KYB_CATEGORY_ID;
  return kyb.categoryId;
}

export const accountLimitsFor = (categoryId: number, currency: LinkCurrency): Limits =>
  (ACCOUNT_LIMITS[categoryId] ?? ACCOUNT_LIMITS[DEFAULT_KYB_CATEGORY_ID]!)[currency];

export const ACCOUNT_LIMIT_MESSAGES = {
  read: 'Account limits retrieved successfully',
  perTransaction: (currency: LinkCurrency, limit: bigint) =>
    `This payment is above the ${format(money(limit, currency))} this business can accept in one payment`,
  daily: (currency: LinkCurrency, left: bigint) =>
    left > 0n
      ? `This business can accept only ${format(money(left, currency))} more today`
      : 'This business cannot accept more payments today. Try again tomorrow.',
  /** The failure reason the merchant reads on a checkout refused by a limit. */
  failedPerTransaction: 'Over the account’s per-payment limit',
  failedDaily: 'Over the account’s daily limit',
} as const;

export const CurrencyLimit = z
  .object({
    currency: z.enum(LINK_CURRENCIES),
    /** The most one payment may be (what the customer is asked to pay). */
    perTransaction: z.number().int(),
    /** The most the day's payments may add up to. */
    daily: z.number().int(),
    /** Counted against today so far (received, and checkouts still under way). */
    usedToday: z.number().int(),
    /** daily − usedToday, never below zero. */
    leftToday: z.number().int(),
  })
  .meta({ id: 'CurrencyLimit' });
export type CurrencyLimit = z.infer<typeof CurrencyLimit>;

export const AccountLimit = z
  .object({
    /** The KYB category whose limits apply. */
    category: z.object({ id: z.number().int(), name: z.string() }),
    /** false: KYB is not approved yet, so the starter business's limits apply. */
    verified: z.boolean(),
    /** Today, the Africa/Lagos day the counts are for (YYYY-MM-DD). */
    day: z.string(),
    limits: z.array(CurrencyLimit),
  })
  .meta({ id: 'AccountLimit' });
export type AccountLimit = z.infer<typeof AccountLimit>;

/** GET get-account-limit: the limits that apply and what is left of today's. */
export const getAccountLimit = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/get-account-limit',
  access: needs('settings-all:read'),
  response: AccountLimit,
});
