/** The checkout module's public face: what other modules, jobs and the app may use of it. */
export {
  claim as claimIdempotencyKey,
  complete as completeIdempotencyKey,
  completeFor,
  type IdempotencyClaim,
  idempotencyKey,
  release as releaseIdempotencyKey,
  requestHash,
  type StoredAnswer,
} from './idempotency.ts';
export { submitOtp } from './otp-service.ts';
export { type LinkSelector, publicView } from './public-view.ts';
export { checkoutRoutes } from './routes.ts';
export { startCheckout } from './start-service.ts';
export { checkoutState, loadCheckout, stateMessage, TRANSFER_EXPIRED, USSD_EXPIRED } from './state.ts';
export { simulatePayment } from './transfer-service.ts';
