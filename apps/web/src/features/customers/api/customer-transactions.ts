/** customers.customerTransactions: the customer's payments, newest first, 20 a page. */
import * as customers from '@payrail/contract/routes/customers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { customerKeys } from './keys';

export const customerTransactions = (id: string, page: number) =>
  call(customers.customerTransactions, { params: { id }, query: { page } }).then(responseBody);

export const customerTransactionsQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: customerKeys.transactions(id, page),
    queryFn: () => customerTransactions(id, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useCustomerTransactions = (id: string, page: number) =>
  useQuery(customerTransactionsQueryOptions(id, page));
