/** Search params of /payments/chargeback (lib/status-list-search.ts): status, days, reference, page. */
import type { ChargebackListQuery } from '@payrail/contract/chargebacks';
import type * as z from 'zod/mini';
import { hasStatusListFilters, statusListQuery, statusListSearch } from '#lib/status-list-search.ts';

export const CHARGEBACK_STATUSES = ['open', 'accepted', 'declined', 'won', 'lost'] as const;
export const ChargebacksSearch = statusListSearch(CHARGEBACK_STATUSES);
export type ChargebacksSearch = z.infer<typeof ChargebacksSearch>;

export const listQuery = (s: ChargebacksSearch): ChargebackListQuery => statusListQuery(s);
export const hasFilters = hasStatusListFilters;
