/**
 * links.uploadPaymentLinkImage and links.removePaymentLinkImage: the link's image, sent as
 * multipart/form-data with the field `file`. Both answer the link; its lists and detail refresh.
 */
import * as links from '@payrail/contract/routes/payment-links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { PaymentLinkMessages } from '../lib/messages';
import { paymentLinkKeys } from './keys';

export type UploadLinkImageVars = { ref: string; file: File };

export const uploadLinkImage = ({ ref, file }: UploadLinkImageVars) => {
  const form = new FormData();
  form.append('file', file);
  return call(links.uploadPaymentLinkImage, { query: { ref }, body: form }).then(responseBody);
};

export const removeLinkImage = (ref: string) =>
  call(links.removePaymentLinkImage, { query: { ref } }).then(responseBody);

function useRefresh() {
  const queryClient = useQueryClient();
  return (ref: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: paymentLinkKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: paymentLinkKeys.detail(ref) }),
    ]);
}

/**
 * `errorToast: false` where the server's refusal is shown beside the picker (the caller's
 * onError); on the create screen, which has left the picker behind, it is a toast. There the
 * link's own "created" toast already says it worked: `successToast: false` keeps it the only one.
 */
export function useUploadLinkImage({
  errorToast = false,
  successToast = true,
}: {
  errorToast?: boolean;
  successToast?: boolean;
} = {}) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: uploadLinkImage,
    meta: { successToast: successToast ? PaymentLinkMessages.imageUpdated : undefined, errorToast },
    onSuccess: (_link, { ref }) => refresh(ref),
  });
}

export function useRemoveLinkImage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: removeLinkImage,
    meta: { successToast: PaymentLinkMessages.imageRemoved },
    onSuccess: (_link, ref) => refresh(ref),
  });
}
