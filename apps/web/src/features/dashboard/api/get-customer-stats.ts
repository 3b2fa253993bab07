/** dashboard.customerStats: new and returning customers per month of a year (a POST that reads). */
import * as dashboard from '@payrail/contract/routes/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { dashboardKeys, HOME_FRESH_MS } from './keys';

export const getCustomerStats = (year: number) =>
  call(dashboard.customerStats, { body: { year } }).then(responseBody);

export const customerStatsQueryOptions = (year: number) =>
  queryOptions({
    queryKey: dashboardKeys.customerStats(year),
    queryFn: () => getCustomerStats(year),
    placeholderData: keepPreviousData,
    staleTime: HOME_FRESH_MS,
  });

export const useCustomerStats = (year: number) => useQuery(customerStatsQueryOptions(year));
