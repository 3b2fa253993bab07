/**
 * A sub-account's payment links (spec 001 §4, §7 "Sub-accounts"): the same links as the merchant's
 * (payment-links.ts: fields, rules, answers), made for one sub-account, so every payment on them is
 * split by its rule. Decided here:
 *
 * - Creating and changing one needs the payment-link permissions (the spec's create and edit
 *   routes take the sub-account's uuid and slug, or isSubAccount, and need payment-link:create, or
 *   payment-link:update and payment-link:read); reading them is part of the sub-account's page
 *   (sub-accounts:read).
 * - A flat-split sub-account's links are only in its split's currency (422 on `currency`).
 * - Status changes by PATCH with the status wanted (the web sends the opposite of the current one).
 * - A member limited to sub-accounts works only on theirs; any other ref, slug or uuid is a 404.
 */
import { z } from 'zod';
import { defineEndpoint, needs } from './endpoint.ts';
import {
  CreatePaymentLink,
  EditPaymentLink,
  PaymentLink,
  PaymentLinkPage,
  PaymentLinkRefParams,
  PaymentLinkStatus,
} from './payment-links.ts';
import { PageQuery, TransactionPage } from './payments.ts';
import { SubAccountSlugParams, SubAccountUuidParams } from './sub-accounts.ts';
import { line } from './text.ts';

export const SubAccountLinkMessages = {
  currency: (currency: string) =>
    `This sub-account’s links are in ${currency}, the currency of its flat share`,
} as const;

export const SubAccountLinkStatusRequest = z
  .object({ status: PaymentLinkStatus })
  .meta({ id: 'SubAccountLinkStatusRequest' });
export type SubAccountLinkStatusRequest = z.input<typeof SubAccountLinkStatusRequest>;

/** `?search=` (beyond the spec) matches a link's name, ref or slug, as the merchant's list filter does. */
export const SubAccountLinksQuery = PageQuery.extend({
  search: line().trim().max(100, 'Search must be at most 100 characters').optional(),
});

/** GET merchant/sub-accounts/payment-links/{slug}/list?page=&search=: its links, 20 a page, newest first. */
export const listSubAccountLinks = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/sub-accounts/payment-links/{slug}/list',
  access: needs('sub-accounts:read'),
  params: SubAccountSlugParams,
  query: SubAccountLinksQuery,
  response: PaymentLinkPage,
});

/** POST merchant/sub-accounts/payment-links/{uuid}: a link of that sub-account. */
export const createSubAccountLink = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/sub-accounts/payment-links/{uuid}',
  access: needs('payment-link:create'),
  params: SubAccountUuidParams,
  body: CreatePaymentLink,
  response: PaymentLink,
  status: 201,
  errors: ['SLUG_TAKEN'],
});

/** PATCH merchant/sub-accounts/payment-links/update/{ref}: only the fields sent change. */
export const updateSubAccountLink = defineEndpoint({
  method: 'patch',
  version: 'v1',
  path: '/merchant/sub-accounts/payment-links/update/{ref}',
  access: needs('payment-link:update'),
  params: PaymentLinkRefParams,
  body: EditPaymentLink,
  response: PaymentLink,
  errors: ['PAYMENT_LINK_HAS_TRANSACTIONS', 'SLUG_TAKEN'],
});

/** PATCH merchant/sub-accounts/payment-links/status/{ref} with status. */
export const setSubAccountLinkStatus = defineEndpoint({
  method: 'patch',
  version: 'v1',
  path: '/merchant/sub-accounts/payment-links/status/{ref}',
  access: needs('payment-link:update'),
  params: PaymentLinkRefParams,
  body: SubAccountLinkStatusRequest,
  response: PaymentLink,
});

/** GET merchant/sub-accounts/payment-links/transactions/{ref}?page=: payments through the link. */
export const subAccountLinkTransactions = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/sub-accounts/payment-links/transactions/{ref}',
  access: needs('sub-accounts:read'),
  params: PaymentLinkRefParams,
  query: PageQuery,
  response: TransactionPage,
});
