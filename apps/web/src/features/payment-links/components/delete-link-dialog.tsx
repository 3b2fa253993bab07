import type { PaymentLink } from '@payrail/contract/payment-links';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { useDeletePaymentLink } from '../api/delete-payment-link';

/**
 * Confirms DELETE delete/{ref}. A link with payments is refused by the API (409); its message is
 * toasted and shown here, and the dialog suggests deactivating instead.
 */
export function DeleteLinkDialog({
  link,
  onClose,
  onDeleted,
}: {
  link: PaymentLink;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeletePaymentLink();
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Delete ${link.name}?`}
      description={
        link.hasTransactions
          ? 'Customers have already paid through this link, so it is kept for the record. Deactivate it to stop new payments.'
          : 'Its public pages stop working at once. This cannot be undone.'
      }
    >
      {remove.error ? <Alert tone="error">{remove.error.message}</Alert> : null}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="danger"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(link.ref, {
              onSuccess: () => {
                onClose();
                onDeleted?.();
              },
            })
          }
        >
          Delete link
        </Button>
      </DialogActions>
    </Dialog>
  );
}
