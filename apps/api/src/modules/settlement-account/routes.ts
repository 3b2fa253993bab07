/**
 * Settlement accounts (spec 001 §7: GET and POST settlement-account; the name lookup is beyond the
 * spec). Descriptors in packages/contract/src/settlement-account.ts; the rules in accounts-service.ts.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as accounts from '@payrail/contract/settlement-account';
import * as approval from '@payrail/contract/settlement-account-approval';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import {
  approveSettlementAccountChange,
  pendingChanges,
  rejectSettlementAccountChange,
} from './account-changes.ts';
import {
  addSettlementAccount,
  listSettlementAccounts,
  resolveSettlementAccount,
} from './accounts-service.ts';

const tag = 'Settlement account';

export function settlementAccountRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    accounts.getSettlementAccounts,
    {
      tag,
      summary: 'The bank accounts payouts go to',
      description:
        'The default account of each currency first (`isDefault`), then the accounts used before. `payoutsFrom`: payouts to an account start 24 hours after it was added. `pending`: the changes waiting for a second team member’s approval (two-person approval).',
    },
    async (ctx) => ({
      message: 'Settlement accounts',
      responseBody: { items: await listSettlementAccounts(ctx), pending: await pendingChanges(ctx) },
    }),
  );

  endpoint(
    app,
    accounts.addSettlementAccount,
    {
      tag,
      summary: 'Add the account payouts go to (with the transaction PIN)',
      description:
        'A bank of the list, a 10-digit NUBAN (a deposit money bank’s must carry its check digit) and the name the lookup gave, confirmed. The server looks the account up again: 422 BANK_ACCOUNT_NOT_FOUND when the bank has no such account, 422 VALIDATION_ERROR on `accountName` when the name differs. The account becomes the default of its currency; the owner is emailed and the change audited. Payouts to a newly added account start 24 hours later (`payoutsFrom`), except the account reviewed with the approved KYB (at once); adding again an account added before makes it the default with its own, earlier, start. With two-person approval on (the payouts approval limit is set), nothing changes yet: the answer is the change (`status: awaiting_approval`, message `Account change sent for approval`), which another member with `payout:create` approves with their PIN; 409 SETTLEMENT_ACCOUNT_CHANGE_PENDING while one already waits.',
    },
    async (ctx, { body }) => {
      const result = await addSettlementAccount(ctx, body);
      return {
        message: accounts.isHeldChange(result)
          ? accounts.SettlementAccountMessages.awaitingApproval
          : accounts.SettlementAccountMessages.added,
        responseBody: result,
      };
    },
  );

  endpoint(
    app,
    approval.approveSettlementAccountChange,
    {
      tag,
      summary: 'Approve a settlement account change that waits for a second team member (with your PIN)',
      description:
        'The account becomes the default of its currency and the owner is emailed; payouts to a newly added account start 24 hours after this approval (`payoutsFrom`). 403 SETTLEMENT_ACCOUNT_OWN_APPROVAL for the member who asked for it; 409 SETTLEMENT_ACCOUNT_CHANGE_NOT_AWAITING once approved, rejected or withdrawn (two approvals racing apply it once); another merchant’s change is a 404.',
    },
    async (ctx, { params, body }) => ({
      message: approval.SETTLEMENT_CHANGE_APPROVED,
      responseBody: await approveSettlementAccountChange(ctx, { id: params.uuid, pin: body.pin }),
    }),
  );

  endpoint(
    app,
    approval.rejectSettlementAccountChange,
    {
      tag,
      summary: 'Reject (or, as its requester, withdraw) a settlement account change (with your PIN)',
      description:
        'The change is not made: it ends `rejected`, or `withdrawn` when the member who asked for it rejects it. 409 SETTLEMENT_ACCOUNT_CHANGE_NOT_AWAITING once decided.',
    },
    async (ctx, { params, body }) => ({
      message: approval.SETTLEMENT_CHANGE_REJECTED,
      responseBody: await rejectSettlementAccountChange(ctx, { id: params.uuid, pin: body.pin }),
    }),
  );

  endpoint(
    app,
    accounts.resolveSettlementAccount,
    {
      tag,
      summary: 'Look up the name on a bank account',
      description:
        'The name the bank holds for a 10-digit NUBAN, through the processor (in sandbox mode a stable name derived from the number; a number ending in 0000 is not found: docs/SANDBOX.md). 422 BANK_ACCOUNT_NOT_FOUND when the bank has no such account. At most 20 lookups per merchant in 15 minutes (429 RATE_LIMITED).',
    },
    async (ctx, { body }) => ({
      message: 'Account found',
      responseBody: await resolveSettlementAccount(ctx, body),
    }),
  );
}
