/** The refunds module's public face: what other modules, jobs and the app may use of it. */
export { startMerchantRefund } from './merchant-refund.ts';
export { failedRefunds, processRefund, requeuePendingRefunds, retryFailedRefund } from './refund-job.ts';
export { holdRefund, REFUND_RETRY, returnMoney } from './return-money.ts';
export { refundRoutes } from './routes.ts';
