/** Search params of /payments/payout (lib/status-list-search.ts): status, days, reference, page. */
import type { PayoutListQuery } from '@payrail/contract/payouts';
import type * as z from 'zod/mini';
import { hasStatusListFilters, statusListQuery, statusListSearch } from '#lib/status-list-search.ts';

export const PAYOUT_STATUSES = ['awaiting_approval', 'processing', 'paid', 'failed'] as const;
export const PayoutsSearch = statusListSearch(PAYOUT_STATUSES);
export type PayoutsSearch = z.infer<typeof PayoutsSearch>;

export const listQuery = (s: PayoutsSearch): PayoutListQuery => statusListQuery(s);
export const hasFilters = hasStatusListFilters;
