import * as roles from '@payrail/contract/routes/team-roles';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PermissionButton } from '#components/permission-button.tsx';
import { ListStatus } from '#components/ui/list-status.tsx';
import { useRoles } from '../api/get-roles';
import { CreateRoleDialog } from './create-role-dialog';
import { DeleteRoleDialog } from './delete-role-dialog';
import { EditPermissionsDialog } from './edit-permissions-dialog';
import { RolesTable } from './roles-table';

export type RoleDialog = { kind: 'permissions' | 'delete'; role: roles.Role };

/** The roles tab: system roles and the merchant's own, 'Create role', permissions, 'Delete role'. */
export function RolesTab() {
  const list = useRoles();
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<RoleDialog | null>(null);
  const close = () => setDialog(null);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Roles</h2>
        <PermissionButton endpoint={roles.createRole} onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="size-4" />
          Create role
        </PermissionButton>
      </div>
      <ListStatus
        status={list.status}
        error={list.error}
        onRetry={() => void list.refetch()}
        isEmpty={(list.data ?? []).length === 0}
        empty="No roles yet."
        loadingLabel="Loading roles"
      >
        <RolesTable roles={list.data ?? []} onOpen={setDialog} />
      </ListStatus>
      <CreateRoleDialog open={creating} onClose={() => setCreating(false)} />
      {dialog?.kind === 'permissions' ? <EditPermissionsDialog role={dialog.role} onClose={close} /> : null}
      {dialog?.kind === 'delete' ? <DeleteRoleDialog role={dialog.role} onClose={close} /> : null}
    </div>
  );
}
