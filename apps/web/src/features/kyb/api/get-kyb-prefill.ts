/** kyb.getKybPrefill: the sign-up's business name and the owner's name, email and phone. Errors are silent. */
import * as kyb from '@payrail/contract/routes/kyb';
import { useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { kybKeys } from './keys';

export const getKybPrefill = () => call(kyb.getKybPrefill, {}).then(responseBody);

/** `enabled` false: the stage is saved already, nothing to prefill. */
export const useKybPrefill = (enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: kybKeys.prefill(),
    queryFn: getKybPrefill,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { errorToast: false },
  });
