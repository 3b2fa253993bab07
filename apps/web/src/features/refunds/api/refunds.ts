/**
 * refunds.transactionRefunds and refunds.refundTransaction: a payment's refunds, and a new one with
 * the PIN. Each dialog opening carries one Idempotency-Key, so a double submit or a retry after a
 * lost answer refunds once. A refund changes the payment's page (timeline) and the balances.
 */
import { REFUND_REQUESTED, type RefundRequest } from '@payrail/contract/refunds';
import * as refunds from '@payrail/contract/routes/refunds';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';

export const refundKeys = {
  all: ['refunds'] as const,
  ofTransaction: (id: string) => [...refundKeys.all, 'transaction', id] as const,
};

/** The balances area's queries start with this key (features/balances); the transactions area's too. */
const BALANCES_ROOT = ['balances'] as const;
const TRANSACTIONS_ROOT = ['transactions'] as const;

export const useTransactionRefunds = (id: string) =>
  useQuery({
    queryKey: refundKeys.ofTransaction(id),
    queryFn: () => call(refunds.transactionRefunds, { params: { id } }).then(responseBody),
    // A pending refund moves on when the processor answers: read again each visit.
    staleTime: 0,
  });

export type RefundSubmit = { id: string; body: RefundRequest; idempotencyKey: string };

export function useRefundTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, idempotencyKey }: RefundSubmit) =>
      call(
        refunds.refundTransaction,
        { params: { id }, body },
        { headers: { 'Idempotency-Key': idempotencyKey } },
      ),
    meta: { successToast: REFUND_REQUESTED },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: refundKeys.all }),
        queryClient.invalidateQueries({ queryKey: TRANSACTIONS_ROOT }),
        queryClient.invalidateQueries({ queryKey: BALANCES_ROOT }),
      ]);
    },
  });
}
