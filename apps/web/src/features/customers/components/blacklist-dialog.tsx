import { type FormEvent, useState } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogActions } from '#components/ui/dialog.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { ApiError } from '#lib/api-error.ts';
import { useBlacklistCustomer } from '../api/blacklist-customer';
import { REASON_MAX, reasonProblem } from '../lib/blacklist';

/** 'Blacklist': a reason (kept with the audit row), then checkout refuses the customer's email. */
export function BlacklistDialog({ id, email, onClose }: { id: string; email: string; onClose: () => void }) {
  const blacklist = useBlacklistCustomer();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = reasonProblem(reason);
    setError(problem);
    if (problem) return;
    blacklist.mutate(
      { id, reason: reason.trim() },
      {
        onSuccess: onClose,
        onError: (err) => setError(err instanceof ApiError ? err.fieldErrors?.reason?.[0] : undefined),
      },
    );
  };
  const serverError = blacklist.error && !error ? blacklist.error.message : undefined;
  return (
    <Dialog
      open
      onClose={onClose}
      title="Blacklist this customer"
      description={`Checkout will refuse payments from ${email}, on every channel, until you lift it.`}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField label="Reason" error={error} hint="Only your team sees it.">
          <textarea
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/40 aria-invalid:border-red-500 sm:text-sm"
          />
        </FormField>
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={blacklist.isPending}>
            Blacklist
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
