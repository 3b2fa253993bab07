/**
 * A sub-account's settlement payouts (issue 15, beyond the spec): once a day its available NGN
 * balance, less the payout fee, goes to its own bank account. The detail page lists them, newest
 * first, 20 a page; the account number is masked but for its last four digits.
 */
import { z } from 'zod';
import { defineEndpoint, needs } from './endpoint.ts';
import { PageQuery } from './payments.ts';
import { SubAccountSlugParams } from './sub-accounts.ts';

export const SUB_ACCOUNT_PAYOUTS_PER_PAGE = 20;
export const SUB_ACCOUNT_PAYOUT_STATUSES = ['processing', 'paid', 'failed'] as const;

export const SubAccountPayout = z
  .object({
    reference: z.string(),
    /** Minor units of `currency`. */
    amount: z.number().int(),
    fee: z.number().int(),
    currency: z.string(),
    status: z.enum(SUB_ACCOUNT_PAYOUT_STATUSES),
    bankName: z.string(),
    /** `******6789`. */
    accountNumber: z.string(),
    accountName: z.string(),
    failureReason: z.string().nullable(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .meta({ id: 'SubAccountPayout' });
export type SubAccountPayout = z.infer<typeof SubAccountPayout>;

export const SubAccountPayoutPage = z
  .object({
    items: z.array(SubAccountPayout),
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'SubAccountPayoutPage' });
export type SubAccountPayoutPage = z.infer<typeof SubAccountPayoutPage>;

/** GET merchant/sub-accounts/{slug}/payouts?page=: its settlement payouts, newest first. */
export const listSubAccountPayouts = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/sub-accounts/{slug}/payouts',
  access: needs('sub-accounts:read'),
  params: SubAccountSlugParams,
  query: PageQuery,
  response: SubAccountPayoutPage,
});
