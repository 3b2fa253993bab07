/** The processor module's public face: what other modules, jobs and the app may use of it. */
export type {
  AccountLookup,
  PayoutRequest,
  PayoutResult,
  ProcessorAdapter,
  RefundResult,
  TransferReceived,
} from './adapter.ts';
export { cardExpired, cardFacts } from './card.ts';
export { processorFor } from './processor.ts';
export { SANDBOX_PAYOUT_DELAY_MS, sandboxPayoutFails } from './sandbox-payouts.ts';
