import type { Access } from '@payrail/contract/endpoint';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PermissionButton } from '#components/permission-button.tsx';
import { PinSubmit } from '#components/pin-submit.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { applyServerErrors } from '#lib/form-errors.ts';

type Endpoint = { readonly access: Access };

export type ApprovalControlsProps = {
  /** The section's accessible name. */
  label?: string;
  title: string;
  /** What waits and why, in the reader's words (the requester reads another text). */
  summary: ReactNode;
  requestedByYou: boolean;
  approve: { endpoint: Endpoint; title: string; description: string };
  reject: { endpoint: Endpoint; title: string; description: string };
  /** Sends the decision with the PIN; a refusal is thrown (ApiError) and shown on the form. */
  decide: (d: { approve: boolean; pin: string }) => Promise<unknown>;
  pending: boolean;
};

/** Why the requester's Approve is disabled (the API refuses it too). */
export const OWN_REQUEST_REASON = 'You asked for this; another member must approve it';

/**
 * Two-person approval's controls, shared by what waits for a second member (a payout above the
 * limit, a settlement-account change): Approve and Reject, each with the decider's own PIN. The
 * requester's Approve is disabled with the reason (CONVENTIONS: disabled with a reason, not
 * missing); their Reject reads Withdraw.
 */
export function ApprovalControls(p: ApprovalControlsProps) {
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const rejectLabel = p.requestedByYou ? 'Withdraw' : 'Reject';
  return (
    <section
      aria-label={p.label ?? 'Approval'}
      className="min-w-0 rounded-xl border border-amber-200 bg-amber-50/40 p-4 sm:p-6"
    >
      <h2 className="text-base font-semibold text-slate-900">{p.title}</h2>
      <div className="mt-1 text-sm text-slate-700">{p.summary}</div>
      <div className="mt-3 flex flex-wrap gap-2">
        <PermissionButton
          size="sm"
          endpoint={p.approve.endpoint}
          disabledReason={p.requestedByYou ? OWN_REQUEST_REASON : undefined}
          onClick={() => setOpen('approve')}
        >
          Approve
        </PermissionButton>
        <PermissionButton
          size="sm"
          variant="secondary"
          endpoint={p.reject.endpoint}
          onClick={() => setOpen('reject')}
        >
          {rejectLabel}
        </PermissionButton>
      </div>
      {open ? (
        <DecisionDialog
          {...(open === 'approve' ? p.approve : p.reject)}
          submitLabel={open === 'approve' ? 'Approve' : rejectLabel}
          onSubmit={(pin) => p.decide({ approve: open === 'approve', pin })}
          pending={p.pending}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}

function DecisionDialog(d: {
  title: string;
  description: string;
  submitLabel: string;
  onSubmit: (pin: string) => Promise<unknown>;
  pending: boolean;
  onClose: () => void;
}) {
  const form = useForm<{ pin: string }>({ defaultValues: { pin: '' } });
  const submit = form.handleSubmit(async ({ pin }) => {
    try {
      await d.onSubmit(pin);
      d.onClose();
    } catch (e) {
      applyServerErrors(e, form.setError, ['pin']);
    }
  });
  const { errors } = form.formState;
  return (
    <Dialog open onClose={d.onClose} title={d.title} description={d.description}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <PinSubmit
          pin={form.register('pin')}
          pinError={errors.pin?.message}
          serverError={errors.root?.server?.message}
          submitLabel={d.submitLabel}
          pending={d.pending}
          onCancel={d.onClose}
        />
      </form>
    </Dialog>
  );
}
