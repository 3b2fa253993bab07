/** subAccountPayouts.listSubAccountPayouts: a sub-account's daily settlement payouts, 20 a page. */
import * as payouts from '@payrail/contract/routes/sub-accounts-payouts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { subAccountKeys } from './keys';

export const listSubAccountPayouts = (slug: string, page: number) =>
  call(payouts.listSubAccountPayouts, { params: { slug }, query: { page } }).then(responseBody);

export const subAccountPayoutsQueryOptions = (slug: string, page: number) =>
  queryOptions({
    queryKey: subAccountKeys.payouts(slug, page),
    queryFn: () => listSubAccountPayouts(slug, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useSubAccountPayouts = (slug: string, page: number) =>
  useQuery(subAccountPayoutsQueryOptions(slug, page));
