/** GET /api/v1/kyb/get-next-stage: currentStage and stagesComplete. Fetch errors are silent. */
import type { KybNextStage as KybNextStageSchema } from '@payrail/contract/kyb';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http, responseBody } from '../../../lib/http';
import { kybKeys } from './keys';

export type KybNextStage = z.infer<typeof KybNextStageSchema>;

export const getKybNextStage = () => http.get<KybNextStage>('/kyb/get-next-stage').then(responseBody);

export const kybNextStageQueryOptions = () =>
  queryOptions({ queryKey: kybKeys.nextStage(), queryFn: getKybNextStage, meta: { errorToast: false } });

export const useKybNextStage = () => useQuery(kybNextStageQueryOptions());
