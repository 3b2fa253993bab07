import type { Member } from '@payrail/contract/team';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '#components/ui/button.tsx';
import { Checkbox } from '#components/ui/checkbox.tsx';
import { Dialog, DialogActions } from '#components/ui/dialog.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { useChangeRole } from '../api/assign-role';
import { useAssignedSubAccounts } from '../api/get-assigned-sub-accounts';
import { useRoles } from '../api/get-roles';
import { RoleSelect } from './role-select';
import { SubAccountPicker } from './sub-account-picker';

/**
 * 'Change role': a role and the sub-accounts it is limited to (POST assign-role). By default the
 * new role replaces the ones the member holds; unticking 'Replace' adds it to them instead.
 */
export function ChangeRoleDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const roles = useRoles();
  const assigned = useAssignedSubAccounts(member.userId);
  const change = useChangeRole();
  const replaceId = useId();
  const [roleName, setRoleName] = useState('');
  const [error, setError] = useState<string>();
  const [replace, setReplace] = useState(true);
  const [subAccountIds, setSubAccountIds] = useState<string[] | null>(null);

  // The member's current limits, once known, are the starting point.
  useEffect(() => {
    if (assigned.data && subAccountIds === null) setSubAccountIds(assigned.data.map((s) => s.uuid));
  }, [assigned.data, subAccountIds]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!roleName) return setError('Choose a role');
    change.mutate(
      {
        userId: member.userId,
        roleName,
        ...(subAccountIds ? { subAccountIds } : {}),
        replace,
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Change role of ${member.firstName} ${member.lastName}`}
      description={
        member.roles.length
          ? `Current roles: ${member.roles.join(', ')}.`
          : 'They hold no role at the moment.'
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField label="Role" error={error ?? (roles.isError ? roles.error.message : undefined)}>
          <RoleSelect
            roles={roles.data ?? []}
            disabled={roles.isPending}
            value={roleName}
            onChange={(e) => {
              setRoleName(e.target.value);
              setError(undefined);
            }}
          />
        </FormField>
        {member.roles.length > 0 ? (
          <label htmlFor={replaceId} className="flex items-center gap-2 text-sm text-slate-800">
            <Checkbox id={replaceId} checked={replace} onChange={(e) => setReplace(e.target.checked)} />
            Replace their current roles
          </label>
        ) : null}
        <SubAccountPicker value={subAccountIds ?? []} onChange={setSubAccountIds} />
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending} disabled={assigned.isPending}>
            Change role
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
