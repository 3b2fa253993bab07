/**
 * kyb.updateKyb: saves one stage (`{ stage, …fields }`). A failure toasts its message (spec 000
 * §8, 'Failed KYB update') and its 422 field errors go to the form (the caller's onError). Success
 * refetches the details, the stage and the next stage: all three change.
 */
import * as kyb from '@payrail/contract/routes/kyb';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { refreshKyb } from './refresh-kyb';

export const updateKyb = (body: kyb.KybStageData) => call(kyb.updateKyb, { body }).then(responseBody);

export function useUpdateKyb() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateKyb,
    onSuccess: () => refreshKyb(queryClient),
  });
}
