/**
 * Two-person approval of settlement-account changes (issue 14: "Same rule for changing the
 * settlement account"). The rule is the payouts' (payout-approval.ts), for the same reason: the
 * account payouts go to decides where all the money goes, so one stolen session or one member
 * acting alone must not be able to redirect it.
 *
 * Decided here:
 * - When: whenever the merchant's approval limit in force is set (not null). The limit is an
 *   amount and an account change has none, so any set limit means "two people decide where money
 *   goes". Turning it off waits 24 hours, and until then changes are held (payout-approval.ts).
 * - What is held: the whole change. POST settlement-account checks the PIN and looks the account
 *   up as before, then writes a change awaiting approval instead of the account; the current
 *   default stays the default and payouts keep going to it. One change per currency waits at a
 *   time (SETTLEMENT_ACCOUNT_CHANGE_PENDING for a second).
 * - Who approves: "the approve permission" is 'payout:create' (the payouts' choice), held by a
 *   member other than the requester, with their own PIN; the owner always may. The requester
 *   cannot approve (SETTLEMENT_ACCOUNT_OWN_APPROVAL) but may withdraw it by rejecting it.
 * - Approval applies the change as an add would at that moment: the account becomes the default
 *   and the 24-hour payout hold runs from the approval (payoutsFrom = approved + 24 h; an account
 *   added before keeps its own, earlier, start; the KYB-reviewed account starts at once). The
 *   owner gets the usual "settlement account was changed" email then.
 * - Both steps are audited: 'settlement_account.change_requested', then
 *   'settlement_account.change_approved' (with 'settlement_account.set') or
 *   'settlement_account.change_rejected' / 'settlement_account.change_withdrawn'.
 * - Turning approval off does not apply a waiting change: it still needs a decision.
 */
import { z } from 'zod';
import { defineEndpoint, needs } from './endpoint.ts';
import { PinDigits } from './pin.ts';
import { SettlementAccount, SettlementAccountChange } from './settlement-account.ts';
import { line } from './text.ts';

export const SETTLEMENT_CHANGE_APPROVED = 'Settlement account change approved';
export const SETTLEMENT_CHANGE_REJECTED = 'Settlement account change rejected';

/** An id that is not a change's (or not a UUID at all) is a 404. */
export const SettlementChangeParams = z.object({ uuid: line() });

/** Approve or reject: the decider's own PIN. */
export const SettlementChangeDecision = z.object({ pin: PinDigits }).meta({ id: 'SettlementChangeDecision' });
export type SettlementChangeDecision = z.input<typeof SettlementChangeDecision>;

const decisionErrors = [
  'NOT_FOUND',
  'SETTLEMENT_ACCOUNT_CHANGE_NOT_AWAITING',
  'INVALID_PIN',
  'PIN_LOCKED',
  'PIN_NOT_SET',
] as const;

/** POST settlement-account/approve/{uuid}: a second member applies a waiting change. */
export const approveSettlementAccountChange = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/settlement-account/approve/{uuid}',
  access: needs('payout:create'),
  params: SettlementChangeParams,
  body: SettlementChangeDecision,
  response: SettlementAccount,
  errors: [...decisionErrors, 'SETTLEMENT_ACCOUNT_OWN_APPROVAL'],
});

/** POST settlement-account/reject/{uuid}: the change is not made (the requester withdraws it). */
export const rejectSettlementAccountChange = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/settlement-account/reject/{uuid}',
  access: needs('payout:create'),
  params: SettlementChangeParams,
  body: SettlementChangeDecision,
  response: SettlementAccountChange,
  errors: decisionErrors,
});
