/**
 * Wallet conversion (spec 001 §7 "Balances, settlement and conversion": GET
 * conversion/get-conversion-rate/from-currency/{from}/to-currency/NGN, PUT
 * conversion/make-wallet-conversion; the balances page asks for USD by default; the toast is
 * exactly 'Conversion successfully'). The spec shows no fields; decided here:
 *
 * - Getting the rate gives a quote: the rate applied (the operator's mid rate minus the spread,
 *   conversion-rate.ts), its id and its expiry, CONVERSION_QUOTE_TTL_MS after it was given (a rate
 *   lock). The quote is stored; a conversion names it, so the rate shown is the rate applied.
 * - A conversion is an amount in the source currency's minor units (cents), the source currency,
 *   the quote's id and the transaction PIN, with an `Idempotency-Key` header (8–100 visible
 *   characters): the same key and body answer the first conversion again; another body is refused
 *   (409 IDEMPOTENCY_KEY_REUSED). A quote converts once (409 CONVERSION_QUOTE_USED), before it
 *   expires (409 CONVERSION_QUOTE_EXPIRED); another merchant's quote is a 404.
 * - The amount leaves the source wallet's available balance and the converted amount (rounded
 *   down) arrives in the NGN available balance, in one ledger entry of kind `conversion`.
 * - Reading the rate needs `balances:read` (the page's permission); converting `balances:create`.
 */
import { z } from 'zod';
import { defineEndpoint, needs } from './endpoint.ts';
import type { Currency } from './money.ts';
import { PinDigits } from './pin.ts';
import { line } from './text.ts';

export const CONVERSION_TARGET = 'NGN' as const;
/** The currencies a merchant can convert into NGN; the balances page offers the first. */
export const CONVERSION_SOURCES = ['USD'] as const satisfies readonly Currency[];
export type ConversionSource = (typeof CONVERSION_SOURCES)[number];
/** How long a quoted rate holds. */
export const CONVERSION_QUOTE_TTL_MS = 60_000;
/** The smallest conversion: $1. */
export const CONVERSION_MIN = 100;
/** The largest single conversion: $1,000,000. */
export const CONVERSION_MAX = 100_000_000;

/** Spec 001 §8: the toast of a conversion, exactly. */
export const CONVERSION_DONE = 'Conversion successfully';

const AMOUNT = {
  type: 'Enter the amount in cents (a whole number)',
  int: 'Enter a whole number of cents',
  min: `The smallest conversion is $${CONVERSION_MIN / 100}`,
  max: `The largest conversion is $${(CONVERSION_MAX / 100).toLocaleString('en-US')}`,
};
const Source = z.enum(CONVERSION_SOURCES, { message: 'Conversion to NGN is from USD' });

export const ConversionRateParams = z.object({ from: Source });

export const ConversionQuote = z
  .object({
    /** Name it in make-wallet-conversion. */
    quoteId: z.uuid(),
    from: Source,
    to: z.literal(CONVERSION_TARGET),
    /** The rate applied: units of `to` per one unit of `from`, a decimal ("1534.25"). */
    rate: z.string(),
    quotedAt: z.string(),
    expiresAt: z.string(),
    /** Seconds from this answer to the expiry: the countdown, whatever the browser's clock says. */
    expiresInSeconds: z.number().int(),
  })
  .meta({ id: 'ConversionQuote' });
export type ConversionQuote = z.infer<typeof ConversionQuote>;

/** PUT conversion/make-wallet-conversion. */
export const MakeConversionRequest = z
  .object({
    amount: z
      .number({ message: AMOUNT.type })
      .int(AMOUNT.int)
      .min(CONVERSION_MIN, AMOUNT.min)
      .max(CONVERSION_MAX, AMOUNT.max),
    from: Source,
    /** The quote's id; one that is not a quote of this merchant is a 404. */
    quoteId: line().trim().min(1, 'Get a rate first').max(64, 'Unknown rate'),
    pin: PinDigits,
  })
  .meta({ id: 'MakeConversionRequest' });
export type MakeConversionRequest = z.input<typeof MakeConversionRequest>;

export const Conversion = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    from: z.string(),
    to: z.string(),
    /** Minor units of `from` that left its balance. */
    amount: z.number().int(),
    /** Minor units of `to` that arrived. */
    converted: z.number().int(),
    rate: z.string(),
    quoteId: z.uuid(),
    createdAt: z.string(),
  })
  .meta({ id: 'Conversion' });
export type Conversion = z.infer<typeof Conversion>;

/** GET conversion/get-conversion-rate/from-currency/{from}/to-currency/NGN: a quote, held 60 s. */
export const getConversionRate = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/conversion/get-conversion-rate/from-currency/{from}/to-currency/NGN',
  access: needs('balances:read'),
  params: ConversionRateParams,
  response: ConversionQuote,
  errors: ['CONVERSION_UNAVAILABLE'],
});

/** PUT conversion/make-wallet-conversion: 'Conversion successfully'. */
export const makeWalletConversion = defineEndpoint({
  method: 'put',
  version: 'v1',
  path: '/conversion/make-wallet-conversion',
  access: needs('balances:create'),
  body: MakeConversionRequest,
  response: Conversion,
  errors: [
    'NOT_FOUND',
    'INSUFFICIENT_FUNDS',
    'CONVERSION_QUOTE_EXPIRED',
    'CONVERSION_QUOTE_USED',
    'INVALID_PIN',
    'PIN_LOCKED',
    'PIN_NOT_SET',
    'IDEMPOTENCY_KEY_REUSED',
  ],
});
