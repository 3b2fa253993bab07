/** apiKeys.rollApiKeys: with the PIN, set when the current secret keys stop; refreshes the configuration. */
import * as apiKeys from '@payrail/contract/routes/api-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { apiConfigurationKeys } from './keys';

export const rollApiKeys = (body: apiKeys.RollApiKeysRequest) =>
  call(apiKeys.rollApiKeys, { body }).then(responseBody);

export function useRollApiKeys() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rollApiKeys,
    meta: { successToast: true, errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiConfigurationKeys.current() }),
  });
}
