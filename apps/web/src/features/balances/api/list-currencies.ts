/** balances.listCurrencies: the currencies balances are kept in (the history's currency filter). */
import * as balances from '@payrail/contract/routes/balances';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { balanceKeys } from './keys';

export const currenciesQueryOptions = () =>
  queryOptions({
    queryKey: balanceKeys.currencies(),
    queryFn: () => call(balances.listCurrencies, {}).then(responseBody),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCurrencies = () => useQuery(currenciesQueryOptions());
