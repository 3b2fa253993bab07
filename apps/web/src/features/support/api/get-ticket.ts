/** support.showSupportTicket: one ticket and its thread. */
import * as support from '@payrail/contract/routes/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { supportKeys } from './keys';

export const getTicket = (id: string) =>
  call(support.showSupportTicket, { params: { id } }).then(responseBody);

export const ticketQueryOptions = (id: string) =>
  queryOptions({ queryKey: supportKeys.detail(id), queryFn: () => getTicket(id) });

export const useTicket = (id: string) => useQuery(ticketQueryOptions(id));
