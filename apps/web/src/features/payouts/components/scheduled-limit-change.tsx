import type { ScheduledApprovalLimit } from '@payrail/contract/payout-approval';
import * as approval from '@payrail/contract/routes/payout-approval';
import { useId } from 'react';
import { PermissionButton } from '#components/permission-button.tsx';
import { formatMinor } from '#lib/money-text.ts';
import { useCancelApprovalLimitChange } from '../api/cancel-approval-limit-change';
import { when } from '../lib/labels';

/**
 * A loosening of two-person approval waiting its 24 hours (contract payout-approval.ts): when it
 * takes effect (Africa/Lagos time), who asked, and Cancel for any member who can approve payouts
 * (disabled with the reason for the others). Until then the current rule applies.
 */
export function ScheduledLimitChange({ change }: { change: ScheduledApprovalLimit }) {
  const cancel = useCancelApprovalLimitChange();
  const headingId = useId();
  const what = change.limit === null ? 'Turns off' : `Rises to ${formatMinor(change.limit, 'NGN')}`;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-3 rounded-lg border border-amber-200 bg-amber-50/60 p-3 text-sm"
    >
      <p id={headingId} className="font-medium text-slate-900">
        {what} on {when(change.takesEffectAt)}
      </p>
      <p className="mt-1 text-slate-700">
        {change.requestedBy} asked for this on {when(change.requestedAt)}. To protect your money it waits 24
        hours, and until then the current rule applies. Any team member who can approve payouts can cancel it.
      </p>
      <PermissionButton
        size="sm"
        variant="secondary"
        className="mt-2"
        endpoint={approval.cancelApprovalLimitChange}
        loading={cancel.isPending}
        onClick={() => cancel.mutate(change.id)}
      >
        Cancel this change
      </PermissionButton>
    </section>
  );
}
