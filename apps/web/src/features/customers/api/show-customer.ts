/** customers.showCustomer: one customer with their totals per currency and their blacklist. */
import * as customers from '@payrail/contract/routes/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { customerKeys } from './keys';

export const showCustomer = (id: string) =>
  call(customers.showCustomer, { params: { id } }).then(responseBody);

export const customerQueryOptions = (id: string) =>
  queryOptions({ queryKey: customerKeys.detail(id), queryFn: () => showCustomer(id), staleTime: 0 });

export const useCustomer = (id: string) => useQuery(customerQueryOptions(id));
