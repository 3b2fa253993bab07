/** apiConfiguration.getApiConfiguration: the webhook and callback addresses and the signing secret. */
import * as apiConfiguration from '@payrail/contract/routes/api-configuration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { apiConfigurationKeys } from './keys';

export const getApiConfiguration = () => call(apiConfiguration.getApiConfiguration, {}).then(responseBody);

export const apiConfigurationQueryOptions = () =>
  queryOptions({ queryKey: apiConfigurationKeys.current(), queryFn: getApiConfiguration });

export const useApiConfiguration = () => useQuery(apiConfigurationQueryOptions());
