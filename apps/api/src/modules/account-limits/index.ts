/** The account-limits module's public face: what other modules, jobs and the app may use of it. */
export {
  accountLimitRefusal,
  type LimitRefusal,
  perPaymentLimit,
  perTransactionRefusal,
} from './limits-service.ts';
export { accountLimitRoutes } from './routes.ts';
