/**
 * The merchant's account limits at checkout (contract account-limits.ts): a payment whose total
 * (what the customer is asked to pay, the fee included when the customer bears it) is over the
 * per-payment limit of the merchant's KYB category, or over what is left of today's, is refused
 * with 422 on `amount` before anything is recorded or charged. The count is the account-limits
 * module's, the same GET get-account-limit shows.
 */
import { quoteCharge } from '@payrail/contract/money';
import { refuseOverAccountLimit } from '#modules/account-limits/index.ts';
import type { PayerCtx } from './limits.ts';
import type { findPublicLink } from './public-view.ts';
import { linkCurrency } from './public-view.ts';

type Found = Awaited<ReturnType<typeof findPublicLink>>;

export async function checkAccountLimit(
  ctx: PayerCtx,
  found: Found,
  amount: bigint,
  now: Date,
): Promise<void> {
  const { link, pricing, settings } = found;
  const { total } = quoteCharge(amount, pricing, settings.chargePayer);
  await refuseOverAccountLimit(ctx.deps.db, {
    merchantId: link.merchantId,
    currency: linkCurrency(link),
    total,
    now,
  });
}
