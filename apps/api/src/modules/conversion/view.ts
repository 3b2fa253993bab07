/** A conversion as the API answers it (contract Conversion). */
import type { Conversion } from '@payrail/contract/conversion';
import { formatRate } from '@payrail/contract/conversion-rate';
import type { conversions } from '#db/schema/index.ts';
import { jsonAmount } from '#modules/transactions/index.ts';

export type ConversionRow = typeof conversions.$inferSelect;

export function conversionView(c: ConversionRow): Conversion {
  return {
    id: c.id,
    reference: c.reference,
    from: c.fromCurrency,
    to: c.toCurrency,
    amount: jsonAmount(c.amount),
    converted: jsonAmount(c.converted),
    rate: formatRate(c.rate),
    quoteId: c.quoteId,
    createdAt: c.createdAt.toISOString(),
  };
}
