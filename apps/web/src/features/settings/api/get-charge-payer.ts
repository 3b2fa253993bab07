/** settings.getChargePayer: who bears the fee (`person`) and a wrong transfer amount. */
import * as settings from '@payrail/contract/routes/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { settingsKeys } from './keys';

export const getChargePayer = () => call(settings.getChargePayer, {}).then(responseBody);

export const chargePayerQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.chargePayer(), queryFn: getChargePayer });

export const useChargePayer = () => useQuery(chargePayerQueryOptions());
