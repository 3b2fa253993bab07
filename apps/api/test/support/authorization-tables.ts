/**
 * The authorization matrix's tables (authorization-matrix.test.ts): which endpoints are about the
 * caller's own account, what an allowed empty request answers where it is not 200 or 422, which
 * are the owner's only, and how another merchant's owner calls each endpoint that takes an id.
 */
import type { z } from 'zod';
import type { RegisteredRoute } from '#lib/route.ts';

/** Endpoints about the caller's own account: any signed-in user, whatever their role. */
export const SESSION_ONLY = new Set([
  'POST /api/v1/auth/logout',
  'GET /api/v1/auth/session',
  'GET /api/v1/two-factor-auth/check',
  'GET /api/v1/two-factor-auth/check-initiate',
  'GET /api/v1/two-factor-auth/initiate',
  'POST /api/v1/two-factor-auth/enable',
  'GET /api/v1/two-factor-auth/resend',
  'GET /api/v1/two-factor-auth/disable',
  'GET /api/v1/two-factor-auth/verify-login-otp',
  'POST /api/v1/two-factor-auth/totp/setup',
  'POST /api/v1/two-factor-auth/totp/confirm',
  'DELETE /api/v1/two-factor-auth/totp',
  'POST /api/v1/two-factor-auth/recovery-codes',
  'GET /api/v1/merchant/team/get-user-access',
  'GET /api/v1/settings/profile',
  'PATCH /api/v1/settings/update-profile/{id}',
  'POST /api/v1/settings/profile-picture',
  'GET /api/v1/settings/profile-picture',
  'DELETE /api/v1/settings/profile-picture',
  'GET /api/v1/settings/pin/check-pin',
  'POST /api/v1/settings/pin/register-pin',
  'POST /api/v1/settings/pin/change-pin',
  'GET /api/v1/settings/pin/send-new-pin',
  'GET /api/v1/kyb/get-stage',
  'GET /api/v1/kyb/get-next-stage',
  'GET /api/v1/kyb',
  'GET /api/v1/business-categories',
  'GET /api/v1/industry-categories',
  'GET /api/v1/merchant/notifications',
  'GET /api/v1/merchant/notifications/show/{id}',
  // Reference data: the currencies balances are kept in.
  'GET /api/v1/currencies',
]);

/** What an allowed caller's empty request answers where it is not 200 (no input) or 422 (input). */
export const EMPTY_ANSWER: Record<string, number> = {
  // No picture uploaded yet; an upload with no file.
  'GET /api/v1/settings/profile-picture': 404,
  'POST /api/v1/settings/profile-picture': 422,
  // A ref not shaped like one is not found, as an unknown one (nothing learnt from the answer).
  'GET /api/v1/merchant/payment-links/show/{ref}': 404,
  'GET /api/v1/merchant/payment-links/transactions/{ref}': 404,
  'GET /api/v1/merchant/payment-links/activate/{ref}': 404,
  'GET /api/v1/merchant/payment-links/deactivate/{ref}': 404,
  'DELETE /api/v1/merchant/payment-links/delete/{ref}': 404,
  // A customer id not shaped like one is not found either.
  'GET /api/v1/merchant/customers/show/{id}': 404,
  'GET /api/v1/merchant/customers/transactions/{id}': 404,
  'DELETE /api/v1/merchant/customers/blacklist/{id}': 404,
  'GET /api/v1/merchant/transactions/details/{id}': 404,
  // A scheduled approval-limit change's id not shaped like one names none.
  'POST /api/v1/payouts/approval-limit/cancel/{uuid}': 404,
  'GET /api/v1/merchant/exports/{id}/download': 404,
  'GET /api/v1/merchant/balances/show/{ref}': 404,
  'GET /api/v1/payouts/single-merchant/details/{uuid}': 404,
  'GET /api/v1/merchant/transactions/refunds/{id}': 404,
  'GET /api/v1/merchant/charge-backs/show/{id}': 404,
  // Accept's form has no fields: the empty request reaches the id, which names nothing.
  'POST /api/v1/merchant/charge-backs/accept/{id}': 404,
  'POST /api/v1/merchant/charge-backs/decline/{id}': 404,
  // A sub-account id not shaped like one names none (issue 15's funds transfer dialog).
  'GET /api/v1/merchant/sub-accounts/{uuid}/sub-account-funds-transfer-request': 404,
  'GET /api/v1/merchant/charge-backs/evidence/{id}/{evidenceId}': 404,
  // A slug or ref that names none of the caller's sub-accounts or their links.
  'GET /api/v1/merchant/sub-accounts/{slug}': 404,
  'GET /api/v1/merchant/sub-accounts/{slug}/transactions': 404,
  'GET /api/v1/merchant/sub-accounts/{slug}/payouts': 404,
  'GET /api/v1/merchant/sub-accounts/payment-links/{slug}/list': 404,
  'GET /api/v1/merchant/sub-accounts/payment-links/transactions/{ref}': 404,
  // A support ticket id not shaped like one names none.
  'GET /api/v1/merchant/support/tickets/{id}': 404,
  'POST /api/v1/merchant/support/tickets/{id}/close': 404,
};

/** Only the merchant's owner, whatever roles anyone else holds. */
export const OWNER_ONLY = new Set([
  'GET /api/v1/merchant/team/audit-log',
  'POST /api/v1/kyb/sandbox/decision',
  // The blacklist: the role editor has no customers:update (packages/contract customers.ts).
  'POST /api/v1/merchant/customers/blacklist/{id}',
  'DELETE /api/v1/merchant/customers/blacklist/{id}',
  // Two-person approval's limit (packages/contract payout-approval.ts); approvers read it.
  'PUT /api/v1/payouts/approval-limit',
]);

/** The ids of the fixtures the matrix makes (filled in by its beforeAll), for the calls below. */
export const fixtures = {
  targetUserId: '',
  roleId: 0,
  subAccountId: '',
  subAccountSlug: '',
  subAccountLinkRef: '',
  linkRef: '',
  kybDocumentId: '',
  customerId: '',
  transactionId: '',
  exportId: '',
  movementRef: '',
  payoutId: '',
  settlementChangeId: '',
  approvalLimitChangeId: '',
  quoteId: '',
  chargebackId: '',
  supportTicketId: '',
};

/** Every endpoint that addresses an object by id, called by another merchant's owner with this merchant's ids. */
export const CROSS_MERCHANT: Record<
  string,
  () => { query?: string; body?: unknown; params?: Record<string, string> }
> = {
  'GET /api/v1/merchant/team/re-invite-member': () => ({ query: `userId=${fixtures.targetUserId}` }),
  'POST /api/v1/merchant/team/assign-role': () => ({
    body: { userId: fixtures.targetUserId, roleName: 'Viewer' },
  }),
  'POST /api/v1/merchant/team/un-assign-role': () => ({
    body: { userId: fixtures.targetUserId, roleName: 'Viewer' },
  }),
  'DELETE /api/v1/merchant/team/remove-member': () => ({ query: `userId=${fixtures.targetUserId}` }),
  'GET /api/v1/merchant/team/get-assigned-sub-accounts': () => ({ query: `userId=${fixtures.targetUserId}` }),
  'GET /api/v1/merchant/team/remove-sub-account': () => ({
    query: `userId=${fixtures.targetUserId}&subAccountId=${fixtures.subAccountId}`,
  }),
  'DELETE /api/v1/merchant/team/delete-role': () => ({ query: `roleId=${fixtures.roleId}` }),
  'GET /api/v1/merchant/team/get-assigned-features-by-role': () => ({ query: `roleId=${fixtures.roleId}` }),
  'GET /api/v1/merchant/team/get-permission-by-role': () => ({ query: `roleId=${fixtures.roleId}` }),
  'POST /api/v1/merchant/team/assign-permissions': () => ({
    body: { roleId: fixtures.roleId, permissions: [] },
  }),
  'GET /api/v1/merchant/payment-links/activate/{ref}': () => ({ params: { ref: fixtures.linkRef } }),
  'GET /api/v1/merchant/payment-links/deactivate/{ref}': () => ({ params: { ref: fixtures.linkRef } }),
  'DELETE /api/v1/merchant/payment-links/delete/{ref}': () => ({ params: { ref: fixtures.linkRef } }),
  'PATCH /api/v1/merchant/payment-links/edit/{ref}': () => ({
    params: { ref: fixtures.linkRef },
    body: { name: 'Taken over' },
  }),
  'GET /api/v1/merchant/payment-links/show/{ref}': () => ({ params: { ref: fixtures.linkRef } }),
  'GET /api/v1/merchant/payment-links/transactions/{ref}': () => ({ params: { ref: fixtures.linkRef } }),
  'POST /api/v1/merchant/payment-links/image': () => ({ query: `ref=${fixtures.linkRef}`, body: {} }),
  'DELETE /api/v1/merchant/payment-links/image': () => ({ query: `ref=${fixtures.linkRef}` }),
  'GET /api/v1/merchant/sub-accounts/{slug}': () => ({ params: { slug: fixtures.subAccountSlug } }),
  'GET /api/v1/merchant/sub-accounts/{slug}/transactions': () => ({
    params: { slug: fixtures.subAccountSlug },
  }),
  'GET /api/v1/merchant/sub-accounts/payment-links/{slug}/list': () => ({
    params: { slug: fixtures.subAccountSlug },
  }),
  'GET /api/v1/merchant/sub-accounts/{slug}/payouts': () => ({ params: { slug: fixtures.subAccountSlug } }),
  'PATCH /api/v1/merchant/sub-accounts/{slug}/status': () => ({
    params: { slug: fixtures.subAccountSlug },
    body: { status: 'inactive' },
  }),
  'POST /api/v1/merchant/sub-accounts/payment-links/{uuid}': () => ({
    params: { uuid: fixtures.subAccountId },
    body: { name: 'Taken over', amount: 1_000_000 },
  }),
  'PATCH /api/v1/merchant/sub-accounts/payment-links/update/{ref}': () => ({
    params: { ref: fixtures.subAccountLinkRef },
    body: { name: 'Taken over' },
  }),
  'PATCH /api/v1/merchant/sub-accounts/payment-links/status/{ref}': () => ({
    params: { ref: fixtures.subAccountLinkRef },
    body: { status: 'inactive' },
  }),
  'GET /api/v1/merchant/sub-accounts/payment-links/transactions/{ref}': () => ({
    params: { ref: fixtures.subAccountLinkRef },
  }),
  'GET /api/v1/merchant/sub-accounts/{uuid}/sub-account-funds-transfer-request': () => ({
    params: { uuid: fixtures.subAccountId },
  }),
  'POST /api/v1/merchant/sub-accounts/{uuid}/sub-account-funds-transfer': () => ({
    params: { uuid: fixtures.subAccountId },
    body: { amount: 1_000, pin: '1357' },
  }),
  'PATCH /api/v1/merchant/sub-accounts/{uuid}/settlement-account': () => ({
    params: { uuid: fixtures.subAccountId },
    body: { bankCode: '058', accountNumber: '0123456785', accountName: 'Taken over', pin: '1357' },
  }),
  'GET /api/v1/kyb/documents/{id}': () => ({ params: { id: fixtures.kybDocumentId } }),
  'GET /api/v1/merchant/customers/show/{id}': () => ({ params: { id: fixtures.customerId } }),
  'GET /api/v1/merchant/customers/transactions/{id}': () => ({ params: { id: fixtures.customerId } }),
  'POST /api/v1/merchant/customers/blacklist/{id}': () => ({
    params: { id: fixtures.customerId },
    body: { reason: 'Taken over' },
  }),
  'DELETE /api/v1/merchant/customers/blacklist/{id}': () => ({ params: { id: fixtures.customerId } }),
  'GET /api/v1/merchant/transactions/resend-webhook/{id}': () => ({ params: { id: fixtures.transactionId } }),
  'GET /api/v1/merchant/transactions/details/{id}': () => ({ params: { id: fixtures.transactionId } }),
  'GET /api/v1/merchant/transactions/refunds/{id}': () => ({ params: { id: fixtures.transactionId } }),
  'POST /api/v1/merchant/transactions/refund/{id}': () => ({
    params: { id: fixtures.transactionId },
    body: { amount: 1, reason: 'Taken over', pin: '1357' },
  }),
  'GET /api/v1/merchant/transactions/generate-receipt-for-transaction-details/{id}': () => ({
    params: { id: fixtures.transactionId },
  }),
  'GET /api/v1/merchant/exports/{id}/download': () => ({ params: { id: fixtures.exportId } }),
  'GET /api/v1/merchant/balances/show/{ref}': () => ({ params: { ref: fixtures.movementRef } }),
  'GET /api/v1/payouts/single-merchant/details/{uuid}': () => ({ params: { uuid: fixtures.payoutId } }),
  'GET /api/v1/payouts/generate-full-receipt': () => ({ query: `uuid=${fixtures.payoutId}` }),
  'PUT /api/v1/conversion/make-wallet-conversion': () => ({
    body: { amount: 10_000, from: 'USD', quoteId: fixtures.quoteId, pin: '2580' },
  }),
  'GET /api/v1/merchant/charge-backs/show/{id}': () => ({ params: { id: fixtures.chargebackId } }),
  'GET /api/v1/merchant/charge-backs/evidence/{id}/{evidenceId}': () => ({
    params: { id: fixtures.chargebackId, evidenceId: fixtures.chargebackId },
  }),
  'POST /api/v1/merchant/charge-backs/accept/{id}': () => ({ params: { id: fixtures.chargebackId } }),
  'POST /api/v1/merchant/charge-backs/decline/{id}': () => ({
    params: { id: fixtures.chargebackId },
    body: { reason: 'Taken over by another merchant' },
  }),
  'POST /api/v1/payouts/sandbox/{uuid}/outcome': () => ({
    params: { uuid: fixtures.payoutId },
    body: { outcome: 'paid' },
  }),
  'POST /api/v1/payouts/approve/{uuid}': () => ({
    params: { uuid: fixtures.payoutId },
    body: { pin: '1234' },
  }),
  'POST /api/v1/payouts/reject/{uuid}': () => ({
    params: { uuid: fixtures.payoutId },
    body: { pin: '1234' },
  }),
  'POST /api/v1/settlement-account/approve/{uuid}': () => ({
    params: { uuid: fixtures.settlementChangeId },
    body: { pin: '1234' },
  }),
  'POST /api/v1/settlement-account/reject/{uuid}': () => ({
    params: { uuid: fixtures.settlementChangeId },
    body: { pin: '1234' },
  }),
  'POST /api/v1/payouts/approval-limit/cancel/{uuid}': () => ({
    params: { uuid: fixtures.approvalLimitChangeId },
  }),
  'GET /api/v1/merchant/support/tickets/{id}': () => ({ params: { id: fixtures.supportTicketId } }),
  'POST /api/v1/merchant/support/tickets/{id}/reply': () => ({
    params: { id: fixtures.supportTicketId },
    body: { message: 'Taken over by another merchant' },
  }),
  'POST /api/v1/merchant/support/tickets/{id}/close': () => ({ params: { id: fixtures.supportTicketId } }),
};

/** Fields that name a merchant's object (a path's `{currency}` names none). */
const ID_FIELD = /(^id$|Id$|^ref$|^reference$|^uuid$|^slug$)/;
export function idFields(r: RegisteredRoute): string[] {
  const shapes = [r.input.params, r.input.query, r.input.body].map((s) =>
    s && 'shape' in s ? Object.keys((s as z.ZodObject).shape) : [],
  );
  return shapes.flat().filter((f) => ID_FIELD.test(f));
}
