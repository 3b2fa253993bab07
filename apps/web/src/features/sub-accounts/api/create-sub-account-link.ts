/** subAccountLinks.createSubAccountLink: toasts 'Payment link created successfully'. */
import type { CreatePaymentLink } from '@payrail/contract/payment-links';
import * as subLinks from '@payrail/contract/routes/sub-accounts-links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { subAccountKeys } from './keys';

export type CreateSubAccountLinkVars = { uuid: string; body: CreatePaymentLink };

export const createSubAccountLink = ({ uuid, body }: CreateSubAccountLinkVars) =>
  call(subLinks.createSubAccountLink, { params: { uuid }, body });

/** A new link changes the sub-accounts' link lists only. */
export function useCreateSubAccountLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubAccountLink,
    meta: { successToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subAccountKeys.linksAll() }),
  });
}
