/**
 * Sub-accounts (spec 001 §2, §3, §7 "Sub-accounts"; issue 15): a merchant's branches, vendors or
 * campuses, each with its own settlement bank account, its own payment links and a share of every
 * payment made on them (split.ts). The spec gives a sub-account `slug`, `uuid` and
 * `sub_account_details` with `name`; the rest is decided here:
 *
 * - The settlement account is a Nigerian bank of the shared list (banks.ts) and a 10-digit NUBAN;
 *   its name is the bank's, looked up through the processor (POST
 *   merchant/sub-accounts/resolve-account, beyond the spec, as the settlement account does) and
 *   sent back with the create call, which looks it up again and compares.
 * - The split rule: a percentage of each payment (at most two decimals) or a flat amount in one
 *   currency (the sub-account's links then take only that currency), and who bears the fees.
 * - The slug is generated from the name (unique across the platform); answers show the account
 *   number masked except its last four digits.
 * - Lists: 20 a page, newest first; `search` matches the name or the slug.
 * - Stats (`?currency=`, NGN or USD, default NGN): payments on its links in that currency.
 *   A member limited to sub-accounts sees only theirs; any other slug or uuid is a 404.
 */
import { z } from 'zod';
import { defineEndpoint, needs } from './endpoint.ts';
import { LinkCurrency, PageQuery, TransactionPage } from './payments.ts';
import { ResolvedSettlementAccount, ResolveSettlementAccountRequest } from './settlement-account.ts';
import { SPLIT_FEE_BEARERS, SPLIT_TYPES, splitRuleInput } from './split.ts';
import { line } from './text.ts';

export const SUB_ACCOUNTS_PER_PAGE = 20;
export const SUB_ACCOUNT_STATUSES = ['active', 'inactive'] as const;
/** Spec 001 §5, §9: a sub-account's stats are in NGN or USD. */
export const STATS_CURRENCIES = ['NGN', 'USD'] as const;
export const StatsCurrency = z.enum(STATS_CURRENCIES, { message: 'Choose NGN or USD' });
export type StatsCurrency = z.infer<typeof StatsCurrency>;

export const SubAccountMessages = {
  created: 'Sub account created successfully',
  notFound: 'Sub-account not found',
  name: 'Enter the sub-account’s name',
  nameMismatch: 'The account name does not match the name the bank holds. Look the account up again.',
  lookUp: 'Look the account up first',
  activated: 'Sub-account activated successfully',
  deactivated: 'Sub-account deactivated successfully',
} as const;

/** `{slug}`: any text; one that names none of the caller's sub-accounts is a 404. */
export const SubAccountSlugParams = z.object({ slug: line() });
/** `{uuid}`: any text; one that names none of the caller's sub-accounts is a 404. */
export const SubAccountUuidParams = z.object({ uuid: line() });

export const SubAccountListQuery = PageQuery.extend({
  /** Matches the name or the slug. */
  search: line().trim().max(100, 'Search must be at most 100 characters').optional(),
});
export type SubAccountListQuery = z.input<typeof SubAccountListQuery>;

/** The request of POST merchant/sub-accounts/: the split rule's fields sit beside the others. */
export const CreateSubAccountRequest = z
  .object({
    name: line().trim().min(1, SubAccountMessages.name).max(100, 'Name must be at most 100 characters'),
    settlementAccount: ResolveSettlementAccountRequest.and(
      z.object({
        /** The name the lookup gave; the server looks the account up again and compares. */
        accountName: line().trim().min(1, SubAccountMessages.lookUp).max(120),
      }),
    ),
    split: splitRuleInput,
  })
  .meta({ id: 'CreateSubAccountRequest' });
export type CreateSubAccountRequest = z.input<typeof CreateSubAccountRequest>;

/** The split rule as answered: a percentage in basis points, or a flat amount in minor units. */
export const SubAccountSplit = z
  .object({
    splitType: z.enum(SPLIT_TYPES),
    /** Percentage: basis points (1250 = 12.5 %). Flat: minor units of `currency`. */
    value: z.number().int(),
    /** The flat share's currency; null for a percentage. */
    currency: LinkCurrency.nullable(),
    feeBearer: z.enum(SPLIT_FEE_BEARERS),
  })
  .meta({ id: 'SubAccountSplit' });
export type SubAccountSplit = z.infer<typeof SubAccountSplit>;

export const SubAccountBank = z
  .object({
    bankCode: z.string(),
    bankName: z.string(),
    /** All but the last four digits masked: `******7890`. */
    accountNumber: z.string(),
    accountName: z.string(),
    /** Payouts to it wait until then after a change (24 hours; sub-account-settlement.ts); null: never changed. */
    payoutsFrom: z.string().nullable(),
  })
  .meta({ id: 'SubAccountBank' });

export const SubAccount = z
  .object({
    uuid: z.string(),
    slug: z.string(),
    sub_account_details: z.object({ name: z.string() }),
    status: z.enum(SUB_ACCOUNT_STATUSES),
    split: SubAccountSplit,
    settlementAccount: SubAccountBank.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'SubAccount' });
export type SubAccount = z.infer<typeof SubAccount>;

export const SubAccountPage = z
  .object({
    items: z.array(SubAccount),
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'SubAccountPage' });
export type SubAccountPage = z.infer<typeof SubAccountPage>;

/**
 * A sub-account's numbers in one currency (minor units): `payments` its paid payments and
 * `volume` what customers paid, `attempts` every checkout started, `successRate` payments per
 * attempt in percent (one decimal; 0 without attempts); `balances` its wallet in the ledger
 * (null until it has one).
 */
export const SubAccountStats = z
  .object({
    currency: StatsCurrency,
    payments: z.number().int(),
    volume: z.number().int(),
    /** What the sub-account received of those payments: its split share, net of its part of the fees. */
    net: z.number().int(),
    attempts: z.number().int(),
    successRate: z.number(),
    balances: z.object({ available: z.number().int(), pending: z.number().int() }).nullable(),
  })
  .meta({ id: 'SubAccountStats' });
export type SubAccountStats = z.infer<typeof SubAccountStats>;

export const SubAccountDetails = SubAccount.extend({ stats: SubAccountStats }).meta({
  id: 'SubAccountDetails',
});
export type SubAccountDetails = z.infer<typeof SubAccountDetails>;

export const SubAccountStatsQuery = z.object({ currency: StatsCurrency.default('NGN') });
export const SubAccountTransactionsQuery = PageQuery.extend({ currency: StatsCurrency.optional() });

/** GET merchant/sub-accounts/?search=&page=: the merchant's sub-accounts, 20 a page, newest first. */
export const listSubAccounts = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/sub-accounts/',
  access: needs('sub-accounts:read'),
  query: SubAccountListQuery,
  response: SubAccountPage,
});

/** POST merchant/sub-accounts/: 'Sub account created successfully'. */
export const createSubAccount = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/sub-accounts/',
  access: needs('sub-accounts:create'),
  body: CreateSubAccountRequest,
  response: SubAccount,
  status: 201,
  errors: ['BANK_ACCOUNT_NOT_FOUND'],
});

/** POST merchant/sub-accounts/resolve-account (beyond the spec): the bank's name for an account. */
export const resolveSubAccountBank = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/sub-accounts/resolve-account',
  access: needs('sub-accounts:create'),
  body: ResolveSettlementAccountRequest,
  response: ResolvedSettlementAccount,
  errors: ['BANK_ACCOUNT_NOT_FOUND', 'RATE_LIMITED'],
});

/** GET merchant/sub-accounts/{slug}?currency=: one sub-account with its stats in NGN or USD. */
export const showSubAccount = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/sub-accounts/{slug}',
  access: needs('sub-accounts:read'),
  params: SubAccountSlugParams,
  query: SubAccountStatsQuery,
  response: SubAccountDetails,
});

/** GET merchant/sub-accounts/{slug}/transactions/?currency=&page=: payments on its links, newest first. */
export const subAccountTransactions = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/sub-accounts/{slug}/transactions/',
  access: needs('sub-accounts:read'),
  params: SubAccountSlugParams,
  query: SubAccountTransactionsQuery,
  response: TransactionPage,
});

/** The request of PATCH merchant/sub-accounts/{slug}/status: the status wanted. */
export const SubAccountStatusRequest = z
  .object({ status: z.enum(SUB_ACCOUNT_STATUSES, { message: 'Choose active or inactive' }) })
  .meta({ id: 'SubAccountStatusRequest' });
export type SubAccountStatusRequest = z.input<typeof SubAccountStatusRequest>;

/**
 * PATCH merchant/sub-accounts/{slug}/status (beyond the spec): deactivate or activate. An inactive
 * sub-account's links refuse new checkouts; its payouts and transfers go on (its money is its own).
 */
export const setSubAccountStatus = defineEndpoint({
  method: 'patch',
  version: 'v1',
  path: '/merchant/sub-accounts/{slug}/status',
  access: needs('sub-accounts:update'),
  params: SubAccountSlugParams,
  body: SubAccountStatusRequest,
  response: SubAccount,
});
