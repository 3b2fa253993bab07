/** settings.getCheckoutChannels: the channels the checkout offers, and every channel there is. */
import * as settings from '@payrail/contract/routes/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { settingsKeys } from './keys';

export const getCheckoutChannels = () => call(settings.getCheckoutChannels, {}).then(responseBody);

export const checkoutChannelsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.channels(), queryFn: getCheckoutChannels });

export const useCheckoutChannels = () => useQuery(checkoutChannelsQueryOptions());
