/** balances.simulateSettlement (sandbox): settle pending payments now; refreshes the whole area. */
import * as balances from '@payrail/contract/routes/balances';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { balanceKeys } from './keys';

export function useSimulateSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(balances.simulateSettlement, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
  });
}
