import type { Member } from '@payrail/contract/team';
import { type FormEvent, useState } from 'react';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogActions } from '#components/ui/dialog.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Select } from '#components/ui/select.tsx';
import { useUnAssignRole } from '../api/un-assign-role';

/** 'Revoke role': take one of the member's roles away (POST un-assign-role). */
export function RevokeRoleDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const revoke = useUnAssignRole();
  const [roleName, setRoleName] = useState(member.roles[0] ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (roleName) revoke.mutate({ userId: member.userId, roleName }, { onSuccess: onClose });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Revoke a role of ${member.firstName} ${member.lastName}`}
      description="They lose what the role allows on their next request."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField label="Role to revoke">
          <Select value={roleName} onChange={(e) => setRoleName(e.target.value)}>
            {member.roles.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </Select>
        </FormField>
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={revoke.isPending}>
            Revoke role
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
