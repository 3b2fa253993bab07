/** The sub-account settlement payouts module's public face (issue 15). */

export { subAccountPayoutRoutes } from './routes.ts';
export {
  finishSubAccountPayout,
  runSubAccountPayouts,
  SUB_ACCOUNT_PAYOUT_HOUR,
  sendSubAccountPayouts,
} from './send-payouts.ts';
export { payableOf, startSubAccountPayouts } from './start-payouts.ts';
