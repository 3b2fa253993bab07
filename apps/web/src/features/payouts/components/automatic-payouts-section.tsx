import type { AutomaticPayouts } from '@payrail/contract/payout-schedule';
import * as schedule from '@payrail/contract/routes/payout-schedule';
import { useState } from 'react';
import { PermissionButton } from '#components/permission-button.tsx';
import { ListStatus } from '#components/ui/list-status.tsx';
import { formatMinor } from '#lib/money-text.ts';
import { useAutomaticPayouts } from '../api/automatic-payouts';
import { when } from '../lib/labels';
import { AutomaticPayoutsDialog, WEEKDAYS } from './automatic-payouts-dialog';

const describe = (s: AutomaticPayouts) =>
  `${s.frequency === 'daily' ? 'Every day' : `Every ${WEEKDAYS[(s.weekday ?? 1) - 1]}`} at 09:00 (Lagos), when your available balance is at least ${formatMinor(s.minimum, 'NGN')}: all of it, less the payout fee.`;

/** Automatic payouts: off, or when and above what; changed with the PIN. */
export function AutomaticPayoutsSection() {
  const setting = useAutomaticPayouts();
  const [editing, setEditing] = useState(false);
  const s = setting.data;
  return (
    <section
      aria-label="Automatic payouts"
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">Automatic payouts</h2>
          <ListStatus
            status={setting.status}
            error={setting.error}
            onRetry={() => void setting.refetch()}
            isEmpty={false}
            empty={null}
            loadingLabel="Loading the automatic payouts setting"
          >
            {s ? (
              <div className="mt-1 text-sm text-slate-700">
                <p>{s.enabled ? describe(s) : 'Off. Payouts are made only when you request them.'}</p>
                {s.enabled && s.nextRunAt ? (
                  <p className="text-slate-500">Next: {when(s.nextRunAt)}</p>
                ) : null}
              </div>
            ) : null}
          </ListStatus>
        </div>
        <PermissionButton
          variant="secondary"
          endpoint={schedule.saveAutomaticPayouts}
          onClick={() => setEditing(true)}
        >
          Change
        </PermissionButton>
      </div>
      {editing && s ? <AutomaticPayoutsDialog current={s} onClose={() => setEditing(false)} /> : null}
    </section>
  );
}
