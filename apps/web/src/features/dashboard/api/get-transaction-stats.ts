/** dashboard.transactionStats: the last 30 days' payments and failures, by day and by channel. */
import * as dashboard from '@payrail/contract/routes/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { dashboardKeys, HOME_FRESH_MS } from './keys';

export const getTransactionStats = (currency: string) =>
  call(dashboard.transactionStats, { params: { currency: currency as 'NGN' }, query: {} }).then(responseBody);

export const transactionStatsQueryOptions = (currency: string) =>
  queryOptions({
    queryKey: dashboardKeys.transactionStats(currency),
    queryFn: () => getTransactionStats(currency),
    placeholderData: keepPreviousData,
    staleTime: HOME_FRESH_MS,
  });

export const useTransactionStats = (currency: string) => useQuery(transactionStatsQueryOptions(currency));
