/** The ledger module's public face: what other modules, jobs and the app may use of it. */
export { ENTRY_CTE, entryCtes, standaloneEntry } from './entry-statement.ts';
export { type AccountRef, type Entry, type Line, merchantBalances, post } from './ledger.ts';
export { subAccountShareOf } from './sub-account-share.ts';
export {
  type SubAccountMovement,
  type SubAccountWalletKind,
  subAccountBalances,
  subAccountMovements,
  subAccountWallet,
} from './sub-account-wallets.ts';
export { verifyLedger } from './verify.ts';
