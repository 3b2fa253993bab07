/** twoFactor.getLoginMethods: what the second step of sign-in accepts. */
import * as twoFactor from '@payrail/contract/routes/two-factor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { twoFactorKeys } from './keys';

export const getLoginMethods = () => call(twoFactor.getLoginMethods, {}).then(responseBody);

export const loginMethodsQueryOptions = () =>
  queryOptions({ queryKey: twoFactorKeys.loginMethods(), queryFn: getLoginMethods });

export const useLoginMethods = () => useQuery(loginMethodsQueryOptions());
