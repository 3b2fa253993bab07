/** charges.checkoutCharges: what a checkout of a price asks and leaves, with the bearer as it is now. */
import * as charges from '@payrail/contract/routes/charges';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { settingsKeys } from './keys';

export const getCheckoutCharges = (amount: number, currency: 'NGN' | 'USD') =>
  call(charges.checkoutCharges, { query: { amount, currency } }).then(responseBody);

export const checkoutChargesQueryOptions = (amount: number, currency: 'NGN' | 'USD') =>
  queryOptions({
    queryKey: settingsKeys.checkoutCharges(amount, currency),
    queryFn: () => getCheckoutCharges(amount, currency),
  });

export const useCheckoutCharges = (amount: number, currency: 'NGN' | 'USD') =>
  useQuery(checkoutChargesQueryOptions(amount, currency));
