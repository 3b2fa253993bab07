/** Query keys of the payouts area: the list pages under `lists()`, one payout under `detail(id)`. */
import type { PayoutListQuery } from '@payrail/contract/payouts';

export const payoutKeys = {
  all: ['payouts'] as const,
  lists: () => [...payoutKeys.all, 'list'] as const,
  list: (query: PayoutListQuery) => [...payoutKeys.lists(), query] as const,
  detail: (id: string) => [...payoutKeys.all, 'detail', id] as const,
};
