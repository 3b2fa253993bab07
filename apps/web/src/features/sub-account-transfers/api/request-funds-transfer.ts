/**
 * subAccountTransfers.subAccountFundsTransfer: a transfer with the PIN. Each dialog opening carries
 * one Idempotency-Key, so a double submit or a retry after a lost answer moves the money once.
 * Toasts exactly 'Funds transfer requested successfully' and refreshes the dialog's balances, the
 * sub-accounts' pages and the main account's balances.
 */

import * as transfers from '@payrail/contract/routes/sub-account-transfers';
import { FUNDS_TRANSFER_REQUESTED, type FundsTransferRequest } from '@payrail/contract/sub-account-transfers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { subAccountTransferKeys } from './keys';

export type FundsTransfer = { uuid: string; body: FundsTransferRequest; idempotencyKey: string };

export const requestFundsTransfer = ({ uuid, body, idempotencyKey }: FundsTransfer) =>
  call(
    transfers.subAccountFundsTransfer,
    { params: { uuid }, body },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );

/** Other areas' query roots a transfer changes (features/balances, features/sub-accounts). */
const BALANCES_ROOT = ['balances'] as const;
const SUB_ACCOUNTS_ROOT = ['sub-accounts'] as const;

export function useRequestFundsTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestFundsTransfer,
    meta: { successToast: FUNDS_TRANSFER_REQUESTED },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subAccountTransferKeys.all }),
        queryClient.invalidateQueries({ queryKey: BALANCES_ROOT }),
        queryClient.invalidateQueries({ queryKey: SUB_ACCOUNTS_ROOT }),
      ]);
    },
  });
}
