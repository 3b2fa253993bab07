/** txns.transactionDetails: one transaction, its channel, timeline and webhook deliveries. */
import * as txns from '@payrail/contract/routes/transactions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { transactionKeys } from './keys';

export const getTransactionDetails = (id: string) =>
  call(txns.transactionDetails, { params: { id } }).then(responseBody);

export const transactionDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: transactionKeys.detail(id),
    queryFn: () => getTransactionDetails(id),
    // A pending payment, a transfer or a webhook delivery moves on: read again each visit.
    staleTime: 0,
  });

export const useTransactionDetails = (id: string) => useQuery(transactionDetailsQueryOptions(id));
