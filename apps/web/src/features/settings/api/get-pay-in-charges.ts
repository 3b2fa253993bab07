/** charges.payInCharges: the pay-in fee schedule per currency, and who bears it. */
import * as charges from '@payrail/contract/routes/charges';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { settingsKeys } from './keys';

export const getPayInCharges = () => call(charges.payInCharges, {}).then(responseBody);

export const payInChargesQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.payIn(), queryFn: getPayInCharges });

export const usePayInCharges = () => useQuery(payInChargesQueryOptions());
