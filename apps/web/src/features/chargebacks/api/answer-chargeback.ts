/**
 * chargebacks.acceptChargeback and chargebacks.declineChargeback (form bodies). The server's
 * message is the toast ('Accepted Chargeback', 'Declined Chargeback'); a refusal is toasted too
 * (spec 001 §8). Both refresh the chargeback and the lists, and balances (an accept moves money).
 */
import * as chargebacks from '@payrail/contract/routes/chargebacks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { chargebackKeys } from './keys';

export const acceptChargeback = (id: string) =>
  call(chargebacks.acceptChargeback, { params: { id }, body: new FormData() });

export type Decline = { id: string; reason: string; files: File[] };
export function declineChargeback({ id, reason, files }: Decline) {
  const body = new FormData();
  body.set('reason', reason);
  files.slice(0, 3).forEach((f, i) => {
    body.set(`evidence${i + 1}`, f);
  });
  return call(chargebacks.declineChargeback, { params: { id }, body });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return (id: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: chargebackKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: chargebackKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: ['balances'] }),
    ]);
}

export function useAcceptChargeback() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: acceptChargeback,
    meta: { successToast: true },
    onSuccess: (_a, id) => refresh(id),
  });
}

export function useDeclineChargeback() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: declineChargeback,
    meta: { successToast: true },
    onSuccess: (_a, { id }) => refresh(id),
  });
}
