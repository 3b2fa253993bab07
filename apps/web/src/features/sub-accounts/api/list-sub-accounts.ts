/** subAccounts.listSubAccounts: the merchant's sub-accounts, searched, 20 a page. */
import * as subs from '@payrail/contract/routes/sub-accounts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { subAccountKeys } from './keys';

export const listSubAccounts = (search: string | undefined, page: number) =>
  call(subs.listSubAccounts, { query: { page, ...(search ? { search } : {}) } }).then(responseBody);

export const subAccountsQueryOptions = (search: string | undefined, page: number) =>
  queryOptions({
    queryKey: subAccountKeys.list(search, page),
    queryFn: () => listSubAccounts(search, page),
    placeholderData: keepPreviousData,
  });

export const useSubAccounts = (search: string | undefined, page: number) =>
  useQuery(subAccountsQueryOptions(search, page));
