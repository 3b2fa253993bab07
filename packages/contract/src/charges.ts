/**
 * What the merchant is charged (spec 001 §7 "Settings": GET charges/pay-in, GET
 * charges/checkout-charges; GET charges/settlement is in balances.ts). The figures come from the
 * pricing table the checkout itself quotes from (the API's merchant-settings module: the
 * merchant's own row, or DEFAULT_PAY_IN_PRICING), through the same `quoteCharge` (money.ts), so
 * what this shows is what the next checkout charges.
 *
 * Amounts are integer minor units (kobo, cents).
 */
import { z } from 'zod';
import { defineEndpoint, needs } from './endpoint.ts';
import { LINK_CURRENCIES, LinkCurrency } from './payments.ts';

export const CHARGES_MESSAGES = {
  payIn: 'Pay-in charges retrieved successfully',
  checkout: 'Checkout charges retrieved successfully',
  amountType: 'Enter an amount in minor units (kobo, cents)',
  amountInt: 'Enter a whole number of minor units (kobo, cents)',
  amountMin: 'The amount must be above zero',
  amountMax: 'The amount is too large',
} as const;
const M = CHARGES_MESSAGES;

/** A pay-in fee schedule: `percentBps` (150 = 1.5 %) of the price plus `flat`, at most `cap`. */
export const PayInPricing = z
  .object({
    currency: z.enum(LINK_CURRENCIES),
    percentBps: z.number().int(),
    flat: z.number().int(),
    /** The most one payment's fee can be; null: no cap. */
    cap: z.number().int().nullable(),
    /** The flat part is not charged below this price; null: always charged. */
    flatWaivedBelow: z.number().int().nullable(),
    /** true: terms agreed with this merchant; false: the standard pricing. */
    custom: z.boolean(),
  })
  .meta({ id: 'PayInPricing' });
export type PayInPricing = z.infer<typeof PayInPricing>;

export const PayInCharges = z
  .object({
    /** Who bears the fee now (settings/charge-payer `person`). */
    chargePayer: z.enum(['merchant', 'customer']),
    pricing: z.array(PayInPricing),
  })
  .meta({ id: 'PayInCharges' });
export type PayInCharges = z.infer<typeof PayInCharges>;

export const CheckoutChargesQuery = z
  .object({
    amount: z.coerce
      .number({ message: M.amountType })
      .int(M.amountInt)
      .min(1, M.amountMin)
      .max(Number.MAX_SAFE_INTEGER, M.amountMax),
    currency: LinkCurrency.default('NGN'),
  })
  .meta({ id: 'CheckoutChargesQuery' });
export type CheckoutChargesQuery = z.infer<typeof CheckoutChargesQuery>;

/** What a checkout of `amount` would ask and leave, with the charge payer as it is now. */
export const CheckoutCharges = z
  .object({
    currency: z.enum(LINK_CURRENCIES),
    /** The price. */
    amount: z.number().int(),
    fee: z.number().int(),
    /** What the customer is asked to pay: amount + fee when the customer bears the fee. */
    total: z.number().int(),
    /** What the merchant's pending balance receives: total − fee. */
    merchantReceives: z.number().int(),
    chargePayer: z.enum(['merchant', 'customer']),
  })
  .meta({ id: 'CheckoutCharges' });
export type CheckoutCharges = z.infer<typeof CheckoutCharges>;

/** GET charges/pay-in: the merchant's pay-in fee schedule per currency. */
export const payInCharges = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/charges/pay-in',
  access: needs('settings-all:read'),
  response: PayInCharges,
});

/** GET charges/checkout-charges?amount=&currency=: the fee and total of a checkout of that price. */
export const checkoutCharges = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/charges/checkout-charges',
  access: needs('settings-all:read'),
  query: CheckoutChargesQuery,
  response: CheckoutCharges,
});
