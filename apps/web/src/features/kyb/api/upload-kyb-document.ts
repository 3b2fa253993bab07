/**
 * POST /api/v1/kyb/documents (multipart: kind, file). The picker shows the server's refusal under
 * itself, so no toast; success refetches the KYB details (their document list), nothing else.
 */
import type { KybDocument, KybDocumentKind } from '@payrail/contract/kyb';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, responseBody } from '../../../lib/http';
import { kybKeys } from './keys';

export type DocumentUpload = { kind: KybDocumentKind; file: File };

export function uploadKybDocument({ kind, file }: DocumentUpload) {
  const body = new FormData();
  body.set('kind', kind);
  body.set('file', file);
  return http.post<KybDocument>('/kyb/documents', body).then(responseBody);
}

export function useUploadKybDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadKybDocument,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kybKeys.details(), refetchType: 'all' }),
  });
}
