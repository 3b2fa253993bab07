/** The payouts module's public face: what other modules, jobs and the app may use of it. */
export { runAutomaticPayouts } from './automatic-payouts.ts';
export { forcePayout, processPayout, requeueProcessingPayouts } from './payout-job.ts';
export { transferData } from './payout-outcome.ts';
export { payoutOutcomeMail } from './payout-outcome-mail.ts';
export { bankName, PAYOUT_RETRY } from './payout-view.ts';
export { startPayout } from './request-payout.ts';
export { payoutRoutes } from './routes.ts';
