/**
 * PATCH /api/v1/kyb: saves one stage (`{ stage, …fields }`). A failure toasts its message (spec 000
 * §8, 'Failed KYB update') and its 422 field errors go to the form (the caller's onError). Success
 * refetches the details, the stage and the next stage: all three change.
 */
import type { KybRecord, KybStageData } from '@payrail/contract/kyb';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, responseBody } from '../../../lib/http';
import { refreshKyb } from './refresh-kyb';

export const updateKyb = (body: KybStageData) => http.patch<KybRecord>('/kyb', body).then(responseBody);

export function useUpdateKyb() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateKyb,
    onSuccess: () => refreshKyb(queryClient),
  });
}
