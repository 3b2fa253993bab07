/**
 * Query keys of the balances area, all under ['balances'] (a payout, a conversion or a settlement
 * refreshes the whole area with that prefix: features/payouts invalidates it).
 */
import type { BalanceHistoryFilters } from '@payrail/contract/balances';

export const balanceKeys = {
  all: ['balances'] as const,
  balance: (currency: string) => [...balanceKeys.all, 'balance', currency] as const,
  lists: () => [...balanceKeys.all, 'history'] as const,
  list: (filters: BalanceHistoryFilters, page: number) => [...balanceKeys.lists(), filters, page] as const,
  movement: (ref: string) => [...balanceKeys.all, 'movement', ref] as const,
  currencies: () => [...balanceKeys.all, 'currencies'] as const,
  charges: () => [...balanceKeys.all, 'charges'] as const,
};
