/**
 * Query keys of the transactions area: the list pages under `lists()` (by scope, filters, page and
 * listing moment), one transaction's details under `detail(id)`.
 */
import type { TransactionFilters } from '@payrail/contract/transactions';

export type ListKey = {
  scope: 'primary' | 'sub-account';
  filters: TransactionFilters;
  page: number;
  asOf?: string | undefined;
};

export const transactionKeys = {
  all: ['transactions'] as const,
  lists: () => [...transactionKeys.all, 'list'] as const,
  list: (key: ListKey) => [...transactionKeys.lists(), key] as const,
  detail: (id: string) => [...transactionKeys.all, 'detail', id] as const,
};
