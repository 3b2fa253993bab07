/** GET /api/v1/merchant/team/get-sub-accounts: sub-accounts a member can be limited to. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, responseBody } from '../../../lib/http';
import { teamKeys } from './keys';
import type { SubAccountRef } from './types';

export const getSubAccounts = () =>
  http.get<SubAccountRef[]>('/merchant/team/get-sub-accounts').then(responseBody);

export const subAccountsQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.subAccounts(), queryFn: getSubAccounts });

export const useSubAccounts = () => useQuery(subAccountsQueryOptions());
