import {
  activatePaymentLink,
  deactivatePaymentLink,
  type PaymentLink,
} from '@payrail/contract/routes/payment-links';
import { PermissionButton } from '#components/permission-button.tsx';
import type { ButtonProps } from '#components/ui/button.tsx';
import { useSetLinkStatus } from '../api/set-link-status';
import { LinkReasons } from '../lib/permissions';

/** Deactivate an active link, activate an inactive one (GET activate|deactivate/{ref}). */
export function StatusToggle({ link, size = 'sm' }: { link: PaymentLink; size?: ButtonProps['size'] }) {
  const setStatus = useSetLinkStatus();
  const active = link.status === 'active';
  const action = active ? 'Deactivate' : 'Activate';
  return (
    <PermissionButton
      size={size}
      variant="secondary"
      endpoint={active ? deactivatePaymentLink : activatePaymentLink}
      reason={LinkReasons.status}
      loading={setStatus.isPending}
      aria-label={`${action} ${link.name}`}
      onClick={() => setStatus.mutate({ ref: link.ref, status: active ? 'inactive' : 'active' })}
    >
      {action}
    </PermissionButton>
  );
}
