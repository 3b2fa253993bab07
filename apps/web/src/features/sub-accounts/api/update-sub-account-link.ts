/** subAccountLinks.updateSubAccountLink: toasts 'Payment link updated successfully'. */
import type { EditPaymentLink } from '@payrail/contract/payment-links';
import * as subLinks from '@payrail/contract/routes/sub-accounts-links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { subAccountKeys } from './keys';

export type UpdateSubAccountLinkVars = { ref: string; body: EditPaymentLink };

export const updateSubAccountLink = ({ ref, body }: UpdateSubAccountLinkVars) =>
  call(subLinks.updateSubAccountLink, { params: { ref }, body });

/** Changes the sub-accounts' link lists. */
export function useUpdateSubAccountLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubAccountLink,
    meta: { successToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subAccountKeys.linksAll() }),
  });
}
