/** GET /api/v1/kyb/get-stage: the current KYB stage (`data`). Fetch errors are silent. */
import type { KybStage as KybStageSchema } from '@payrail/contract/kyb';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http, responseBody } from '../../../lib/http';
import { kybKeys } from './keys';

export type KybStage = z.infer<typeof KybStageSchema>;

export const getKybStage = () => http.get<KybStage>('/kyb/get-stage').then(responseBody);

export const kybStageQueryOptions = () =>
  queryOptions({ queryKey: kybKeys.stage(), queryFn: getKybStage, meta: { errorToast: false } });

export const useKybStage = () => useQuery(kybStageQueryOptions());
