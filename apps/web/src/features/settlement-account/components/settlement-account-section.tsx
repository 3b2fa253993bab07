import * as accounts from '@payrail/contract/routes/settlement-account';
import { useState } from 'react';
import { PermissionButton } from '#components/permission-button.tsx';
import { ListStatus } from '#components/ui/list-status.tsx';
import { useSettlementAccounts } from '../api/get-settlement-accounts';
import { AddAccountDialog } from './add-account-dialog';
import { PendingAccountChange } from './pending-account-change';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-NG', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Lagos',
  }).format(new Date(iso));

/**
 * The settlement account: where payouts go (the NGN default), with a way to add or change it (the
 * PIN is asked; the owner is emailed). With two-person approval on, a change waits here for another
 * member's approval. Mounted on the payouts and balances pages.
 */
export function SettlementAccountSection({ now = () => new Date() }: { now?: () => Date }) {
  const list = useSettlementAccounts();
  const [adding, setAdding] = useState(false);
  const current = list.data?.items.find((a) => a.isDefault && a.currency === 'NGN');
  const held = current && new Date(current.payoutsFrom) > now();
  const pending = list.data?.pending.find((c) => c.currency === 'NGN');
  return (
    <section
      aria-label="Settlement account"
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">Settlement account</h2>
          <ListStatus
            status={list.status}
            error={list.error}
            onRetry={() => void list.refetch()}
            isEmpty={!current}
            empty="No settlement account yet. Add the bank account your payouts should go to."
            loadingLabel="Loading the settlement account"
          >
            {current ? (
              <div className="mt-1 text-sm text-slate-700">
                <p className="font-medium text-slate-900">{current.accountName}</p>
                <p>
                  {current.bankName} · {current.accountNumber}
                </p>
                {held ? (
                  <p className="mt-1 text-amber-800">
                    Payouts to this new account start on {when(current.payoutsFrom)}.
                  </p>
                ) : null}
              </div>
            ) : null}
          </ListStatus>
        </div>
        <PermissionButton
          variant="secondary"
          endpoint={accounts.addSettlementAccount}
          disabledReason={pending ? 'A change of the account already waits for approval' : undefined}
          onClick={() => setAdding(true)}
        >
          {current ? 'Change account' : 'Add account'}
        </PermissionButton>
      </div>
      {pending ? (
        <div className="mt-4">
          <PendingAccountChange change={pending} />
        </div>
      ) : null}
      {adding ? <AddAccountDialog onClose={() => setAdding(false)} /> : null}
    </section>
  );
}
