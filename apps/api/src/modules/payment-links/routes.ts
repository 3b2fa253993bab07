/**
 * The merchant's payment-link endpoints (spec 001 §7), at the spec's exact paths, with the
 * permissions of spec 001 §2/§6. Another merchant's ref, an unknown one and one not shaped like a
 * ref (`PL-` + 10 characters) all answer 404, so an outsider learns nothing from the answer.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { needs } from '@payrail/contract/endpoint';
import { Empty } from '@payrail/contract/envelope';
import {
  CreatePaymentLink,
  EditPaymentLink,
  EditPaymentLinkParams,
  LINK_IMAGE_TYPES,
  LinkImageFileParams,
  LinkImageQuery,
  LinkImageUpload,
  PaymentLink,
  PaymentLinkDetails,
  PaymentLinkFilters,
  PaymentLinkListQuery,
  PaymentLinkPage,
  PaymentLinkRefParams,
} from '@payrail/contract/payment-links';
import { PageQuery, TransactionPage } from '@payrail/contract/payments';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../lib/env.ts';
import { clientIp } from '../../lib/request-meta.ts';
import { legacyEndpoint, publicAccess } from '../../lib/route.ts';
import { publicLinkImage, removeLinkImage, saveLinkImage } from './link-image.ts';
import type { LinkCaller } from './link-model.ts';
import { linkTransactions, listLinks, showLink } from './links-query.ts';
import { createLink, deleteLink, editLink, setLinkStatus } from './links-service.ts';

const base = { version: 'v1' as const, tag: 'Payment links' };
const perm = needs;
const STATUS_UPDATED = 'Payment link status updated successfully';

function caller(c: Context<AppEnv>): LinkCaller {
  const a = c.get('auth');
  return { userId: a.userId, merchantId: a.merchantId, ip: clientIp(c), subAccountIds: a.subAccountIds };
}

export function paymentLinkRoutes(app: OpenAPIHono<AppEnv>) {
  const deps = (c: Context<AppEnv>) => c.get('deps');

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'post',
      path: '/merchant/payment-links/get',
      access: perm('payment-link:read'),
      summary: 'The merchant’s payment links, filtered, 20 a page',
      description:
        'Filters in the body (status, currency, search over name/ref/slug, from/to days in UTC, both included); `?page=` from 1. Newest first. Each link carries `amountPaid`: what customers paid through it.',
      query: PaymentLinkListQuery,
      body: PaymentLinkFilters,
      response: PaymentLinkPage,
    },
    async (c, { query, body }) => ({
      message: 'Payment links',
      responseBody: await listLinks(deps(c), caller(c), query.page, body),
    }),
  );

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'post',
      path: '/merchant/payment-links/create',
      access: perm('payment-link:create'),
      summary: 'Create a payment link',
      description:
        'A custom slug (`customSlug`) must be free across the platform (409 `This link address is taken`); without one a slug is generated from the name. `expiresAt` must be in the future.',
      body: CreatePaymentLink,
      response: PaymentLink,
      status: 201,
      errors: [409],
    },
    async (c, { body }) => ({
      message: 'Payment link created successfully',
      responseBody: await createLink(deps(c), caller(c), body),
    }),
  );

  for (const [action, status] of [
    ['activate', 'active'],
    ['deactivate', 'inactive'],
  ] as const) {
    legacyEndpoint(
      app,
      {
        ...base,
        method: 'get',
        path: `/merchant/payment-links/${action}/{ref}`,
        access: perm('payment-link:update'),
        summary: `${action === 'activate' ? 'Activate' : 'Deactivate'} a payment link`,
        description:
          'A GET that changes data, as the spec has it. Checkouts already under way on a deactivated link can still complete.',
        params: PaymentLinkRefParams,
        response: PaymentLink,
        errors: [404],
      },
      async (c, { params }) => ({
        message: STATUS_UPDATED,
        responseBody: await setLinkStatus(deps(c), caller(c), params.ref, status),
      }),
    );
  }

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'delete',
      path: '/merchant/payment-links/delete/{ref}',
      access: perm('payment-link:delete'),
      summary: 'Delete a payment link that has no transactions',
      description:
        'A link with transactions (any checkout attempt) is kept for the record: 409, deactivate it instead.',
      params: PaymentLinkRefParams,
      response: Empty,
      errors: [404, 409],
    },
    async (c, { params }) => {
      await deleteLink(deps(c), caller(c), params.ref);
      return { message: 'Payment link deleted successfully', responseBody: {} };
    },
  );

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'patch',
      path: '/merchant/payment-links/edit/{ref}',
      access: perm('payment-link:update'),
      summary: 'Change a payment link (only the fields sent)',
      description:
        'Partial; `null` clears an optional setting. Currency and amount type cannot change once the link has transactions (409). The slug can change; the old `/link/…` address then stops working. Status changes through activate/deactivate.',
      params: EditPaymentLinkParams,
      body: EditPaymentLink,
      response: PaymentLink,
      errors: [404, 409],
    },
    async (c, { params, body }) => ({
      message: 'Payment link updated successfully',
      responseBody: await editLink(deps(c), caller(c), params.ref, body),
    }),
  );

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'get',
      path: '/merchant/payment-links/show/{ref}',
      access: perm('payment-link:read'),
      summary: 'One payment link with its funnel',
      description:
        'stats: page views, checkouts started (and what they asked for), failures (by reason, and what they asked for), payments and the amount customers paid, in the link’s currency.',
      params: PaymentLinkRefParams,
      response: PaymentLinkDetails,
      errors: [404],
    },
    async (c, { params }) => ({
      message: 'Payment link',
      responseBody: await showLink(deps(c), caller(c), params.ref),
    }),
  );

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'get',
      path: '/merchant/payment-links/transactions/{ref}',
      access: perm('payment-link:read'),
      summary: 'Transactions made through a payment link, 20 a page, newest first',
      description: 'Every checkout attempt, failed ones included (with their reason).',
      params: PaymentLinkRefParams,
      query: PageQuery,
      response: TransactionPage,
      errors: [404],
    },
    async (c, { params, query }) => ({
      message: 'Payment link transactions',
      responseBody: await linkTransactions(deps(c), caller(c), params.ref, query.page),
    }),
  );

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'post',
      path: '/merchant/payment-links/image',
      access: perm('payment-link:update'),
      summary: 'Upload a payment link’s image (replaces the one it has)',
      description:
        'multipart/form-data with the image in `file`: PNG, JPEG or WebP, recognised from the bytes (the name and declared type are ignored), at most 1 MB and 2048×2048 px. SVG, other files and images cut short answer 422 with an error on `file`; a larger file 413. The link is `?ref=`. The answer is the link, whose `image.url` is public and changes with the image.',
      query: LinkImageQuery,
      body: LinkImageUpload,
      bodyType: 'multipart',
      response: PaymentLink,
      errors: [404],
    },
    async (c, { query, body }) => ({
      message: 'Payment link image updated successfully',
      responseBody: await saveLinkImage(deps(c), caller(c), query.ref, body.file),
    }),
  );

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'delete',
      path: '/merchant/payment-links/image',
      access: perm('payment-link:update'),
      summary: 'Remove a payment link’s image',
      description: 'The link is `?ref=`; a link without an image answers the same.',
      query: LinkImageQuery,
      response: PaymentLink,
      errors: [404],
    },
    async (c, { query }) => ({
      message: 'Payment link image removed successfully',
      responseBody: await removeLinkImage(deps(c), caller(c), query.ref),
    }),
  );

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'get',
      path: '/payment-links/image/{ref}/{hash}',
      access: publicAccess,
      summary: 'A payment link’s image, as its bytes (public: the pay page shows it)',
      description:
        'The stored type with `X-Content-Type-Options: nosniff`, cached for a year (`immutable`): the URL carries the content hash, so a new image has a new URL. An old hash, an unknown link or a link without an image is a 404.',
      params: LinkImageFileParams,
      file: [...LINK_IMAGE_TYPES],
      response: z.unknown(),
      errors: [404],
    },
    async (c, { params }) => publicLinkImage(deps(c), params.ref, params.hash),
  );
}
