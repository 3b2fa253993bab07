import { KYB_DOCUMENT_TITLES, type KybDocumentKind } from '@payrail/contract/kyb-reference';
import { type FormEvent, useState } from 'react';
import { ApiError } from '#lib/api-error.ts';
import { usePermissions } from '#lib/use-permissions.ts';
import { downloadKybDocument } from '../api/download-kyb-document';
import { useUpdateKyb } from '../api/update-kyb';
import { useUploadKybDocument } from '../api/upload-kyb-document';
import { KYB_DOWNLOAD, KYB_UPDATE, KYB_UPDATE_REASON } from '../lib/permissions';
import { FilePicker } from './file-picker';
import { StageActions } from './stage-actions';
import type { StageFormProps } from './stage-form';

/** The message to show for a refused upload: the server's word on the file, else its message. */
function refusal(error: unknown): Error {
  if (!(error instanceof ApiError)) return error instanceof Error ? error : new Error(String(error));
  const fields = error.fieldErrors;
  return new Error(fields?.file?.[0] ?? fields?.kind?.[0] ?? error.message);
}

/**
 * The category's required documents, each uploaded as soon as it is chosen (one per kind; a new
 * one replaces the old). Saving the stage checks that every one is there, here and on the server
 * (its errors are keyed by document kind and shown on that picker).
 */
export function DocumentsStageForm({ category, record, onSaved, onBack }: StageFormProps) {
  const upload = useUploadKybDocument();
  const { can } = usePermissions();
  const update = useUpdateKyb();
  const [errors, setErrors] = useState<Partial<Record<KybDocumentKind, string>>>({});
  const [serverError, setServerError] = useState<string>();
  const documents = record?.documents ?? [];
  const held = (kind: KybDocumentKind) => documents.find((d) => d.kind === kind);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(undefined);
    const missing = Object.fromEntries(
      category.requiredDocuments.filter((k) => !held(k)).map((k) => [k, 'Upload this document']),
    );
    setErrors(missing);
    if (Object.keys(missing).length) return;
    try {
      await update.mutateAsync({ stage: 'documents' });
      onSaved();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : undefined;
      const byKind = Object.fromEntries(
        category.requiredDocuments.filter((k) => fields?.[k]?.[0]).map((k) => [k, fields?.[k]?.[0]]),
      );
      setErrors(byKind);
      if (!Object.keys(byKind).length && error instanceof Error) setServerError(error.message);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
      <p className="text-sm text-slate-600">
        Upload clear scans or photos: PDF, PNG or JPEG, each under 5 MB. Each file is saved as soon as you
        choose it.
      </p>
      {category.requiredDocuments.map((kind) => {
        const doc = held(kind);
        return (
          <FilePicker
            key={kind}
            label={KYB_DOCUMENT_TITLES[kind]}
            uploaded={doc ? { fileName: doc.fileName, size: doc.size } : null}
            error={errors[kind]}
            disabledReason={can(KYB_UPDATE) ? undefined : KYB_UPDATE_REASON}
            onDownload={doc && can(KYB_DOWNLOAD) ? () => downloadKybDocument(doc) : undefined}
            onUpload={async (file) => {
              setErrors((e) => ({ ...e, [kind]: undefined }));
              await upload.mutateAsync({ kind, file }).catch((e: unknown) => {
                throw refusal(e);
              });
            }}
          />
        );
      })}
      <StageActions onBack={onBack} loading={update.isPending} serverError={serverError} />
    </form>
  );
}
