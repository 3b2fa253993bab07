/**
 * Payment links (spec 001 §2–§4, §7): the merchant's screens under /collections/payment-link.
 * The public pay pages' calls are in checkout.ts.
 *
 * Decisions the spec leaves open:
 * - A link is addressed by its ref (`PL-` + 10 characters). Its public pages are
 *   `/payment-links/{ref}` and `/link/{slug}`; the slug is chosen by the merchant (`customSlug`,
 *   unique across the platform) or generated from the name.
 * - The amount is fixed (`amount`) or chosen by the customer (optionally at least `minAmount`).
 *   Amounts are integer minor units (kobo, cents). Neither a fixed amount nor a minimum may be
 *   below the platform's minimum charge in the link's currency (money.ts `MINIMUM_CHARGE`, ₦100.00
 *   or $1.00), and a customer-chosen amount is at least that too (checked when checkout starts).
 * - Lists: 20 a page, newest first; `from`/`to` are calendar days (UTC), both included.
 * - Once a link has transactions its currency and amount type are fixed, and it cannot be deleted
 *   (deactivate it instead).
 */
import { z } from 'zod';
import { MULTIPART_OVERHEAD_BYTES } from './constants.ts';
import { defineEndpoint, needs, publicAccess } from './endpoint.ts';
import { Empty } from './envelope.ts';
import { calendarDay } from './instant.ts';
import {
  AmountType,
  CreatePaymentLink,
  CustomField,
  EditPaymentLink,
  PaymentLinkStatus,
} from './payment-link-fields.ts';
import { LinkCurrency, PageQuery, TransactionPage } from './payments.ts';
import { line } from './text.ts';

export * from './payment-link-fields.ts';

export const PAYMENT_LINKS_PER_PAGE = 20;
export const PAYMENT_LINK_REF_PATTERN = /^PL-[0-9A-Z]{10}$/;

export const PaymentLinkRef = line().regex(
  PAYMENT_LINK_REF_PATTERN,
  'Not a payment link reference (PL-XXXXXXXXXX)',
);
/**
 * The `{ref}` of the merchant's link endpoints: any text. A ref not shaped like one is simply not
 * found (404, as an unknown or another merchant's ref), so an outsider learns nothing from it.
 */
export const PaymentLinkRefParams = z.object({ ref: line() });

/** A link's image: PNG, JPEG or WebP (read from the bytes; SVG refused), at most 1 MB and 2048×2048 px. */
export const LINK_IMAGE_MAX_BYTES = 1024 * 1024;
export const LINK_IMAGE_MAX_PIXELS = 2048;
export const LINK_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * The image as pages show it: `url` is public and carries the content hash, so it may be cached
 * for ever (a new image gets a new URL); width and height let a page reserve its place.
 */
export const LinkImage = z
  .object({ url: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'LinkImage' });
export type LinkImage = z.infer<typeof LinkImage>;

/**
 * multipart/form-data: the image in the field `file` (checked by the API once the link is found,
 * so another merchant's link is a 404 whatever the body).
 */
export const LinkImageUpload = z.object({
  file: z.any().optional().meta({ type: 'string', format: 'binary' }),
});
export const LinkImageQuery = z.object({ ref: line() });
export const LinkImageFileParams = z.object({ ref: line(), hash: line() });

/** Edit's path parameter: any reference-shaped string; an unknown one is a 404. */
export const EditPaymentLinkParams = PaymentLinkRefParams;

export const PaymentLinkFilters = z
  .object({
    status: PaymentLinkStatus.optional(),
    currency: LinkCurrency.optional(),
    /** Matches the name, ref or slug. */
    search: line().trim().max(100, 'Search must be at most 100 characters').optional(),
    /** Created on or after this day (YYYY-MM-DD, UTC). */
    from: calendarDay('Enter a date as YYYY-MM-DD').optional(),
    /** Created on or before this day (YYYY-MM-DD, UTC). */
    to: calendarDay('Enter a date as YYYY-MM-DD').optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'from must not be after to', path: ['to'] })
  .meta({ id: 'PaymentLinkFilters' });
export type PaymentLinkFilters = z.input<typeof PaymentLinkFilters>;
export const PaymentLinkListQuery = PageQuery;

export const PaymentLink = z
  .object({
    ref: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    status: PaymentLinkStatus,
    currency: LinkCurrency,
    amountType: AmountType,
    amount: z.number().int().nullable(),
    minAmount: z.number().int().nullable(),
    redirectUrl: z.string().nullable(),
    customFields: z.array(CustomField),
    usageLimit: z.number().int().nullable(),
    /** Successful payments so far. */
    usageCount: z.number().int(),
    expiresAt: z.string().nullable(),
    image: LinkImage.nullable(),
    /** Any checkout was ever started on it: its currency and amount type are fixed, and it cannot be deleted. */
    hasTransactions: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** App paths of the public pages: `/payment-links/{ref}` and `/link/{slug}`. */
    paths: z.object({ byRef: z.string(), bySlug: z.string() }),
  })
  .meta({ id: 'PaymentLink' });
export type PaymentLink = z.infer<typeof PaymentLink>;

/**
 * The per-link funnel, amounts in the link's currency (minor units): amountStarted is what the
 * checkouts started asked customers to pay (their totals), amountFailed the same for those that
 * failed, amountPaid what customers paid through the link.
 */
export const PaymentLinkStats = z
  .object({
    views: z.number().int(),
    checkoutsStarted: z.number().int(),
    amountStarted: z.number().int(),
    failed: z.number().int(),
    amountFailed: z.number().int(),
    failedByReason: z.record(z.string(), z.number().int()),
    paid: z.number().int(),
    amountPaid: z.number().int(),
  })
  .meta({ id: 'PaymentLinkStats' });
export type PaymentLinkStats = z.infer<typeof PaymentLinkStats>;

export const PaymentLinkDetails = PaymentLink.extend({ stats: PaymentLinkStats }).meta({
  id: 'PaymentLinkDetails',
});
export type PaymentLinkDetails = z.infer<typeof PaymentLinkDetails>;

/** A link in the list, with what customers have paid through it (minor units, its currency). */
export const PaymentLinkListItem = PaymentLink.extend({ amountPaid: z.number().int() }).meta({
  id: 'PaymentLinkListItem',
});
export type PaymentLinkListItem = z.infer<typeof PaymentLinkListItem>;

export const PaymentLinkPage = z
  .object({
    items: z.array(PaymentLinkListItem),
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'PaymentLinkPage' });
export type PaymentLinkPage = z.infer<typeof PaymentLinkPage>;

/** What the image upload reads: the file's cap plus the multipart envelope around it (16 KB). */
export const LINK_IMAGE_BODY_LIMIT = LINK_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/** POST merchant/payment-links/get?page=: the merchant's links, filters in the body, 20 a page. */
export const listPaymentLinks = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/payment-links/get',
  access: needs('payment-link:read'),
  query: PaymentLinkListQuery,
  body: PaymentLinkFilters,
  response: PaymentLinkPage,
});

/** POST merchant/payment-links/create. */
export const createPaymentLink = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/payment-links/create',
  access: needs('payment-link:create'),
  body: CreatePaymentLink,
  response: PaymentLink,
  status: 201,
  errors: ['SLUG_TAKEN'],
});

/** GET merchant/payment-links/activate/{ref} (a GET that changes data, as the spec has it). */
export const activatePaymentLink = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/payment-links/activate/{ref}',
  access: needs('payment-link:update'),
  params: PaymentLinkRefParams,
  response: PaymentLink,
});

/** GET merchant/payment-links/deactivate/{ref} (a GET that changes data, as the spec has it). */
export const deactivatePaymentLink = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/payment-links/deactivate/{ref}',
  access: needs('payment-link:update'),
  params: PaymentLinkRefParams,
  response: PaymentLink,
});

/** DELETE merchant/payment-links/delete/{ref}: only a link without transactions. */
export const deletePaymentLink = defineEndpoint({
  method: 'delete',
  version: 'v1',
  path: '/merchant/payment-links/delete/{ref}',
  access: needs('payment-link:delete'),
  params: PaymentLinkRefParams,
  response: Empty,
  errors: ['PAYMENT_LINK_HAS_TRANSACTIONS'],
});

/** PATCH merchant/payment-links/edit/{ref}: only the fields sent change; null clears. */
export const editPaymentLink = defineEndpoint({
  method: 'patch',
  version: 'v1',
  path: '/merchant/payment-links/edit/{ref}',
  access: needs('payment-link:update'),
  params: EditPaymentLinkParams,
  body: EditPaymentLink,
  response: PaymentLink,
  errors: ['PAYMENT_LINK_HAS_TRANSACTIONS', 'SLUG_TAKEN'],
});

/** GET merchant/payment-links/show/{ref}: one link with its funnel. */
export const showPaymentLink = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/payment-links/show/{ref}',
  access: needs('payment-link:read'),
  params: PaymentLinkRefParams,
  response: PaymentLinkDetails,
});

/** GET merchant/payment-links/transactions/{ref}?page=: payments through a link, newest first. */
export const paymentLinkTransactions = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/payment-links/transactions/{ref}',
  access: needs('payment-link:read'),
  params: PaymentLinkRefParams,
  query: PageQuery,
  response: TransactionPage,
});

/** POST merchant/payment-links/image?ref=: multipart, the image in `file`; answers the link. */
export const uploadPaymentLinkImage = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/payment-links/image',
  access: needs('payment-link:update'),
  query: LinkImageQuery,
  body: LinkImageUpload,
  bodyType: 'multipart',
  bodyLimit: LINK_IMAGE_BODY_LIMIT,
  response: PaymentLink,
  errors: ['NOT_FOUND'],
});

/** DELETE merchant/payment-links/image?ref=: answers the link. */
export const removePaymentLinkImage = defineEndpoint({
  method: 'delete',
  version: 'v1',
  path: '/merchant/payment-links/image',
  access: needs('payment-link:update'),
  query: LinkImageQuery,
  response: PaymentLink,
  errors: ['NOT_FOUND'],
});

/** GET payment-links/image/{ref}/{hash}: the image's bytes, public (the pay page shows it). */
export const paymentLinkImageFile = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/payment-links/image/{ref}/{hash}',
  access: publicAccess,
  params: LinkImageFileParams,
  file: LINK_IMAGE_TYPES,
  response: Empty,
});
