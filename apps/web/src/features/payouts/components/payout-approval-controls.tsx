import * as approval from '@payrail/contract/routes/payout-approval';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PermissionButton } from '#components/permission-button.tsx';
import { PinSubmit } from '#components/pin-submit.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { applyServerErrors } from '#lib/form-errors.ts';
import { useDecidePayoutApproval } from '../api/decide-payout-approval';

/**
 * A payout above the approval limit: another member approves it (sent) or rejects it (its money
 * returns), each with their own PIN. The requester sees no Approve (the API refuses it too) but
 * may reject, which withdraws the request.
 */
export function PayoutApprovalControls({ uuid, requestedByYou }: { uuid: string; requestedByYou: boolean }) {
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  return (
    <section aria-label="Approval" className="min-w-0 rounded-xl border border-slate-200 p-4 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900">Waiting for approval</h2>
      <p className="mt-1 text-sm text-slate-600">
        {requestedByYou
          ? 'This payout is above your approval limit: another team member must approve it.'
          : 'This payout is above your approval limit. Its money is held until it is approved or rejected.'}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {requestedByYou ? null : (
          <PermissionButton size="sm" endpoint={approval.approvePayout} onClick={() => setOpen('approve')}>
            Approve
          </PermissionButton>
        )}
        <PermissionButton
          size="sm"
          variant="secondary"
          endpoint={approval.rejectPayout}
          onClick={() => setOpen('reject')}
        >
          Reject
        </PermissionButton>
      </div>
      {open ? (
        <DecisionDialog uuid={uuid} approve={open === 'approve'} onClose={() => setOpen(null)} />
      ) : null}
    </section>
  );
}

function DecisionDialog({ uuid, approve, onClose }: { uuid: string; approve: boolean; onClose: () => void }) {
  const decide = useDecidePayoutApproval();
  const form = useForm<{ pin: string }>({ defaultValues: { pin: '' } });
  const submit = form.handleSubmit(async ({ pin }) => {
    try {
      await decide.mutateAsync({ uuid, pin, approve });
      onClose();
    } catch (e) {
      applyServerErrors(e, form.setError, ['pin']);
    }
  });
  const { errors } = form.formState;
  return (
    <Dialog
      open
      onClose={onClose}
      title={approve ? 'Approve this payout' : 'Reject this payout'}
      description={
        approve
          ? 'It is sent to the bank at once.'
          : 'It is not sent; the amount and its fee return to your available balance.'
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <PinSubmit
          pin={form.register('pin')}
          pinError={errors.pin?.message}
          serverError={errors.root?.server?.message}
          submitLabel={approve ? 'Approve' : 'Reject'}
          pending={decide.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
