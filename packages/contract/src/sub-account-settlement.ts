/**
 * Changing a sub-account's settlement bank account (beyond the spec; issue 15 left it out):
 * PATCH merchant/sub-accounts/{uuid}/settlement-account with the bank, the NUBAN, the name the
 * lookup gave (POST merchant/sub-accounts/resolve-account) and the transaction PIN. As for the
 * main settlement account: the name is looked up again through the processor and must match,
 * the change is audited, the owner is emailed, and the sub-account's payouts to the new account
 * wait NEW_ACCOUNT_HOLD_MS (24 hours). The same account again changes nothing. A member limited
 * to sub-accounts changes only theirs; any other uuid is a 404.
 */
import { z } from 'zod';
import { defineEndpoint, needs } from './endpoint.ts';
import { PinDigits } from './pin.ts';
import { ResolveSettlementAccountRequest } from './settlement-account.ts';
import { SubAccount, SubAccountMessages, SubAccountUuidParams } from './sub-accounts.ts';
import { line } from './text.ts';

export const SUB_ACCOUNT_SETTLEMENT_CHANGED = 'Settlement account updated successfully';

export const ChangeSubAccountSettlementRequest = ResolveSettlementAccountRequest.and(
  z.object({
    /** The name the lookup gave; the server looks the account up again and compares. */
    accountName: line().trim().min(1, SubAccountMessages.lookUp).max(120),
    pin: PinDigits,
  }),
).meta({ id: 'ChangeSubAccountSettlementRequest' });
export type ChangeSubAccountSettlementRequest = z.input<typeof ChangeSubAccountSettlementRequest>;

export const changeSubAccountSettlement = defineEndpoint({
  method: 'patch',
  version: 'v1',
  path: '/merchant/sub-accounts/{uuid}/settlement-account',
  access: needs('sub-accounts:update'),
  params: SubAccountUuidParams,
  body: ChangeSubAccountSettlementRequest,
  response: SubAccount,
  errors: ['BANK_ACCOUNT_NOT_FOUND', 'INVALID_PIN', 'PIN_LOCKED', 'PIN_NOT_SET', 'RATE_LIMITED'],
});
