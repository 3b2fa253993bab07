/** dashboard.recentTransactions: the merchant's ten newest checkouts. */
import * as dashboard from '@payrail/contract/routes/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { dashboardKeys, HOME_FRESH_MS } from './keys';

export const getRecentTransactions = () => call(dashboard.recentTransactions, {}).then(responseBody);

export const recentTransactionsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.recent(),
    queryFn: getRecentTransactions,
    staleTime: HOME_FRESH_MS,
  });

export const useRecentTransactions = () => useQuery(recentTransactionsQueryOptions());
