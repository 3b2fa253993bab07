/**
 * subAccountTransfers.subAccountFundsTransferRequest: what the transfer dialog needs (both
 * available balances by currency, the limits, the directions). Loaded only once a uuid exists.
 */
import * as transfers from '@payrail/contract/routes/sub-account-transfers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { subAccountTransferKeys } from './keys';

export const getFundsTransferRequest = (uuid: string) =>
  call(transfers.subAccountFundsTransferRequest, { params: { uuid } }).then(responseBody);

export const fundsTransferRequestQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: subAccountTransferKeys.request(uuid),
    queryFn: () => getFundsTransferRequest(uuid),
  });

export const useFundsTransferRequest = (uuid: string | undefined) =>
  useQuery({ ...fundsTransferRequestQueryOptions(uuid ?? ''), enabled: Boolean(uuid) });
