import * as approval from '@payrail/contract/routes/payout-approval';
import { useState } from 'react';
import { Can } from '#components/can.tsx';
import { PermissionButton } from '#components/permission-button.tsx';
import { ListStatus } from '#components/ui/list-status.tsx';
import { formatMinor } from '#lib/money-text.ts';
import { useApprovalLimit } from '../api/approval-limit';
import { ApprovalLimitDialog } from './approval-limit-dialog';
import { ScheduledLimitChange } from './scheduled-limit-change';

/**
 * Two-person approval's limit: the owner's setting, read by every member who can approve payouts
 * (hidden from the others, as the API is), with a loosening waiting its 24 hours and its Cancel.
 */
export function ApprovalLimitSection() {
  return (
    <Can endpoint={approval.getApprovalLimit}>
      <LimitSection />
    </Can>
  );
}

function LimitSection() {
  const setting = useApprovalLimit();
  const [editing, setEditing] = useState(false);
  const limit = setting.data?.limit;
  return (
    <section
      aria-label="Two-person approval"
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">Two-person approval</h2>
          <ListStatus
            status={setting.status}
            error={setting.error}
            onRetry={() => void setting.refetch()}
            isEmpty={false}
            empty={null}
            loadingLabel="Loading the approval limit"
          >
            {setting.data ? (
              <>
                <p className="mt-1 text-sm text-slate-700">
                  {limit == null
                    ? 'Off. A member who can make payouts sends them, and changes the settlement account, alone.'
                    : `On. Payouts above ${formatMinor(limit, 'NGN')}, and every settlement account change, wait for another team member’s approval.`}
                </p>
                {setting.data.scheduled ? <ScheduledLimitChange change={setting.data.scheduled} /> : null}
              </>
            ) : null}
          </ListStatus>
        </div>
        <PermissionButton
          variant="secondary"
          endpoint={approval.saveApprovalLimit}
          disabledReason={setting.data ? undefined : 'Loading the current limit'}
          onClick={() => setEditing(true)}
        >
          {limit == null ? 'Set a limit' : 'Change'}
        </PermissionButton>
      </div>
      {editing && setting.data ? (
        <ApprovalLimitDialog current={setting.data.limit} onClose={() => setEditing(false)} />
      ) : null}
    </section>
  );
}
