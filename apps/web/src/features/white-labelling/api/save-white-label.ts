/**
 * wl.saveWhiteLabel ('White labeling updated successfully'), sent as form data (spec 001 §7). A
 * refusal is toasted with the server's message (spec 001 §8) and its field errors shown by the form.
 * The answer replaces the cached branding.
 */
import * as wl from '@payrail/contract/routes/white-labelling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { type BrandingValues, toFormData } from '../lib/branding-values';
import { whiteLabelKeys } from './keys';

export const WHITE_LABEL_UPDATED = 'White labeling updated successfully';

export type SaveWhiteLabelVars = { values: BrandingValues; logo: File | null; removeLogo: boolean };

export const saveWhiteLabel = ({ values, logo, removeLogo }: SaveWhiteLabelVars) =>
  call(wl.saveWhiteLabel, { body: toFormData(values, logo, removeLogo) }).then(responseBody);

export function useSaveWhiteLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWhiteLabel,
    meta: { successToast: WHITE_LABEL_UPDATED },
    onSuccess: (saved) => queryClient.setQueryData(whiteLabelKeys.current(), saved),
  });
}
