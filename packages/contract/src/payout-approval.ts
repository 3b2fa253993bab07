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
 *
 * Loosening waits 24 hours (decided here, closing a hole: otherwise whoever holds the owner's
 * session and PIN turns approval off and pays out at once, and the second person never sees it).
 * Turning approval off, or raising the limit, is scheduled to take effect 24 hours after it is
 * asked for, the common anti-takeover cooling-off, the same span as the hold on a new settlement
 * account. Meanwhile:
 * - the limit in force stays the old one, for every payout and settlement-account change (the
 *   effective limit is read with the server's clock when each one is asked for);
 * - every member who can approve (the owner included) is emailed at once, and the request is
 *   audited ('payouts.approval_limit.scheduled');
 * - any of them may cancel it ('payouts.approval_limit.cancelled') without a PIN: cancelling only
 *   keeps the stricter rule, so a quick reaction to the email matters more than a second factor.
 * Tightening (turning approval on, lowering the limit, or saving the limit in force) applies at
 * once and replaces a waiting loosening. A new loosening replaces a waiting one and its 24 hours
 * start again. One loosening waits at a time.
 */
import { z } from 'zod';
import { defineEndpoint, needs, ownerAccess } from './endpoint.ts';
import { PAYOUT_MAX, PAYOUT_MIN, Payout, PayoutIdParams } from './payouts.ts';
import { PinDigits } from './pin.ts';
import { line } from './text.ts';

export const APPROVAL_LIMIT_UPDATED = 'Approval limit updated';
export const PAYOUT_APPROVED = 'Payout approved';
export const PAYOUT_REJECTED = 'Payout rejected';
export const APPROVAL_LIMIT_SCHEDULED = 'Approval limit change scheduled: it takes effect in 24 hours';
export const APPROVAL_LIMIT_CHANGE_CANCELLED = 'Approval limit change cancelled';

/** How long a loosening (off, or a higher limit) waits before it takes effect. */
export const APPROVAL_LOOSENING_DELAY_MS = 24 * 60 * 60 * 1000;

/** A loosening waiting its 24 hours. */
export const ScheduledApprovalLimit = z
  .object({
    id: z.string(),
    /** Kobo; null: the change turns two-person approval off. */
    limit: z.number().int().nullable(),
    takesEffectAt: z.string(),
    /** The name of the member who asked for it. */
    requestedBy: z.string(),
    requestedAt: z.string(),
  })
  .meta({ id: 'ScheduledApprovalLimit' });
export type ScheduledApprovalLimit = z.infer<typeof ScheduledApprovalLimit>;

export const PayoutApprovalLimit = z
  .object({
    /** Kobo; null: two-person approval is off. */
    limit: z.number().int().nullable(),
    /** A loosening waiting to take effect; null when none waits. */
    scheduled: ScheduledApprovalLimit.nullable(),
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

/** An id that is not a scheduled change's (or not a UUID at all) is a 404. */
export const ApprovalLimitChangeParams = z.object({ uuid: line() });

/** GET payouts/approval-limit: the limit in force and a waiting loosening; every approver reads it. */
export const getApprovalLimit = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/payouts/approval-limit',
  access: needs('payout:create'),
  response: PayoutApprovalLimit,
});

/** PUT payouts/approval-limit: the owner, with the PIN; audited; a loosening waits 24 hours. */
export const saveApprovalLimit = defineEndpoint({
  method: 'put',
  version: 'v1',
  path: '/payouts/approval-limit',
  access: ownerAccess,
  body: SavePayoutApprovalLimit,
  response: PayoutApprovalLimit,
  errors: ['INVALID_PIN', 'PIN_LOCKED', 'PIN_NOT_SET'],
});

/** POST payouts/approval-limit/cancel/{uuid}: any approver stops a waiting loosening. */
export const cancelApprovalLimitChange = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/payouts/approval-limit/cancel/{uuid}',
  access: needs('payout:create'),
  params: ApprovalLimitChangeParams,
  response: PayoutApprovalLimit,
  errors: ['NOT_FOUND', 'APPROVAL_LIMIT_CHANGE_NOT_SCHEDULED'],
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
