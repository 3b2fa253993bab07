/**
 * Settlement accounts (spec 001 §7: GET and POST settlement-account; the name lookup is beyond the
 * spec). Descriptors in packages/contract/src/settlement-account.ts; the rules in accounts-service.ts.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as accounts from '@payrail/contract/settlement-account';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
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
        'The default account of each currency first (`isDefault`), then the accounts used before. `payoutsFrom`: payouts to an account start 24 hours after it was added.',
    },
    async (ctx) => ({
      message: 'Settlement accounts',
      responseBody: { items: await listSettlementAccounts(ctx) },
    }),
  );

  endpoint(
    app,
    accounts.addSettlementAccount,
    {
      tag,
      summary: 'Add the account payouts go to (with the transaction PIN)',
      description:
        'A bank of the list, a 10-digit NUBAN (a deposit money bank’s must carry its check digit) and the name the lookup gave, confirmed. The server looks the account up again: 422 BANK_ACCOUNT_NOT_FOUND when the bank has no such account, 422 VALIDATION_ERROR on `accountName` when the name differs. The account becomes the default of its currency; the owner is emailed and the change audited. Payouts to a newly added account start 24 hours later (`payoutsFrom`), except the account reviewed with the approved KYB (at once); adding again an account added before makes it the default with its own, earlier, start.',
    },
    async (ctx, { body }) => ({
      message: accounts.SettlementAccountMessages.added,
      responseBody: await addSettlementAccount(ctx, body),
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
