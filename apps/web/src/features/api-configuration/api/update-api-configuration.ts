/**
 * apiConfiguration.updateApiConfiguration. A refused address (private network, bad URL) comes
 * back on its field, without a toast; the saved answer replaces the cached configuration.
 */
import * as apiConfiguration from '@payrail/contract/routes/api-configuration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { apiConfigurationKeys } from './keys';

export const API_SETTINGS_UPDATED = 'API settings updated successfully';

export const updateApiConfiguration = (body: apiConfiguration.UpdateApiConfigurationRequest) =>
  call(apiConfiguration.updateApiConfiguration, { body }).then(responseBody);

export function useUpdateApiConfiguration(successToast: string = API_SETTINGS_UPDATED) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApiConfiguration,
    meta: { successToast, errorToast: false },
    onSuccess: (saved) => queryClient.setQueryData(apiConfigurationKeys.current(), saved),
  });
}
