import { CHARGEBACK_MAX_FILE_BYTES, CHARGEBACK_MAX_FILES } from '@payrail/contract/chargebacks';
import { type FormEvent, useState } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogActions } from '#components/ui/dialog.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { ApiError } from '#lib/api-error.ts';
import { useDeclineChargeback } from '../api/answer-chargeback';

const MB = CHARGEBACK_MAX_FILE_BYTES / (1024 * 1024);

/**
 * Decline with a reason and one to three files (receipts, proof of delivery: PDF, PNG or JPEG). The
 * server reads each file's type from its bytes; its field errors show under the fields.
 */
export function DeclineDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const decline = useDeclineChargeback();
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [local, setLocal] = useState<Record<string, string>>({});
  const server = decline.error instanceof ApiError ? (decline.error.fieldErrors ?? {}) : {};
  const fieldError = (k: string) => local[k] ?? server[k]?.[0];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errors: Record<string, string> = {};
    if (reason.trim().length < 10) errors.reason = 'Tell us why, in at least 10 characters';
    if (!files.length) errors.evidence1 = 'Attach at least one file as evidence.';
    if (files.some((f) => f.size > CHARGEBACK_MAX_FILE_BYTES))
      errors.evidence1 = `Each file must be at most ${MB} MB.`;
    setLocal(errors);
    if (Object.keys(errors).length) return;
    decline.mutate({ id, reason: reason.trim(), files }, { onSuccess: onClose });
  };
  const fileError = fieldError('evidence1') ?? fieldError('evidence2') ?? fieldError('evidence3');
  return (
    <Dialog
      open
      onClose={onClose}
      title="Decline the chargeback"
      description="Tell the customer’s bank why the payment stands, with evidence."
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <FormField label="Reason" error={fieldError('reason')}>
          <Input value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
        </FormField>
        <FormField
          label="Evidence"
          error={fileError}
          hint={`Up to ${CHARGEBACK_MAX_FILES} files: PDF, PNG or JPEG, ${MB} MB each.`}
        >
          <Input
            type="file"
            multiple
            accept="application/pdf,image/png,image/jpeg"
            onChange={(e) => setFiles(Array.from(e.target.files ?? []).slice(0, CHARGEBACK_MAX_FILES))}
          />
        </FormField>
        {decline.error && !Object.keys(server).length ? (
          <Alert tone="error">{decline.error.message}</Alert>
        ) : null}
        <DialogActions>
          <Button variant="secondary" type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={decline.isPending}>
            Decline with evidence
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
