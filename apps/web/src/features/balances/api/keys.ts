/**
 * Query keys of the balances area, all under ['balances'] (a payout, a conversion or a settlement
 * refreshes the whole area with that prefix: features/payouts invalidates it).
 */
import type { HistoryView } from '../lib/balances-search';

export const balanceKeys = {
  all: ['balances'] as const,
  balance: (currency: string) => [...balanceKeys.all, 'balance', currency] as const,
  lists: () => [...balanceKeys.all, 'history'] as const,
  list: (view: HistoryView) => [...balanceKeys.lists(), view] as const,
  movement: (ref: string) => [...balanceKeys.all, 'movement', ref] as const,
  currencies: () => [...balanceKeys.all, 'currencies'] as const,
  charges: () => [...balanceKeys.all, 'charges'] as const,
};
