/**
 * The sub-account endpoints (spec 001 §7 "Sub-accounts"), at the spec's exact paths, with the
 * permissions of spec 001 §2. Descriptors are in packages/contract/src/sub-accounts.ts and
 * sub-accounts-links.ts. Another merchant's slug, uuid or ref, or one outside a member's
 * sub-account limit, answers 404 like an unknown one.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as settlement from '@payrail/contract/sub-account-settlement';
import * as subs from '@payrail/contract/sub-accounts';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import { subAccountLinkRoutes } from './links-routes.ts';
import { changeSubAccountSettlement } from './sub-account-settlement.ts';
import { setSubAccountStatus } from './sub-account-status.ts';
import { listSubAccounts, showSubAccount, subAccountTransactions } from './sub-accounts-query.ts';
import { createSubAccount, resolveSubAccountBank } from './sub-accounts-service.ts';

const tag = 'Sub-accounts';

export function subAccountRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    subs.listSubAccounts,
    {
      tag,
      summary: 'The merchant’s sub-accounts, 20 a page, newest first',
      description:
        '`search` matches the name or the slug; `?page=` from 1. A member limited to sub-accounts sees only theirs. Account numbers are masked but for their last four digits.',
    },
    async (ctx, { query }) => ({
      message: 'Sub-accounts',
      responseBody: await listSubAccounts(ctx, { page: query.page, search: query.search }),
    }),
  );

  endpoint(
    app,
    subs.createSubAccount,
    {
      tag,
      summary: 'Create a sub-account',
      description:
        'The settlement account (a bank of the shared list, a 10-digit NUBAN) is looked up again through the processor: `accountName` must be the name the lookup gave (422 otherwise). The split is a percentage (at most two decimals) or a flat amount in minor units of NGN or USD, with who bears the fees. The slug is generated from the name. A member limited to sub-accounts cannot create one (403).',
    },
    async (ctx, { body }) => ({
      message: subs.SubAccountMessages.created,
      responseBody: await createSubAccount(ctx, body),
    }),
  );

  endpoint(
    app,
    subs.resolveSubAccountBank,
    {
      tag,
      summary: 'Look up the name on a sub-account’s settlement account',
      description:
        'Beyond the spec: the create form shows the bank’s name before the merchant confirms. Counted per merchant: 20 in 15 minutes, then 429.',
    },
    async (ctx, { body }) => ({
      message: 'Account resolved',
      responseBody: await resolveSubAccountBank(ctx, body),
    }),
  );

  endpoint(
    app,
    subs.showSubAccount,
    {
      tag,
      summary: 'One sub-account with its stats in NGN or USD',
      description:
        '`?currency=` NGN (default) or USD. stats: its paid payments and what customers paid, every checkout started, the success rate in percent, and its wallet balances (null until it has a wallet).',
    },
    async (ctx, { params, query }) => ({
      message: 'Sub-account',
      responseBody: await showSubAccount(ctx, { slug: params.slug, currency: query.currency }),
    }),
  );

  endpoint(
    app,
    subs.subAccountTransactions,
    {
      tag,
      summary: 'Payments on a sub-account’s links, 20 a page, newest first',
      description: 'Every checkout attempt, failed ones included; `?currency=` NGN or USD narrows them.',
    },
    async (ctx, { params, query }) => ({
      message: 'Sub-account transactions',
      responseBody: await subAccountTransactions(ctx, {
        slug: params.slug,
        page: query.page,
        currency: query.currency,
      }),
    }),
  );

  endpoint(
    app,
    subs.setSubAccountStatus,
    {
      tag,
      summary: 'Deactivate or activate a sub-account',
      description:
        'Beyond the spec. `status` is the one wanted (no transaction PIN: no money moves). An inactive sub-account’s links refuse new checkouts (409 `PAYMENT_LINK_UNAVAILABLE`, as an inactive link; the pay page says the link cannot take payments); its daily payouts and funds transfers go on, as its money is still its own. Audited; the status it already has changes nothing.',
    },
    async (ctx, { params, body }) => ({
      message:
        body.status === 'active' ? subs.SubAccountMessages.activated : subs.SubAccountMessages.deactivated,
      responseBody: await setSubAccountStatus(ctx, { slug: params.slug, status: body.status }),
    }),
  );

  endpoint(
    app,
    settlement.changeSubAccountSettlement,
    {
      tag,
      summary: 'Change a sub-account’s settlement bank account (with the transaction PIN)',
      description:
        'Beyond the spec. The bank code, the 10-digit NUBAN, the name `POST merchant/sub-accounts/resolve-account` gave, and `pin`. The name is looked up again through the processor and must match (422 on `accountName`; no such account: 422 `BANK_ACCOUNT_NOT_FOUND` on `accountNumber`). The sub-account’s daily payouts to the new account wait 24 hours (`settlementAccount.payoutsFrom`), as they do for the main settlement account; the change is audited (`sub_account.settlement_account_changed`) and the owner is emailed. The account it already has changes nothing. A member limited to sub-accounts changes only theirs; another uuid is a 404, checked before the PIN.',
    },
    async (ctx, { params, body }) => ({
      message: settlement.SUB_ACCOUNT_SETTLEMENT_CHANGED,
      responseBody: await changeSubAccountSettlement(ctx, { ...body, uuid: params.uuid }),
    }),
  );

  subAccountLinkRoutes(app);
}
