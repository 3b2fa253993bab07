/** profile.getProfile. Fetch errors are silent (spec 000 §7): no toast. */
import * as profile from '@payrail/contract/routes/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { profileKeys } from './keys';

export const getProfile = () => call(profile.getProfile, {}).then(responseBody);

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.detail(), queryFn: getProfile, meta: { errorToast: false } });

export const useProfile = () => useQuery(profileQueryOptions());
