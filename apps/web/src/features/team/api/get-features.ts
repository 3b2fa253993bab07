/** roles.listFeatures: every feature with its group and actions (the matrix rows). */
import * as roles from '@payrail/contract/routes/team-roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { teamKeys } from './keys';

export const getFeatures = () => call(roles.listFeatures, {}).then(responseBody);

export const featuresQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.features(), queryFn: getFeatures });

export const useFeatures = () => useQuery(featuresQueryOptions());
