/** balances.showMovement: one movement (its journal entry), its lines and its payment. */
import * as balances from '@payrail/contract/routes/balances';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { balanceKeys } from './keys';

export const getMovement = (ref: string) =>
  call(balances.showMovement, { params: { ref } }).then(responseBody);

export const movementQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: balanceKeys.movement(ref),
    queryFn: () => getMovement(ref),
    // A ledger entry never changes once written.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useMovement = (ref: string) => useQuery(movementQueryOptions(ref));
