/**
 * The merchant's charges (spec 001 §7 "Settings": GET charges/pay-in, GET charges/checkout-charges;
 * GET charges/settlement is the balances module's). Descriptors in packages/contract/src/charges.ts.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as charges from '@payrail/contract/charges';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import { checkoutCharges, payInCharges } from './charges-service.ts';

const tag = 'Settings';
const M = charges.CHARGES_MESSAGES;

export function chargeRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    charges.payInCharges,
    {
      tag,
      summary: 'The pay-in fee schedule, per currency',
      description:
        'The fee on a payment: `percentBps` of the price (150 = 1.5 %, rounded up to the minor unit) plus `flat` (not charged below `flatWaivedBelow`), at most `cap`. `custom`: terms agreed with this merchant rather than the standard pricing. The checkout quotes from this same schedule. `chargePayer`: who bears the fee now.',
    },
    async (ctx) => ({ message: M.payIn, responseBody: await payInCharges(ctx) }),
  );

  endpoint(
    app,
    charges.checkoutCharges,
    {
      tag,
      summary: 'What a checkout of a given price would ask and leave',
      description:
        '`amount` (the price, minor units) and `currency` (NGN by default). With the charge payer as it is now: `fee`, `total` (what the customer is asked to pay: the price, plus the fee when the customer bears it) and `merchantReceives` (total − fee, what the pending balance receives). The same computation as the checkout.',
    },
    async (ctx, { query }) => ({ message: M.checkout, responseBody: await checkoutCharges(ctx, query) }),
  );
}
