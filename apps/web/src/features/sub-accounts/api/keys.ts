/**
 * Query keys of the sub-accounts area: the list pages under `lists()`; one sub-account's details
 * (with its stats in a currency) under `detail(slug)`; its payments under `transactions(slug)`, its
 * settlement payouts under `payouts(slug)`; its
 * links under `links(slug)`, and a link's payments under `linkTransactions(ref)`. Each mutation
 * invalidates exactly the keys it changes (see its file).
 */
import type { StatsCurrency } from '@payrail/contract/sub-accounts';

export const subAccountKeys = {
  all: ['sub-accounts'] as const,
  lists: () => [...subAccountKeys.all, 'list'] as const,
  list: (search: string | undefined, page: number) =>
    [...subAccountKeys.lists(), search ?? '', page] as const,
  detailAll: (slug: string) => [...subAccountKeys.all, 'detail', slug] as const,
  detail: (slug: string, currency: StatsCurrency) => [...subAccountKeys.detailAll(slug), currency] as const,
  transactions: (slug: string, page: number) => [...subAccountKeys.all, 'transactions', slug, page] as const,
  payouts: (slug: string, page: number) => [...subAccountKeys.all, 'payouts', slug, page] as const,
  linksAll: () => [...subAccountKeys.all, 'links'] as const,
  links: (slug: string, page: number) => [...subAccountKeys.linksAll(), slug, page] as const,
  linkTransactions: (ref: string, page: number) =>
    [...subAccountKeys.all, 'link-transactions', ref, page] as const,
};
