import type { Role } from '@payrail/contract/team-roles';
import { useEffect, useState } from 'react';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogActions } from '#components/ui/dialog.tsx';
import { ListStatus } from '#components/ui/list-status.tsx';
import { useAssignPermissions } from '../api/assign-permissions';
import { useAssignedFeaturesByRole } from '../api/get-assigned-features-by-role';
import { useFeatures } from '../api/get-features';
import { usePermissionByRole } from '../api/get-permission-by-role';
import { useGrantable } from '../hooks/use-grantable';
import { fromGrouped, hasChanges, permissionList, togglePermission } from '../lib/permission-matrix';
import { PermissionMatrix } from './permission-matrix';

/**
 * A role's permissions as the grouped matrix (GET features + get-permission-by-role), saved with
 * POST assign-permissions. System roles are shown read-only.
 */
export function EditPermissionsDialog({ role, onClose }: { role: Role; onClose: () => void }) {
  const features = useFeatures();
  const current = usePermissionByRole(role.id);
  const covered = useAssignedFeaturesByRole(role.id);
  const save = useAssignPermissions();
  const grantable = useGrantable();
  const saved = fromGrouped(current.data?.permissions);
  const [selected, setSelected] = useState<ReadonlySet<string> | null>(null);

  useEffect(() => {
    if (current.data && selected === null) setSelected(fromGrouped(current.data.permissions));
  }, [current.data, selected]);

  const status = features.status === 'success' ? current.status : features.status;
  const changed = selected !== null && hasChanges(saved, selected);
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={`${role.system ? 'Permissions' : 'Edit permissions'}: ${role.name}`}
      description={
        <>
          {role.system ? 'System roles cannot be changed. Create a role of your own to adjust them. ' : null}
          {covered.data ? (
            <span>
              Covers: {covered.data.length ? covered.data.map((f) => f.label).join(', ') : 'no feature yet'}.
            </span>
          ) : null}
        </>
      }
    >
      <ListStatus
        status={status}
        error={features.error ?? current.error}
        onRetry={() => void Promise.all([features.refetch(), current.refetch()])}
        isEmpty={(features.data ?? []).length === 0}
        empty="No features to choose from."
        loadingLabel="Loading permissions"
      >
        <PermissionMatrix
          features={features.data ?? []}
          selected={selected ?? saved}
          readOnly={role.system}
          grantable={grantable}
          onToggle={(p, on) => setSelected((s) => togglePermission(s ?? saved, p, on))}
        />
      </ListStatus>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {role.system ? 'Close' : 'Cancel'}
        </Button>
        {role.system ? null : (
          <Button
            loading={save.isPending}
            disabled={!changed}
            onClick={() =>
              selected &&
              save.mutate(
                { roleId: role.id, roleName: role.name, permissions: permissionList(selected) },
                { onSuccess: onClose },
              )
            }
          >
            Save permissions
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
