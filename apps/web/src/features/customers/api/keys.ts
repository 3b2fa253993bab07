/**
 * Query keys of the customers area: the list pages under `lists()`, a customer (their details and
 * totals) under `detail(id)`, their payments under `transactions(id)`. A blacklist change
 * invalidates the lists (their Blacklisted column) and the customer's detail.
 */
import type { CustomerFilters } from '@payrail/contract/customers';

export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (filters: CustomerFilters, page: number) => [...customerKeys.lists(), filters, page] as const,
  detail: (id: string) => [...customerKeys.all, 'detail', id] as const,
  transactions: (id: string, page: number) => [...customerKeys.all, 'transactions', id, page] as const,
};
