/**
 * The merchant's account limits at checkout (contract account-limits.ts). Once the checkout is
 * open (its row committed, before the processor is asked), the day is counted with it: a payment
 * whose total (what the customer is asked to pay, the fee included when the customer bears it) is
 * over the per-payment limit of the merchant's KYB category, or that brings the day's count over
 * the daily limit, is failed with the limit as its reason (its usage slot goes back, its
 * Idempotency-Key is released: nothing was charged) and refused with 422 on `amount`. Counting
 * after opening is what keeps checkouts started at the same instant from passing the limit
 * together (modules/account-limits/limits-service.ts).
 */
import { validation } from '#lib/errors.ts';
import { accountLimitRefusal } from '#modules/account-limits/index.ts';
import { markFailed } from '#modules/settlement/index.ts';
import * as idem from './idempotency.ts';
import type { PayerCtx } from './limits.ts';
import type { NewTransaction } from './open-checkout.ts';

export async function confirmAccountLimit(
  ctx: PayerCtx,
  opened: { id: string; values: NewTransaction; claim: idem.IdempotencyClaim | undefined },
): Promise<void> {
  const { id, values: v, claim } = opened;
  const refusal = await accountLimitRefusal(ctx.deps.db, {
    merchantId: v.merchantId,
    currency: v.currency as 'NGN' | 'USD',
    total: v.total,
    now: v.now,
  });
  if (!refusal) return;
  await markFailed(ctx, { id, from: ['pending'], reason: refusal.merchant });
  if (claim) await idem.release(ctx, { claim });
  throw validation({ amount: [refusal.customer] }, refusal.customer);
}
