/** The settlement module's public face: what other modules, jobs and the app may use of it. */
export { markFailed, queueChargeFailed, settlePaid } from './settle.ts';
export { settleApprovedCard } from './settle-card.ts';
