/**
 * subAccountLinks.setSubAccountLinkStatus: PATCH with the opposite of the link's status (spec 001
 * §4); toasts 'Payment link status updated successfully'.
 */
import type { PaymentLinkStatus } from '@payrail/contract/payment-links';
import * as subLinks from '@payrail/contract/routes/sub-accounts-links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { subAccountKeys } from './keys';

export const oppositeStatus = (status: PaymentLinkStatus): PaymentLinkStatus =>
  status === 'active' ? 'inactive' : 'active';

export type ToggleLinkVars = { ref: string; current: PaymentLinkStatus };

export const toggleSubAccountLink = ({ ref, current }: ToggleLinkVars) =>
  call(subLinks.setSubAccountLinkStatus, { params: { ref }, body: { status: oppositeStatus(current) } });

export function useToggleSubAccountLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleSubAccountLink,
    meta: { successToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subAccountKeys.linksAll() }),
  });
}
