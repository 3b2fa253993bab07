/**
 * The merchant's payment-link endpoints (spec 001 §7), at the spec's exact paths, with the
 * permissions of spec 001 §2/§6, and the public image of a link. Descriptors are in
 * packages/contract/src/payment-links.ts. Another merchant's ref, an unknown one and one not shaped
 * like a ref (`PL-` + 10 characters) all answer 404, so an outsider learns nothing from the answer.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as links from '@payrail/contract/payment-links';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import { publicLinkImage, removeLinkImage, saveLinkImage } from './link-image.ts';
import { linkTransactions, listLinks, showLink } from './links-query.ts';
import { createLink, deleteLink, editLink, setLinkStatus } from './links-service.ts';

const tag = 'Payment links';
const STATUS_UPDATED = 'Payment link status updated successfully';
const STATUS_CHANGE =
  'A GET that changes data, as the spec has it. Checkouts already under way on a deactivated link can still complete.';

export function paymentLinkRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    links.listPaymentLinks,
    {
      tag,
      summary: 'The merchant’s payment links, filtered, 20 a page',
      description:
        'Filters in the body (status, currency, search over name/ref/slug, from/to days in UTC, both included); `?page=` from 1. Newest first. Each link carries `amountPaid`: what customers paid through it.',
    },
    async (ctx, { query, body }) => ({
      message: 'Payment links',
      responseBody: await listLinks(ctx, { page: query.page, filters: body }),
    }),
  );

  endpoint(
    app,
    links.createPaymentLink,
    {
      tag,
      summary: 'Create a payment link',
      description:
        'A custom slug (`customSlug`) must be free across the platform (409 `This link address is taken`); without one a slug is generated from the name. `expiresAt` must be in the future.',
    },
    async (ctx, { body }) => ({
      message: 'Payment link created successfully',
      responseBody: await createLink(ctx, body),
    }),
  );

  endpoint(
    app,
    links.activatePaymentLink,
    { tag, summary: 'Activate a payment link', description: STATUS_CHANGE },
    async (ctx, { params }) => ({
      message: STATUS_UPDATED,
      responseBody: await setLinkStatus(ctx, { ref: params.ref, status: 'active' }),
    }),
  );

  endpoint(
    app,
    links.deactivatePaymentLink,
    { tag, summary: 'Deactivate a payment link', description: STATUS_CHANGE },
    async (ctx, { params }) => ({
      message: STATUS_UPDATED,
      responseBody: await setLinkStatus(ctx, { ref: params.ref, status: 'inactive' }),
    }),
  );

  endpoint(
    app,
    links.deletePaymentLink,
    {
      tag,
      summary: 'Delete a payment link that has no transactions',
      description:
        'A link with transactions (any checkout attempt) is kept for the record: 409, deactivate it instead.',
    },
    async (ctx, { params }) => {
      await deleteLink(ctx, { ref: params.ref });
      return { message: 'Payment link deleted successfully', responseBody: {} };
    },
  );

  endpoint(
    app,
    links.editPaymentLink,
    {
      tag,
      summary: 'Change a payment link (only the fields sent)',
      description:
        'Partial; `null` clears an optional setting. Currency and amount type cannot change once the link has transactions (409). The slug can change; the old `/link/…` address then stops working. Status changes through activate/deactivate.',
    },
    async (ctx, { params, body }) => ({
      message: 'Payment link updated successfully',
      responseBody: await editLink(ctx, { ref: params.ref, changes: body }),
    }),
  );

  endpoint(
    app,
    links.showPaymentLink,
    {
      tag,
      summary: 'One payment link with its funnel',
      description:
        'stats: page views, checkouts started (and what they asked for), failures (by reason, and what they asked for), payments and the amount customers paid, in the link’s currency.',
    },
    async (ctx, { params }) => ({
      message: 'Payment link',
      responseBody: await showLink(ctx, { ref: params.ref }),
    }),
  );

  endpoint(
    app,
    links.paymentLinkTransactions,
    {
      tag,
      summary: 'Transactions made through a payment link, 20 a page, newest first',
      description:
        'Every checkout attempt, failed ones included (with their reason). `answers` are the customer’s answers to the link’s custom fields, labelled with the link’s labels as they are now (a field since removed keeps its key as its label); an `underpaid` one kept `amountPaid` of its `total`.',
    },
    async (ctx, { params, query }) => ({
      message: 'Payment link transactions',
      responseBody: await linkTransactions(ctx, { ref: params.ref, page: query.page }),
    }),
  );

  endpoint(
    app,
    links.uploadPaymentLinkImage,
    {
      tag,
      summary: 'Upload a payment link’s image (replaces the one it has)',
      description:
        'multipart/form-data with the image in `file`: PNG, JPEG or WebP, recognised from the bytes (the name and declared type are ignored), at most 1 MB and 2048×2048 px. SVG, other files and images cut short answer 422 with an error on `file`; a larger file 413. The link is `?ref=`. The answer is the link, whose `image.url` is public and changes with the image.',
    },
    async (ctx, { query, body }) => ({
      message: 'Payment link image updated successfully',
      responseBody: await saveLinkImage(ctx, { ref: query.ref, file: body.file }),
    }),
  );

  endpoint(
    app,
    links.removePaymentLinkImage,
    {
      tag,
      summary: 'Remove a payment link’s image',
      description: 'The link is `?ref=`; a link without an image answers the same.',
    },
    async (ctx, { query }) => ({
      message: 'Payment link image removed successfully',
      responseBody: await removeLinkImage(ctx, { ref: query.ref }),
    }),
  );

  endpoint(
    app,
    links.paymentLinkImageFile,
    {
      tag,
      summary: 'A payment link’s image, as its bytes (public: the pay page shows it)',
      description:
        'The stored type with `X-Content-Type-Options: nosniff`, cached for a year (`immutable`): the URL carries the content hash, so a new image has a new URL. An old hash, an unknown link or a link without an image is a 404.',
    },
    async (ctx, { params }) => publicLinkImage(ctx, { ref: params.ref, hash: params.hash }),
  );
}
