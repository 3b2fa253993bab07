/**
 * Wallet conversion (spec 001 §7 "Balances, settlement and conversion"). Descriptors in
 * packages/contract/src/conversion.ts; the money movement in convert.ts; rates in rates.ts.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as conversion from '@payrail/contract/conversion';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import { conversionIdempotencyKey, makeConversion } from './convert.ts';
import { createQuote, quoteView } from './quotes.ts';
import { conversionView } from './view.ts';

const tag = 'Conversion';
const ttl = conversion.CONVERSION_QUOTE_TTL_MS / 1000;

export function conversionRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    conversion.getConversionRate,
    {
      tag,
      summary: 'A quote: the rate applied from {from} to NGN, held for 60 seconds',
      description: `The rate applied is the operator's mid rate less the provider's spread, rounded down, in NGN per one unit of \`from\` (a decimal string). The quote is stored and holds that rate for ${ttl} seconds (\`expiresAt\`, \`expiresInSeconds\`): name its \`quoteId\` in make-wallet-conversion. 409 CONVERSION_UNAVAILABLE when no rate is set for the pair (sandbox mode has a default USD→NGN rate).`,
    },
    async (ctx, { params }) => {
      const quote = await createQuote(ctx, params.from);
      return { message: 'Conversion rate', responseBody: quoteView(quote, ctx.deps.clock.now()) };
    },
  );

  endpoint(
    app,
    conversion.makeWalletConversion,
    {
      tag,
      summary: 'Convert from a wallet into the NGN wallet at a quoted rate (with the transaction PIN)',
      description:
        'The amount in the source currency’s minor units (cents: $1 to $1,000,000), `from`, the `quoteId` of get-conversion-rate and the PIN; send an `Idempotency-Key` header (8–100 visible characters): the same key and body answer the first conversion again (header `Idempotent-Replayed: true`), never a second one; the same key with another body is 409 IDEMPOTENCY_KEY_REUSED. The amount leaves the available balance of `from` and the amount converted at the quote’s rate, rounded down, arrives in the NGN available balance, in one ledger entry. 409 INSUFFICIENT_FUNDS when the balance is short (nothing is written; the quote stays usable); 409 CONVERSION_QUOTE_EXPIRED past the quote’s expiry; 409 CONVERSION_QUOTE_USED when the quote already converted; 404 for another merchant’s quote or an unknown id. The owner is emailed.',
    },
    async (ctx, { body }) => {
      const idempotencyKey = conversionIdempotencyKey(ctx.header('idempotency-key'));
      const { conversion: c, replayed } = await makeConversion(ctx, { ...body, idempotencyKey });
      return {
        message: conversion.CONVERSION_DONE,
        responseBody: conversionView(c),
        ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}),
      };
    },
  );
}
