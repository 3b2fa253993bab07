/** chargebacks.showChargeback: one chargeback, its payment, evidence and timeline. */
import * as chargebacks from '@payrail/contract/routes/chargebacks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { chargebackKeys } from './keys';

export const getChargeback = (id: string) =>
  call(chargebacks.showChargeback, { params: { id } }).then(responseBody);

export const chargebackQueryOptions = (id: string) =>
  queryOptions({ queryKey: chargebackKeys.detail(id), queryFn: () => getChargeback(id) });

export const useChargeback = (id: string) => useQuery(chargebackQueryOptions(id));
