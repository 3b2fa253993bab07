/**
 * kyb.uploadKybDocument (multipart: kind, file). The picker shows the server's refusal under
 * itself, so no toast; success refetches the KYB details (their document list), nothing else.
 */
import * as kyb from '@payrail/contract/routes/kyb';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { kybKeys } from './keys';

export type DocumentUpload = { kind: kyb.KybDocumentKind; file: File };

export function uploadKybDocument({ kind, file }: DocumentUpload) {
  const body = new FormData();
  body.set('kind', kind);
  body.set('file', file);
  return call(kyb.uploadKybDocument, { body }).then(responseBody);
}

export function useUploadKybDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadKybDocument,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kybKeys.details(), refetchType: 'all' }),
  });
}
