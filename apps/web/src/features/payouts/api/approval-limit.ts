/**
 * approval.getApprovalLimit and saveApprovalLimit: two-person approval's limit (the owner sets it;
 * every approver reads it and a loosening waiting its 24 hours).
 */
import type { SavePayoutApprovalLimit } from '@payrail/contract/payout-approval';
import * as approval from '@payrail/contract/routes/payout-approval';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { payoutKeys } from './keys';

export const approvalLimitKey = [...payoutKeys.all, 'approval-limit'] as const;

export const approvalLimitQueryOptions = () =>
  queryOptions({
    queryKey: approvalLimitKey,
    queryFn: () => call(approval.getApprovalLimit, {}).then(responseBody),
  });

export const useApprovalLimit = () => useQuery(approvalLimitQueryOptions());

/** Toasts 'Approval limit updated' (or that a loosening is scheduled); a refusal shows on its field (the dialog maps it). */
export function useSaveApprovalLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePayoutApprovalLimit) => call(approval.saveApprovalLimit, { body }),
    meta: { successToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalLimitKey }),
  });
}
