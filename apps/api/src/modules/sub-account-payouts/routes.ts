/** A sub-account's settlement payouts (descriptor: packages/contract/src/sub-accounts-payouts.ts). */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as payouts from '@payrail/contract/sub-accounts-payouts';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import { listSubAccountPayouts } from './payouts-list.ts';

export function subAccountPayoutRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    payouts.listSubAccountPayouts,
    {
      tag: 'Sub-accounts',
      summary: 'A sub-account’s settlement payouts, 20 a page, newest first',
      description:
        'Beyond the spec: the daily payouts of its available NGN balance to its own bank account (processing, paid or failed), with the fee each took and the account number masked but for its last four digits. Another merchant’s slug, or one outside a member’s sub-account limit, is a 404.',
    },
    async (ctx, { params, query }) => ({
      message: 'Sub-account payouts',
      responseBody: await listSubAccountPayouts(ctx, { slug: params.slug, page: query.page }),
    }),
  );
}
