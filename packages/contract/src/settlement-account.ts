/**
 * The settlement account (spec 001 §7 "Balances, settlement and conversion": GET and POST
 * settlement-account; the spec shows no fields, decided here): the Nigerian bank account payouts
 * go to. A bank of the shared list (banks.ts), a 10-digit NUBAN, and the name the bank holds for it,
 * looked up through the processor (POST settlement-account/resolve-account, beyond the spec) and
 * confirmed by the merchant. Adding an account needs the transaction PIN; it becomes the default
 * for its currency (one default per currency); the owner is emailed and the change audited.
 * Payouts to a newly added account start 24 hours after it was added (`payoutsFrom`), except the
 * account the provider reviewed with the merchant's approved KYB (its settlement-account stage):
 * a person has checked that one already, so payouts to it start at once.
 *
 * While the merchant has two-person approval on (an approval limit is set), adding or changing the
 * account is held as a change awaiting approval (SettlementAccountChange; the rule and its
 * endpoints: settlement-account-approval.ts).
 */
import { z } from 'zod';
import { hasNubanCheckDigit, isNigerianBankCode } from './banks.ts';
import { defineEndpoint, needs, needsAny } from './endpoint.ts';
import { isValidNuban } from './kyb-fields.ts';
import { PinDigits } from './pin.ts';
import { line } from './text.ts';

/** The currencies a settlement account is held in: NUBAN accounts are naira accounts. */
export const SETTLEMENT_CURRENCIES = ['NGN'] as const;
export type SettlementCurrency = (typeof SETTLEMENT_CURRENCIES)[number];
/** How long after an account is added payouts to it wait. */
export const NEW_ACCOUNT_HOLD_MS = 24 * 60 * 60_000;

export const SettlementAccountMessages = {
  added: 'Account added successfully',
  bank: 'Choose a bank',
  accountNumber: 'Account number must be 10 digits (NUBAN)',
  nuban: 'This is not a valid account number for the chosen bank',
  confirm: 'Confirm that this is the account to be paid into',
  nameMismatch: 'The account name does not match the name the bank holds. Look the account up again.',
  notFound: 'No account with this number was found at this bank',
  /** The answer to an add that two-person approval holds. */
  awaitingApproval: 'Account change sent for approval',
} as const;

const BankCode = line().refine(isNigerianBankCode, SettlementAccountMessages.bank);
const AccountNumber = line()
  .trim()
  .regex(/^\d{10}$/, SettlementAccountMessages.accountNumber);

/** A deposit money bank's NUBAN carries a check digit; other institutions' numbers are only looked up. */
function checkNuban(v: { bankCode: string; accountNumber: string }, ctx: z.RefinementCtx): void {
  if (/^\d{10}$/.test(v.accountNumber) && hasNubanCheckDigit(v.bankCode))
    if (!isValidNuban(v.bankCode, v.accountNumber))
      ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: SettlementAccountMessages.nuban });
}

/** POST settlement-account/resolve-account: the name on an account, before the merchant confirms it. */
export const ResolveSettlementAccountRequest = z
  .object({ bankCode: BankCode, accountNumber: AccountNumber })
  .superRefine(checkNuban)
  .meta({ id: 'ResolveSettlementAccountRequest' });
export type ResolveSettlementAccountRequest = z.input<typeof ResolveSettlementAccountRequest>;

export const ResolvedSettlementAccount = z
  .object({ bankCode: z.string(), bankName: z.string(), accountNumber: z.string(), accountName: z.string() })
  .meta({ id: 'ResolvedSettlementAccount' });
export type ResolvedSettlementAccount = z.infer<typeof ResolvedSettlementAccount>;

/** POST settlement-account: add (or choose again) the account payouts go to, with the PIN. */
export const AddSettlementAccountRequest = z
  .object({
    currency: z.enum(SETTLEMENT_CURRENCIES, { message: 'Choose NGN' }).default('NGN'),
    bankCode: BankCode,
    accountNumber: AccountNumber,
    /** The name the lookup gave; the server looks the account up again and compares. */
    accountName: line().trim().min(1, 'Look the account up first').max(120),
    accountNameConfirmed: z.literal(true, { message: SettlementAccountMessages.confirm }),
    pin: PinDigits,
  })
  .superRefine(checkNuban)
  .meta({ id: 'AddSettlementAccountRequest' });
export type AddSettlementAccountRequest = z.input<typeof AddSettlementAccountRequest>;

export const SettlementAccount = z
  .object({
    id: z.uuid(),
    currency: z.string(),
    bankCode: z.string(),
    bankName: z.string(),
    accountNumber: z.string(),
    accountName: z.string(),
    isDefault: z.boolean(),
    /** ISO time from which payouts to this account are sent (24 hours after it was added). */
    payoutsFrom: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'SettlementAccount' });
export type SettlementAccount = z.infer<typeof SettlementAccount>;

export const SETTLEMENT_CHANGE_STATUSES = ['awaiting_approval', 'approved', 'rejected', 'withdrawn'] as const;

/** A change of the settlement account that two-person approval holds (settlement-account-approval.ts). */
export const SettlementAccountChange = z
  .object({
    id: z.uuid(),
    currency: z.string(),
    bankCode: z.string(),
    bankName: z.string(),
    accountNumber: z.string(),
    /** The name the bank gave when the change was asked for. */
    accountName: z.string(),
    /** 'withdrawn': rejected by the member who asked for it. */
    status: z.enum(SETTLEMENT_CHANGE_STATUSES),
    /** The name of the member who asked for it. */
    requestedBy: z.string(),
    /** Whether the caller asked for it (so a screen offers Withdraw instead of Approve). */
    requestedByYou: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'SettlementAccountChange' });
export type SettlementAccountChange = z.infer<typeof SettlementAccountChange>;

/** POST settlement-account: the account, or the change held for approval (its `status`). */
export const AddSettlementAccountResult = z
  .union([SettlementAccountChange, SettlementAccount])
  .meta({ id: 'AddSettlementAccountResult' });
export type AddSettlementAccountResult = z.infer<typeof AddSettlementAccountResult>;

export const SettlementAccounts = z
  .object({
    /** The defaults first (one per currency), then the earlier accounts, newest first. */
    items: z.array(SettlementAccount),
    /** The changes waiting for a second member's approval (at most one per currency). */
    pending: z.array(SettlementAccountChange),
  })
  .meta({ id: 'SettlementAccounts' });
export type SettlementAccounts = z.infer<typeof SettlementAccounts>;

/** GET settlement-account: the merchant's settlement accounts. */
export const getSettlementAccounts = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/settlement-account',
  access: needsAny('balances:read', 'payout:read'),
  response: SettlementAccounts,
});

/**
 * POST settlement-account: 'Account added successfully' with the account; with two-person approval
 * on, 'Account change sent for approval' with the change.
 */
export const addSettlementAccount = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/settlement-account',
  access: needs('payout:create'),
  body: AddSettlementAccountRequest,
  response: AddSettlementAccountResult,
  status: 201,
  errors: [
    'BANK_ACCOUNT_NOT_FOUND',
    'INVALID_PIN',
    'PIN_LOCKED',
    'PIN_NOT_SET',
    'RATE_LIMITED',
    'SETTLEMENT_ACCOUNT_CHANGE_PENDING',
  ],
});

/** Whether an add's answer is a change held for approval rather than the account. */
export const isHeldChange = (r: AddSettlementAccountResult): r is SettlementAccountChange => 'status' in r;

/** POST settlement-account/resolve-account: the bank's name for the account (counted per merchant). */
export const resolveSettlementAccount = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/settlement-account/resolve-account',
  access: needs('payout:create'),
  body: ResolveSettlementAccountRequest,
  response: ResolvedSettlementAccount,
  errors: ['BANK_ACCOUNT_NOT_FOUND', 'RATE_LIMITED'],
});
