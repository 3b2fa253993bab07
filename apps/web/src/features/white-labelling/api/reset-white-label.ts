/** wl.resetWhiteLabel ('White labeling reset successfully'): back to Payrail's defaults. */
import * as wl from '@payrail/contract/routes/white-labelling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { whiteLabelKeys } from './keys';

export const WHITE_LABEL_RESET = 'White labeling reset successfully';

export const resetWhiteLabel = () => call(wl.resetWhiteLabel, {}).then(responseBody);

export function useResetWhiteLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetWhiteLabel,
    meta: { successToast: WHITE_LABEL_RESET },
    onSuccess: (saved) => queryClient.setQueryData(whiteLabelKeys.current(), saved),
  });
}
