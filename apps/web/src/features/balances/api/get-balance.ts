/** balances.getBalance: available, pending and what settles next in one currency. */
import type { Currency } from '@payrail/contract/money';
import * as balances from '@payrail/contract/routes/balances';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { balanceKeys } from './keys';

export const getBalance = (currency: Currency) =>
  call(balances.getBalance, { params: { currency } }).then(responseBody);

export const balanceQueryOptions = (currency: Currency) =>
  queryOptions({
    queryKey: balanceKeys.balance(currency),
    queryFn: () => getBalance(currency),
    // Payments and settlements move it: read afresh each visit.
    staleTime: 0,
  });

export const useBalance = (currency: Currency) => useQuery(balanceQueryOptions(currency));
