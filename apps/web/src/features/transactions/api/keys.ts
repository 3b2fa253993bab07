/**
 * Query keys of the transactions area: the list pages under `lists()` (by scope, filters, page and
 * listing moment, and the position it is reached from), one transaction's details under `detail(id)`.
 */
import type { TransactionFilters } from '@payrail/contract/transactions';

export type ListKey = {
  scope: 'primary' | 'sub-account';
  filters: TransactionFilters;
  page: number;
  asOf?: string | undefined;
  /** The position the page is reached from: a page's `next` or `previous`. */
  after?: string | undefined;
  before?: string | undefined;
};

export const transactionKeys = {
  all: ['transactions'] as const,
  lists: () => [...transactionKeys.all, 'list'] as const,
  list: (key: ListKey) => [...transactionKeys.lists(), key] as const,
  detail: (id: string) => [...transactionKeys.all, 'detail', id] as const,
};
