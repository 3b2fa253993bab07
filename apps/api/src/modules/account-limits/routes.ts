/** Account limits (spec 001 §7: GET get-account-limit). Descriptor in packages/contract/src/account-limits.ts. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as accountLimits from '@payrail/contract/account-limits';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import { accountLimit } from './limits-service.ts';

export function accountLimitRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    accountLimits.getAccountLimit,
    {
      tag: 'Settings',
      summary: 'The per-payment and daily limits, and what is left of today’s',
      description:
        'The limits of the merchant’s KYB business category once its KYB is approved; until then the starter business’s (`verified: false`). Per currency (NGN, USD), in minor units: `perTransaction`, the most one payment may be (what the customer is asked to pay, the fee included when the customer bears it); `daily`, the most an Africa/Lagos day’s payments may add up to; `usedToday`, today’s payments received plus checkouts still under way; `leftToday`. The checkout refuses a payment over either limit with 422 on `amount`.',
    },
    async (ctx) => ({
      message: accountLimits.ACCOUNT_LIMIT_MESSAGES.read,
      responseBody: await accountLimit(ctx),
    }),
  );
}
