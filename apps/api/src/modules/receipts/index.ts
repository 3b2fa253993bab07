/** The receipts module's public face: what other modules, jobs and the app may use of it. */
export { receiptPageRoutes, receiptRoutes } from './routes.ts';
export { receiptToken, verificationUrl } from './verification.ts';
