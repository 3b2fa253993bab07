/**
 * Two-person approval of payouts (issue 14, beyond the spec). The owner sets a limit; a payout
 * whose amount is above it is created `awaiting_approval`: its money leaves the available balance
 * at once (so nothing can overdraw while it waits) but it is not sent until a second member who may
 * create payouts ('payout:create'; the owner always may) approves it with their own PIN. The member
 * who requested it cannot approve it (they may withdraw it by rejecting it). Rejecting it returns the money to the available balance.
 *
 * Decided here: "the approve permission" is 'payout:create' held by someone other than the
 * requester, so no new permission (and no change to the roles) is needed. The limit compares the
 * payout's amount (without its fee). The members who could approve a waiting payout are emailed.
 * The same rule holds settlement-account changes: settlement-account-approval.ts.
 */
import { z } from 'zod';
import { defineEndpoint, needs, ownerAccess } from './endpoint.ts';
import { PAYOUT_MAX, PAYOUT_MIN, Payout, PayoutIdParams } from './payouts.ts';
import { PinDigits } from './pin.ts';

export const APPROVAL_LIMIT_UPDATED = 'Approval limit updated';
export const PAYOUT_APPROVED = 'Payout approved';
export const PAYOUT_REJECTED = 'Payout rejected';

export const PayoutApprovalLimit = z
  .object({
    /** Kobo; null: two-person approval is off. */
    limit: z.number().int().nullable(),
  })
  .meta({ id: 'PayoutApprovalLimit' });
export type PayoutApprovalLimit = z.infer<typeof PayoutApprovalLimit>;

export const SavePayoutApprovalLimit = z
  .object({
    limit: z
      .number({ message: 'Enter the limit in kobo (a whole number), or null to turn approval off' })
      .int('Enter a whole number of kobo')
      .min(PAYOUT_MIN, `The limit is at least ₦${PAYOUT_MIN / 100}`)
      .max(PAYOUT_MAX, 'The limit is too large')
      .nullable(),
    pin: PinDigits,
  })
  .meta({ id: 'SavePayoutApprovalLimit' });
export type SavePayoutApprovalLimit = z.input<typeof SavePayoutApprovalLimit>;

/** Approve or reject: the decider's own PIN. */
export const PayoutDecision = z.object({ pin: PinDigits }).meta({ id: 'PayoutDecision' });
export type PayoutDecision = z.input<typeof PayoutDecision>;

/** GET payouts/approval-limit: the owner's setting. */
export const getApprovalLimit = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/payouts/approval-limit',
  access: ownerAccess,
  response: PayoutApprovalLimit,
});

/** PUT payouts/approval-limit: the owner, with the PIN; audited. */
export const saveApprovalLimit = defineEndpoint({
  method: 'put',
  version: 'v1',
  path: '/payouts/approval-limit',
  access: ownerAccess,
  body: SavePayoutApprovalLimit,
  response: PayoutApprovalLimit,
  errors: ['INVALID_PIN', 'PIN_LOCKED', 'PIN_NOT_SET'],
});

/** POST payouts/approve/{uuid}: a second member sends a waiting payout. */
export const approvePayout = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/payouts/approve/{uuid}',
  access: needs('payout:create'),
  params: PayoutIdParams,
  body: PayoutDecision,
  response: Payout,
  errors: [
    'NOT_FOUND',
    'PAYOUT_OWN_APPROVAL',
    'PAYOUT_NOT_AWAITING_APPROVAL',
    'INVALID_PIN',
    'PIN_LOCKED',
    'PIN_NOT_SET',
  ],
});

/** POST payouts/reject/{uuid}: a waiting payout is not sent; its money returns (the requester may withdraw it). */
export const rejectPayout = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/payouts/reject/{uuid}',
  access: needs('payout:create'),
  params: PayoutIdParams,
  body: PayoutDecision,
  response: Payout,
  errors: ['NOT_FOUND', 'PAYOUT_NOT_AWAITING_APPROVAL', 'INVALID_PIN', 'PIN_LOCKED', 'PIN_NOT_SET'],
});
