import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog, DialogActions } from './dialog';

type ConfirmDialogProps = {
  title: string;
  description: ReactNode;
  /** The danger button's label: say what happens ('Delete role', 'Remove member'). */
  confirmLabel: string;
  pending: boolean;
  /** A refusal from the server, shown above the buttons (it is toasted as well). */
  error?: Error | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** A yes/no question before something that cannot be undone: Cancel, or the danger action. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open onClose={onClose} title={title} description={description}>
      {error ? <Alert tone="error">{error.message}</Alert> : null}
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
