/** approval.cancelApprovalLimitChange: any approver stops a loosening of two-person approval before it takes effect. */
import * as approval from '@payrail/contract/routes/payout-approval';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { approvalLimitKey } from './approval-limit';

export const cancelApprovalLimitChange = (uuid: string) =>
  call(approval.cancelApprovalLimitChange, { params: { uuid } });

/** Toasts 'Approval limit change cancelled' (a refusal is toasted by the query cache). */
export function useCancelApprovalLimitChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelApprovalLimitChange,
    meta: { successToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalLimitKey }),
  });
}
