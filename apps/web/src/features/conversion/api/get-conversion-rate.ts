/**
 * conversion.getConversionRate: a quote (the rate applied, held for 60 s). Each fetch is a new rate
 * lock on the server, so the query is never refetched behind the dialog's back (focus, remount):
 * the dialog asks for a new one when the countdown ends. A failure shows in the dialog, not a toast.
 */
import type { ConversionSource } from '@payrail/contract/conversion';
import * as conversion from '@payrail/contract/routes/conversion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { conversionKeys } from './keys';

export const getConversionRate = (from: ConversionSource, signal?: AbortSignal) =>
  call(conversion.getConversionRate, { params: { from } }, { signal }).then(responseBody);

export const quoteQueryOptions = (from: ConversionSource) =>
  queryOptions({
    queryKey: conversionKeys.quote(from),
    queryFn: ({ signal }) => getConversionRate(from, signal),
    // A closed dialog forgets its quote: the next opening locks a fresh rate.
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { errorToast: false },
  });

export const useConversionQuote = (from: ConversionSource) => useQuery(quoteQueryOptions(from));
