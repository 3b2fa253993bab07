/** GET /api/v1/two-factor-auth/verify-login-otp: what the second step of sign-in accepts. */
import type { TwoFactorLoginMethods } from '@payrail/contract/two-factor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, responseBody } from '../../../lib/http';
import { twoFactorKeys } from './keys';

export const getLoginMethods = () =>
  http.get<TwoFactorLoginMethods>('/two-factor-auth/verify-login-otp').then(responseBody);

export const loginMethodsQueryOptions = () =>
  queryOptions({ queryKey: twoFactorKeys.loginMethods(), queryFn: getLoginMethods });

export const useLoginMethods = () => useQuery(loginMethodsQueryOptions());
