/** customers.blacklistCustomer and customers.liftCustomerBlacklist (the owner only). */
import * as customers from '@payrail/contract/routes/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { customerKeys } from './keys';

export const blacklistCustomer = ({ id, reason }: { id: string; reason: string }) =>
  call(customers.blacklistCustomer, { params: { id }, body: { reason } }).then(responseBody);

export const liftCustomerBlacklist = ({ id }: { id: string }) =>
  call(customers.liftCustomerBlacklist, { params: { id } }).then(responseBody);

function useInvalidate() {
  const queryClient = useQueryClient();
  return (detail: customers.CustomerDetails) => {
    queryClient.setQueryData(customerKeys.detail(detail.id), detail);
    return queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
  };
}

/** The reason's field error stays on the form (errorField); the lists and the detail change. */
export function useBlacklistCustomer() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: blacklistCustomer,
    meta: { successToast: 'Customer blacklisted', errorToast: false },
    onSuccess,
  });
}

export function useLiftCustomerBlacklist() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: liftCustomerBlacklist,
    meta: { successToast: 'Blacklist lifted' },
    onSuccess,
  });
}
