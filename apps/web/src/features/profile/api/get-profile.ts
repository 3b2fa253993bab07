/** GET /api/v1/settings/profile. Fetch errors are silent (spec 000 §7): no toast. */
import type { Profile } from '@payrail/contract/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, responseBody } from '../../../lib/http';
import { profileKeys } from './keys';

export const getProfile = () => http.get<Profile>('/settings/profile').then(responseBody);

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.detail(), queryFn: getProfile, meta: { errorToast: false } });

export const useProfile = () => useQuery(profileQueryOptions());
