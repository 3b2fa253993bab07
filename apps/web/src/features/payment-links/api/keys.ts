/**
 * Query keys of the payment-links area. The list pages sit under `lists()`; a link's detail (its
 * fields and its funnel stats, one answer of GET show/{ref}) under `detail(ref)`; its payments under
 * `transactions(ref)`. Each mutation invalidates exactly the keys it changes (see its file).
 */
import type { PaymentLinkFilters } from '@payrail/contract/payment-links';

export const paymentLinkKeys = {
  all: ['payment-links'] as const,
  lists: () => [...paymentLinkKeys.all, 'list'] as const,
  list: (filters: PaymentLinkFilters, page: number) => [...paymentLinkKeys.lists(), filters, page] as const,
  detail: (ref: string) => [...paymentLinkKeys.all, 'detail', ref] as const,
  transactionsAll: (ref: string) => [...paymentLinkKeys.all, 'transactions', ref] as const,
  transactions: (ref: string, page: number) => [...paymentLinkKeys.transactionsAll(ref), page] as const,
};
