/** Query keys of the chargebacks area: the list pages under `lists()`, one chargeback under `detail(id)`. */
import type { ChargebackListQuery } from '@payrail/contract/chargebacks';

export const chargebackKeys = {
  all: ['chargebacks'] as const,
  lists: () => [...chargebackKeys.all, 'list'] as const,
  list: (query: ChargebackListQuery) => [...chargebackKeys.lists(), query] as const,
  detail: (id: string) => [...chargebackKeys.all, 'detail', id] as const,
};
