/** subAccounts.showSubAccount: one sub-account with its stats in NGN or USD. */
import * as subs from '@payrail/contract/routes/sub-accounts';
import type { StatsCurrency } from '@payrail/contract/sub-accounts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { subAccountKeys } from './keys';

export const showSubAccount = (slug: string, currency: StatsCurrency) =>
  call(subs.showSubAccount, { params: { slug }, query: { currency } }).then(responseBody);

export const subAccountQueryOptions = (slug: string, currency: StatsCurrency) =>
  queryOptions({
    queryKey: subAccountKeys.detail(slug, currency),
    queryFn: () => showSubAccount(slug, currency),
    placeholderData: keepPreviousData,
    // Payments arrive meanwhile: its stats are fresh each time the page is shown.
    staleTime: 0,
  });

/** `enabled` false: no request (a page that may not know the slug). */
export const useSubAccount = (slug: string, currency: StatsCurrency, enabled = true) =>
  useQuery({ ...subAccountQueryOptions(slug, currency), enabled });
