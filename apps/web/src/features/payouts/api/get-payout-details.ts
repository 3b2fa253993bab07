/** payouts.payoutDetails: one payout and its timeline. */
import * as payouts from '@payrail/contract/routes/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { payoutKeys } from './keys';

export const getPayoutDetails = (uuid: string) =>
  call(payouts.payoutDetails, { params: { uuid } }).then(responseBody);

export const payoutDetailsQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: payoutKeys.detail(uuid),
    queryFn: () => getPayoutDetails(uuid),
    // A processing payout ends within a minute or so: look again while it is on screen.
    refetchInterval: (q) => (q.state.data?.status === 'processing' ? 10_000 : false),
  });

export const usePayoutDetails = (uuid: string) => useQuery(payoutDetailsQueryOptions(uuid));
