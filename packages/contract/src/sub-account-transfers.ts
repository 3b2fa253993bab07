/**
 * Sub-account funds transfers (spec 001 §7 "Sub-accounts": GET merchant/sub-accounts/{uuid}/
 * sub-account-funds-transfer-request, POST merchant/sub-accounts/{uuid}/sub-account-funds-transfer
 * with amount). The spec names only the amount; decided here (docs/SETTLEMENT.md "Sub-account
 * funds transfers"):
 *
 * - The direction is `to_main` by default: the sub-account's AVAILABLE balance moves to the main
 *   account's available (a "sweep": what a marketplace does before paying out, or to cover a
 *   refund of a split payment, which the main account is liable for). `to_sub_account` moves main
 *   money the other way (a float for the branch); a member limited to sub-accounts may not take
 *   money from the main account, and is not shown its balance.
 * - The amount is in minor units of `currency` (NGN by default; NGN or USD), between
 *   TRANSFER_MIN and TRANSFER_MAX. The transaction PIN is required, and an `Idempotency-Key`
 *   header as payouts take it: the same key and body answer the first transfer again, another
 *   body is refused (409 IDEMPOTENCY_KEY_REUSED).
 * - Each transfer is one 'sub_account_transfer' ledger entry, immediate, free, never overdrawing
 *   (409 INSUFFICIENT_FUNDS when the source's available balance is short).
 */
import { z } from 'zod';
import { defineEndpoint, needs } from './endpoint.ts';
import { LINK_CURRENCIES } from './payments.ts';
import { PinDigits } from './pin.ts';
import { line } from './text.ts';

/** Spec 001: the toast of a transfer, exactly. */
export const FUNDS_TRANSFER_REQUESTED = 'Funds transfer requested successfully';
export const SUB_ACCOUNT_TRANSFER_DIRECTIONS = ['to_main', 'to_sub_account'] as const;
export type SubAccountTransferDirection = (typeof SUB_ACCOUNT_TRANSFER_DIRECTIONS)[number];
export const TRANSFER_CURRENCIES = LINK_CURRENCIES;
/** The smallest transfer: 1.00 of the currency (100 minor units). */
export const TRANSFER_MIN = 100;
/** The largest single transfer: 1,000,000,000.00 of the currency. */
export const TRANSFER_MAX = 100_000_000_000;

export const SubAccountTransferParams = z.object({ uuid: line() });

/** A currency's available balances on both sides of a transfer (minor units). */
export const FundsTransferBalance = z
  .object({
    currency: z.string(),
    subAccountAvailable: z.number().int(),
    /** null for a member limited to sub-accounts: the main account's balance is not theirs to see. */
    mainAvailable: z.number().int().nullable(),
  })
  .meta({ id: 'FundsTransferBalance' });

/** GET …/sub-account-funds-transfer-request: what the transfer dialog needs. */
export const FundsTransferRequestInfo = z
  .object({
    subAccount: z.object({ uuid: z.uuid(), slug: z.string(), name: z.string() }),
    /** Every transfer currency, NGN first. */
    balances: z.array(FundsTransferBalance),
    limits: z.object({ minimum: z.number().int(), maximum: z.number().int() }),
    defaultCurrency: z.enum(TRANSFER_CURRENCIES),
    /** The directions this member may use (`to_main` always; `to_sub_account` unless limited). */
    directions: z.array(z.enum(SUB_ACCOUNT_TRANSFER_DIRECTIONS)),
  })
  .meta({ id: 'FundsTransferRequestInfo' });
export type FundsTransferRequestInfo = z.infer<typeof FundsTransferRequestInfo>;

const AMOUNT = {
  type: 'Enter the amount in minor units (kobo, cents) as a whole number',
  int: 'Enter a whole number of minor units (kobo, cents)',
  min: `The smallest transfer is ${TRANSFER_MIN / 100}.00`,
  max: `The largest transfer is ${(TRANSFER_MAX / 100).toLocaleString('en-NG')}.00`,
};

/** POST …/sub-account-funds-transfer. */
export const FundsTransferRequest = z
  .object({
    amount: z
      .number({ message: AMOUNT.type })
      .int(AMOUNT.int)
      .min(TRANSFER_MIN, AMOUNT.min)
      .max(TRANSFER_MAX, AMOUNT.max),
    currency: z.enum(TRANSFER_CURRENCIES, { message: 'Choose NGN or USD' }).default('NGN'),
    direction: z
      .enum(SUB_ACCOUNT_TRANSFER_DIRECTIONS, { message: 'Choose to_main or to_sub_account' })
      .default('to_main'),
    pin: PinDigits,
  })
  .meta({ id: 'FundsTransferRequest' });
export type FundsTransferRequest = z.input<typeof FundsTransferRequest>;

export const SubAccountTransfer = z
  .object({
    id: z.uuid(),
    /** `SAT_…`: the ledger entry's reference in both balance histories. */
    reference: z.string(),
    direction: z.enum(SUB_ACCOUNT_TRANSFER_DIRECTIONS),
    amount: z.number().int(),
    currency: z.string(),
    createdAt: z.string(),
    /** The balances once it moved (the main account's null for a member limited to sub-accounts). */
    subAccountAvailable: z.number().int(),
    mainAvailable: z.number().int().nullable(),
  })
  .meta({ id: 'SubAccountTransfer' });
export type SubAccountTransfer = z.infer<typeof SubAccountTransfer>;

export const subAccountFundsTransferRequest = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/sub-accounts/{uuid}/sub-account-funds-transfer-request',
  access: needs('sub-accounts:update'),
  params: SubAccountTransferParams,
  response: FundsTransferRequestInfo,
});

export const subAccountFundsTransfer = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/sub-accounts/{uuid}/sub-account-funds-transfer',
  access: needs('sub-accounts:update'),
  params: SubAccountTransferParams,
  body: FundsTransferRequest,
  response: SubAccountTransfer,
  status: 201,
  errors: ['INSUFFICIENT_FUNDS', 'INVALID_PIN', 'PIN_LOCKED', 'PIN_NOT_SET', 'IDEMPOTENCY_KEY_REUSED'],
});
