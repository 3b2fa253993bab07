/** The transactions module's public face: what other modules, jobs and the app may use of it. */
export { jsonAmount, jsonAmountOrNull } from './json-amount.ts';
export { type FieldLabels, paymentAnswers } from './payment-answers.ts';
export { transactionRoutes } from './routes.ts';
export {
  lagosDayStart,
  newestFirst,
  primaryAccount,
  subAccountsScope,
  type TransactionReadCtx,
  type TransactionsScope,
  transactionsWhere,
  visibleTransactions,
} from './transaction-filters.ts';
export { type TransactionRow, toTransaction, transactionViewColumns } from './transaction-view.ts';
