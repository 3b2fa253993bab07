/**
 * The merchant's charges (contract charges.ts): the pay-in fee schedule and what a checkout of a
 * given price would ask. Both come from the pricing the checkout quotes from
 * (modules/merchant-settings) through the same `quoteCharge`: nothing here computes a fee itself.
 */
import type { CheckoutCharges, CheckoutChargesQuery, PayInCharges } from '@payrail/contract/charges';
import { CHARGES_MESSAGES } from '@payrail/contract/charges';
import { quoteCharge } from '@payrail/contract/money';
import type { Ctx } from '#lib/context.ts';
import { validation } from '#lib/errors.ts';
import { checkoutSettings, merchantPayInPricing } from '#modules/merchant-settings/index.ts';
import { jsonAmount, jsonAmountOrNull } from '#modules/transactions/index.ts';

type ChargesCtx = Pick<Ctx, 'deps' | 'actor'>;

export async function payInCharges(ctx: ChargesCtx): Promise<PayInCharges> {
  const { db } = ctx.deps;
  const [settings, schedules] = await Promise.all([
    checkoutSettings(db, ctx.actor.merchantId),
    merchantPayInPricing(db, ctx.actor.merchantId),
  ]);
  return {
    chargePayer: settings.chargePayer,
    pricing: schedules.map(({ currency, pricing, custom }) => ({
      currency,
      percentBps: Number(pricing.percentBps),
      flat: jsonAmount(pricing.flat),
      cap: jsonAmountOrNull(pricing.cap),
      flatWaivedBelow: jsonAmountOrNull(pricing.flatWaivedBelow),
      custom,
    })),
  };
}

export async function checkoutCharges(
  ctx: ChargesCtx,
  query: CheckoutChargesQuery,
): Promise<CheckoutCharges> {
  const { db } = ctx.deps;
  const [settings, schedules] = await Promise.all([
    checkoutSettings(db, ctx.actor.merchantId),
    merchantPayInPricing(db, ctx.actor.merchantId),
  ]);
  const { pricing } = schedules.find((s) => s.currency === query.currency)!;
  const quote = quoteCharge(BigInt(query.amount), pricing, settings.chargePayer);
  // A price near the largest exact number could be asked for more than JSON carries exactly.
  if (quote.total > BigInt(Number.MAX_SAFE_INTEGER))
    throw validation({ amount: [CHARGES_MESSAGES.amountMax] }, CHARGES_MESSAGES.amountMax);
  return {
    currency: query.currency,
    amount: jsonAmount(quote.amount),
    fee: jsonAmount(quote.fee),
    total: jsonAmount(quote.total),
    merchantReceives: jsonAmount(quote.total - quote.fee),
    chargePayer: quote.bearer,
  };
}
