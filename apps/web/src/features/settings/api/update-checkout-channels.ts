/**
 * settings.updateCheckoutChannels ('Channels updated successfully'): the answer replaces the cached
 * channels. A refusal is toasted with the server's message (spec 001 §8: checkout channels).
 */
import * as settings from '@payrail/contract/routes/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { settingsKeys } from './keys';

export const CHANNELS_UPDATED = 'Channels updated successfully';

export const updateCheckoutChannels = (body: settings.UpdateCheckoutChannelsRequest) =>
  call(settings.updateCheckoutChannels, { body }).then(responseBody);

export function useUpdateCheckoutChannels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCheckoutChannels,
    meta: { successToast: CHANNELS_UPDATED, errorField: 'channels' },
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.channels(), saved),
  });
}
