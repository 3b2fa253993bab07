/** wl.getWhiteLabel: the merchant's branding (nulls are Payrail's defaults). */
import * as wl from '@payrail/contract/routes/white-labelling';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { whiteLabelKeys } from './keys';

export const getWhiteLabel = () => call(wl.getWhiteLabel, {}).then(responseBody);

export const whiteLabelQueryOptions = () =>
  queryOptions({ queryKey: whiteLabelKeys.current(), queryFn: getWhiteLabel });

export const useWhiteLabel = () => useQuery(whiteLabelQueryOptions());
