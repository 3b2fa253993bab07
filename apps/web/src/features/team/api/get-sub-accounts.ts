/** team.getSubAccounts: sub-accounts a member can be limited to. */
import * as team from '@payrail/contract/routes/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { teamKeys } from './keys';

export const getSubAccounts = () => call(team.getSubAccounts, {}).then(responseBody);

export const subAccountsQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.subAccounts(), queryFn: getSubAccounts });

export const useSubAccounts = () => useQuery(subAccountsQueryOptions());
