/**
 * POST /page (Paystack's "payment page"): a payment link, made by the payment-links module's own
 * `createLink` (its rules, its audit row), recorded as the owner's. With `amount` it is a fixed
 * link; without, the customer chooses the amount (Paystack's flexible page).
 */
import { CreatePaymentLink } from '@payrail/contract/payment-links';
import { type CreatePageRequest, PAYSTACK_MESSAGES, type PaystackPage } from '@payrail/contract/public-api';
import type { z } from 'zod';
import { fieldErrors } from '#lib/error-handler.ts';
import { validation } from '#lib/errors.ts';
import { createLink } from '#modules/payment-links/index.ts';
import { refusePlainHttpWhenLive } from './callback-url.ts';
import type { ApiCaller } from './caller.ts';
import { idempotent } from './idempotent.ts';
import { ownerOf } from './initialize-service.ts';

type Body = z.output<typeof CreatePageRequest>;

/** Paystack's names → ours: `redirect_url` → redirectUrl, `slug` → customSlug. */
const PAYSTACK_FIELD: Record<string, string> = { redirectUrl: 'redirect_url', customSlug: 'slug' };

export async function createPage(caller: ApiCaller, body: Body) {
  refusePlainHttpWhenLive(caller, 'redirect_url', body.redirect_url);
  const parsed = CreatePaymentLink.safeParse({
    name: body.name,
    description: body.description ?? '',
    currency: body.currency,
    amountType: body.amount === undefined ? 'customer' : 'fixed',
    ...(body.amount !== undefined ? { amount: body.amount } : {}),
    ...(body.slug ? { customSlug: body.slug } : {}),
    ...(body.redirect_url ? { redirectUrl: body.redirect_url } : {}),
  });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw validation(Object.fromEntries(Object.entries(errors).map(([k, v]) => [PAYSTACK_FIELD[k] ?? k, v])));
  }
  return idempotent(caller, { operation: 'page', body, reference: body.name }, async () => {
    const ctx = {
      deps: caller.deps,
      actor: { merchantId: caller.merchantId, userId: await ownerOf(caller), ip: caller.ip },
      access: { subAccountIds: null },
    };
    const link = await createLink(ctx, parsed.data);
    const data: z.input<typeof PaystackPage> = {
      id: link.ref,
      name: link.name,
      description: link.description || null,
      amount: link.amount,
      currency: link.currency,
      slug: link.slug,
      url: `${caller.deps.config.appUrl}${link.paths.bySlug}`,
      active: link.status === 'active',
      redirect_url: link.redirectUrl,
      created_at: link.createdAt,
    };
    return { message: PAYSTACK_MESSAGES.pageCreated, data };
  });
}
