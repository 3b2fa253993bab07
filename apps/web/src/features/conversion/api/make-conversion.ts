/**
 * conversion.makeWalletConversion: converts at a quoted rate with the PIN. Each dialog opening
 * carries one Idempotency-Key, so a double submit or a retry after a lost answer converts once.
 * Toasts exactly 'Conversion successfully' (spec 001 §8) and refreshes the balances.
 */
import { CONVERSION_DONE, type MakeConversionRequest } from '@payrail/contract/conversion';
import * as conversion from '@payrail/contract/routes/conversion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { conversionKeys } from './keys';

export type ConversionCall = { body: MakeConversionRequest; idempotencyKey: string };

export const makeConversion = ({ body, idempotencyKey }: ConversionCall) =>
  call(conversion.makeWalletConversion, { body }, { headers: { 'Idempotency-Key': idempotencyKey } });

/** The balances area's queries start with this key (features/balances): a conversion changes two of them. */
const BALANCES_ROOT = ['balances'] as const;

export function useMakeConversion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeConversion,
    meta: { successToast: CONVERSION_DONE },
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: conversionKeys.all });
      await queryClient.invalidateQueries({ queryKey: BALANCES_ROOT });
    },
  });
}
