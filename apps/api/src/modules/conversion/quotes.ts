/**
 * Quotes: GET conversion/get-conversion-rate/… gives the merchant the rate applied now and holds it
 * for CONVERSION_QUOTE_TTL_MS (a rate lock), stored so the conversion that names it is made at
 * exactly that rate. Time comes from `deps.clock`.
 */
import {
  CONVERSION_QUOTE_TTL_MS,
  CONVERSION_TARGET,
  type ConversionQuote,
  type ConversionSource,
} from '@payrail/contract/conversion';
import { formatRate } from '@payrail/contract/conversion-rate';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { conversionQuotes } from '#db/schema/index.ts';
import type { Ctx } from '#lib/context.ts';
import { rateFor } from './rates.ts';

/** Unused quotes are kept this long (for the record of what was offered), then removed. */
export const QUOTE_KEEP_MS = 24 * 60 * 60_000;

export type ConversionCtx = Pick<Ctx, 'deps' | 'actor'>;
export type QuoteRow = typeof conversionQuotes.$inferSelect;

export function quoteView(q: QuoteRow, now: Date): ConversionQuote {
  return {
    quoteId: q.id,
    from: q.fromCurrency as ConversionSource,
    to: CONVERSION_TARGET,
    rate: formatRate(q.rate),
    quotedAt: q.createdAt.toISOString(),
    expiresAt: q.expiresAt.toISOString(),
    expiresInSeconds: Math.max(0, Math.floor((q.expiresAt.getTime() - now.getTime()) / 1000)),
  };
}

/** A new quote from `from` into NGN for the caller's merchant. */
export async function createQuote({ deps, actor }: ConversionCtx, from: ConversionSource): Promise<QuoteRow> {
  const r = await rateFor(deps.db, deps.config.mode, { from, to: CONVERSION_TARGET });
  const now = deps.clock.now();
  // Each rate asked for is a row: the merchant's unused ones older than a day go, so the table
  // holds a day of quotes per merchant however often the dialog is opened (its index makes it cheap).
  await deps.db
    .delete(conversionQuotes)
    .where(
      and(
        eq(conversionQuotes.merchantId, actor.merchantId),
        isNull(conversionQuotes.usedAt),
        lt(conversionQuotes.createdAt, new Date(now.getTime() - QUOTE_KEEP_MS)),
      ),
    );
  const [row] = await deps.db
    .insert(conversionQuotes)
    .values({
      merchantId: actor.merchantId,
      fromCurrency: from,
      toCurrency: CONVERSION_TARGET,
      midRate: r.mid,
      spreadBps: r.spreadBps,
      rate: r.rate,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CONVERSION_QUOTE_TTL_MS),
    })
    .returning();
  return row!;
}
