/** customers.listCustomers: the merchant's customers, filters in the body, 20 a page. */
import * as customers from '@payrail/contract/routes/customers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { customerKeys } from './keys';

export const listCustomers = (filters: customers.CustomerFilters, page: number) =>
  call(customers.listCustomers, { query: { page }, body: filters }).then(responseBody);

export const customersQueryOptions = (filters: customers.CustomerFilters, page: number) =>
  queryOptions({
    queryKey: customerKeys.list(filters, page),
    queryFn: () => listCustomers(filters, page),
    placeholderData: keepPreviousData,
    // Payments add and reorder customers meanwhile: refreshed each time the list is shown.
    staleTime: 0,
  });

export const useCustomers = (filters: customers.CustomerFilters, page: number) =>
  useQuery(customersQueryOptions(filters, page));
