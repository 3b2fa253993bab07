import type { PaymentLink } from '@payrail/contract/payment-links';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
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
    <ConfirmDialog
      title={`Delete ${link.name}?`}
      description={
        link.hasTransactions
          ? 'Customers have already paid through this link, so it is kept for the record. Deactivate it to stop new payments.'
          : 'Its public pages stop working at once. This cannot be undone.'
      }
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
