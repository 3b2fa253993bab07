import * as subs from '@payrail/contract/routes/sub-accounts';
import { useState } from 'react';
import { PermissionButton } from '#components/permission-button.tsx';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { type SubAccountStatus, useSetSubAccountStatus } from '../api/set-sub-account-status';

/**
 * Deactivate (after a confirmation saying what it does) or activate a sub-account; disabled with
 * the reason without sub-accounts:update. Deactivating stops new payments on its links; its money
 * still pays out to its bank and can still be transferred.
 */
export function SubAccountStatusControl({
  slug,
  name,
  status,
}: {
  slug: string;
  name: string;
  status: SubAccountStatus;
}) {
  const change = useSetSubAccountStatus();
  const [confirming, setConfirming] = useState(false);
  if (status === 'inactive')
    return (
      <PermissionButton
        endpoint={subs.setSubAccountStatus}
        variant="secondary"
        loading={change.isPending}
        onClick={() => change.mutate({ slug, status: 'active' })}
      >
        Activate sub-account
      </PermissionButton>
    );
  return (
    <>
      <PermissionButton
        endpoint={subs.setSubAccountStatus}
        variant="secondary"
        onClick={() => {
          change.reset();
          setConfirming(true);
        }}
      >
        Deactivate sub-account
      </PermissionButton>
      {confirming ? (
        <ConfirmDialog
          title={`Deactivate ${name}?`}
          description="Its payment links stop taking payments until you activate it again. Its balance still pays out to its bank account and can still be transferred."
          confirmLabel="Deactivate"
          pending={change.isPending}
          error={change.error}
          onConfirm={() =>
            change.mutate({ slug, status: 'inactive' }, { onSuccess: () => setConfirming(false) })
          }
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
