/** GET /api/v1/merchant/team/features: every feature with its group and actions (the matrix rows). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, responseBody } from '../../../lib/http';
import { teamKeys } from './keys';
import type { TeamFeature } from './types';

export const getFeatures = () => http.get<TeamFeature[]>('/merchant/team/features').then(responseBody);

export const featuresQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.features(), queryFn: getFeatures });

export const useFeatures = () => useQuery(featuresQueryOptions());
