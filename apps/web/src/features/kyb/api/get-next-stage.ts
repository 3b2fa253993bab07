/** kyb.getKybNextStage: currentStage and stagesComplete. Fetch errors are silent. */
import * as kyb from '@payrail/contract/routes/kyb';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { kybKeys } from './keys';

export type { KybNextStage } from '@payrail/contract/kyb';

export const getKybNextStage = () => call(kyb.getKybNextStage, {}).then(responseBody);

export const kybNextStageQueryOptions = () =>
  queryOptions({ queryKey: kybKeys.nextStage(), queryFn: getKybNextStage, meta: { errorToast: false } });

export const useKybNextStage = () => useQuery(kybNextStageQueryOptions());
