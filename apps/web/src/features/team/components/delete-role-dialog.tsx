import type { Role } from '@payrail/contract/team';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { useDeleteRole } from '../api/delete-role';

/** Confirms DELETE delete-role. A role in use is refused (409); the server's message is shown. */
export function DeleteRoleDialog({ role, onClose }: { role: Role; onClose: () => void }) {
  const remove = useDeleteRole();
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Delete the role ${role.name}?`}
      description={
        role.memberCount > 0
          ? `${role.memberCount} member${role.memberCount === 1 ? ' holds' : 's hold'} this role.`
          : 'No member holds this role.'
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
          onClick={() => remove.mutate(role.id, { onSuccess: onClose })}
        >
          Delete role
        </Button>
      </DialogActions>
    </Dialog>
  );
}
