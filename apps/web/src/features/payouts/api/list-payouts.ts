/** payouts.listPayouts: one page of the merchant's payouts, cached five minutes (spec 001 §9). */
import { PAYOUT_LIST_CACHE_MS } from '@payrail/contract/constants';
import type { PayoutListQuery } from '@payrail/contract/payouts';
import * as payouts from '@payrail/contract/routes/payouts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { payoutKeys } from './keys';

export const listPayouts = (query: PayoutListQuery) =>
  call(payouts.listPayouts, { query }).then(responseBody);

export const payoutsQueryOptions = (query: PayoutListQuery) =>
  queryOptions({
    queryKey: payoutKeys.list(query),
    queryFn: () => listPayouts(query),
    placeholderData: keepPreviousData,
    staleTime: PAYOUT_LIST_CACHE_MS,
    gcTime: PAYOUT_LIST_CACHE_MS,
  });

export const usePayouts = (query: PayoutListQuery) => useQuery(payoutsQueryOptions(query));
