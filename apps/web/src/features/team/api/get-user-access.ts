/** GET /api/v1/merchant/team/get-user-access: the signed-in user's roles and permissions. */
import type { TeamAccess } from '@payrail/contract/account';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { http, responseBody } from '../../../lib/http';
import { teamKeys } from './keys';

export const getUserAccess = () => http.get<TeamAccess>('/merchant/team/get-user-access').then(responseBody);

export const userAccessQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.userAccess(), queryFn: getUserAccess });

export const useUserAccess = () => useSuspenseQuery(userAccessQueryOptions());
