/** chargebacks.listChargebacks: one page of the merchant's chargebacks, newest first. */
import type { ChargebackListQuery } from '@payrail/contract/chargebacks';
import * as chargebacks from '@payrail/contract/routes/chargebacks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { chargebackKeys } from './keys';

export const listChargebacks = (query: ChargebackListQuery) =>
  call(chargebacks.listChargebacks, { query }).then(responseBody);

export const chargebacksQueryOptions = (query: ChargebackListQuery) =>
  queryOptions({
    queryKey: chargebackKeys.list(query),
    queryFn: () => listChargebacks(query),
    placeholderData: keepPreviousData,
  });

export const useChargebacks = (query: ChargebackListQuery) => useQuery(chargebacksQueryOptions(query));
