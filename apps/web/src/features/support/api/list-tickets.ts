/** support.listSupportTickets: one page of the merchant's tickets, newest first. */
import * as support from '@payrail/contract/routes/support';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { supportKeys } from './keys';

export const listTickets = (page: number) =>
  call(support.listSupportTickets, { query: { page } }).then(responseBody);

export const ticketsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: supportKeys.list(page),
    queryFn: () => listTickets(page),
    placeholderData: keepPreviousData,
  });

export const useTickets = (page: number) => useQuery(ticketsQueryOptions(page));
