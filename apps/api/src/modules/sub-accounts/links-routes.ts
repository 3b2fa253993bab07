/**
 * A sub-account's payment links (spec 001 §7 "Sub-accounts"): the merchant links' messages, the
 * payment-links module's services (sub-account-links.ts).
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as subLinks from '@payrail/contract/sub-accounts-links';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import {
  createSubAccountLink,
  listSubAccountLinks,
  setSubAccountLinkStatus,
  subAccountLinkTransactions,
  updateSubAccountLink,
} from './sub-account-links.ts';

const tag = 'Sub-account payment links';

export function subAccountLinkRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    subLinks.listSubAccountLinks,
    {
      tag,
      summary: 'A sub-account’s payment links, 20 a page, newest first',
      description:
        'Each link carries `amountPaid`: what customers paid through it. `search` (beyond the spec) matches the name, ref or slug; the edit screen finds a link by its ref with it.',
    },
    async (ctx, { params, query }) => ({
      message: 'Payment links',
      responseBody: await listSubAccountLinks(ctx, {
        slug: params.slug,
        page: query.page,
        search: query.search,
      }),
    }),
  );

  endpoint(
    app,
    subLinks.createSubAccountLink,
    {
      tag,
      summary: 'Create a payment link of a sub-account',
      description:
        'The body of the merchant’s create. Payments on it are split by the sub-account’s rule; a flat-split sub-account’s links are only in its split’s currency (422 on `currency`).',
    },
    async (ctx, { params, body }) => ({
      message: 'Payment link created successfully',
      responseBody: await createSubAccountLink(ctx, { uuid: params.uuid, link: body }),
    }),
  );

  endpoint(
    app,
    subLinks.updateSubAccountLink,
    {
      tag,
      summary: 'Change a sub-account’s payment link (only the fields sent)',
      description:
        'As the merchant’s edit; a flat-split sub-account’s link stays in its split’s currency (422 on `currency`).',
    },
    async (ctx, { params, body }) => ({
      message: 'Payment link updated successfully',
      responseBody: await updateSubAccountLink(ctx, { ref: params.ref, changes: body }),
    }),
  );

  endpoint(
    app,
    subLinks.setSubAccountLinkStatus,
    {
      tag,
      summary: 'Activate or deactivate a sub-account’s payment link',
      description:
        'The status wanted (the dashboard sends the opposite of the current one). Checkouts already under way on a deactivated link can still complete.',
    },
    async (ctx, { params, body }) => ({
      message: 'Payment link status updated successfully',
      responseBody: await setSubAccountLinkStatus(ctx, { ref: params.ref, status: body.status }),
    }),
  );

  endpoint(
    app,
    subLinks.subAccountLinkTransactions,
    {
      tag,
      summary: 'Transactions made through a sub-account’s payment link, 20 a page, newest first',
      description: 'Every checkout attempt, failed ones included (with their reason).',
    },
    async (ctx, { params, query }) => ({
      message: 'Payment link transactions',
      responseBody: await subAccountLinkTransactions(ctx, { ref: params.ref, page: query.page }),
    }),
  );
}
