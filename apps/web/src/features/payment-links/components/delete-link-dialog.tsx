import { deactivatePaymentLink, type PaymentLink } from '@payrail/contract/routes/payment-links';
import { PermissionButton } from '#components/permission-button.tsx';
import { Button } from '#components/ui/button.tsx';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { Dialog, DialogActions } from '#components/ui/dialog.tsx';
import { useDeletePaymentLink } from '../api/delete-payment-link';
import { useSetLinkStatus } from '../api/set-link-status';
import { LinkReasons } from '../lib/permissions';

export const HAS_PAYMENTS_MESSAGE = 'This link has payments, so it cannot be deleted. Deactivate it instead.';

type DialogLink = PaymentLink & { amountPaid?: number };

/** The API refuses to delete a link once a checkout ran on it (409): that dialog offers no Delete. */
export const hasPayments = (link: DialogLink) =>
  link.hasTransactions || link.usageCount > 0 || (link.amountPaid ?? 0) > 0;

/**
 * Confirms DELETE delete/{ref}; for a link with payments, which the API would refuse, it says so
 * and offers to deactivate the link instead (or only closes, when it is inactive already).
 */
export function DeleteLinkDialog({
  link,
  onClose,
  onDeleted,
}: {
  link: DialogLink;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  if (hasPayments(link)) return <KeepLinkDialog link={link} onClose={onClose} />;
  return <ConfirmDeleteDialog link={link} onClose={onClose} onDeleted={onDeleted} />;
}

function ConfirmDeleteDialog({
  link,
  onClose,
  onDeleted,
}: {
  link: DialogLink;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeletePaymentLink();
  return (
    <ConfirmDialog
      title={`Delete ${link.name}?`}
      description="Its public pages stop working at once. This cannot be undone."
      confirmLabel="Delete link"
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() =>
        remove.mutate(link.ref, {
          onSuccess: () => {
            onClose();
            onDeleted?.();
          },
        })
      }
      onClose={onClose}
    />
  );
}

function KeepLinkDialog({ link, onClose }: { link: DialogLink; onClose: () => void }) {
  const setStatus = useSetLinkStatus();
  const active = link.status === 'active';
  return (
    <Dialog
      open
      onClose={onClose}
      title={`${link.name} cannot be deleted`}
      description={
        active
          ? HAS_PAYMENTS_MESSAGE
          : 'This link has payments, so it cannot be deleted. It is already inactive: customers cannot pay through it.'
      }
    >
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {active ? 'Cancel' : 'OK'}
        </Button>
        {active ? (
          <PermissionButton
            endpoint={deactivatePaymentLink}
            reason={LinkReasons.status}
            loading={setStatus.isPending}
            onClick={() => setStatus.mutate({ ref: link.ref, status: 'inactive' }, { onSuccess: onClose })}
          >
            Deactivate
          </PermissionButton>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
