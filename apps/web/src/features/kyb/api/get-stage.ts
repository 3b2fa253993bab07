/** kyb.getKybStage: the current KYB stage (`data`). Fetch errors are silent. */
import * as kyb from '@payrail/contract/routes/kyb';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { kybKeys } from './keys';

export type { KybStage } from '@payrail/contract/kyb';

export const getKybStage = () => call(kyb.getKybStage, {}).then(responseBody);

export const kybStageQueryOptions = () =>
  queryOptions({ queryKey: kybKeys.stage(), queryFn: getKybStage, meta: { errorToast: false } });

export const useKybStage = () => useQuery(kybStageQueryOptions());
