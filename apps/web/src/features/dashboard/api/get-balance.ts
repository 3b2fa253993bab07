/** dashboard.dashboardBalance: available and pending in one currency. */
import * as dashboard from '@payrail/contract/routes/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { dashboardKeys, HOME_FRESH_MS } from './keys';

export const getBalance = (currency: string) =>
  call(dashboard.dashboardBalance, { params: { currency: currency as 'NGN' } }).then(responseBody);

export const balanceQueryOptions = (currency: string) =>
  queryOptions({
    queryKey: dashboardKeys.balance(currency),
    queryFn: () => getBalance(currency),
    staleTime: HOME_FRESH_MS,
  });

export const useBalance = (currency: string) => useQuery(balanceQueryOptions(currency));
