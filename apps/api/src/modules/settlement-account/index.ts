/** The settlement-account module's public face: what other modules, jobs and the app may use of it. */
export { defaultAccount, type PayoutAccount } from './accounts-service.ts';
export { approvalLimitAt, emailApprovers } from './approvers.ts';
export { settlementAccountRoutes } from './routes.ts';
