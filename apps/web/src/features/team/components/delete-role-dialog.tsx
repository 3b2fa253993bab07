import type { Role } from '@payrail/contract/team-roles';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { useDeleteRole } from '../api/delete-role';

/** Confirms DELETE delete-role. A role in use is refused (409); the server's message is shown. */
export function DeleteRoleDialog({ role, onClose }: { role: Role; onClose: () => void }) {
  const remove = useDeleteRole();
  return (
    <ConfirmDialog
      title={`Delete the role ${role.name}?`}
      description={
        role.memberCount > 0
          ? `${role.memberCount} member${role.memberCount === 1 ? ' holds' : 's hold'} this role.`
          : 'No member holds this role.'
      }
      confirmLabel="Delete role"
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() => remove.mutate(role.id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
