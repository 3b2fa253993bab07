import type { Role } from '@payrail/contract/team-roles';
import type { SelectProps } from '#components/ui/select.tsx';
import { Select } from '#components/ui/select.tsx';
import { usePermissions } from '#lib/use-permissions.ts';

/**
 * The roles to choose from (GET roles). A role with a permission the user does not hold cannot be
 * handed out (the API refuses it), so it is listed but disabled, saying why.
 */
export function RoleSelect({ roles, ...props }: SelectProps & { roles: readonly Role[] }) {
  const { access } = usePermissions();
  const grantable = (role: Role) =>
    !!access && (access.isOwner || role.permissions.every((p) => access.permissions.includes(p)));
  return (
    <Select {...props}>
      <option value="">Choose a role</option>
      {roles.map((r) => (
        <option key={r.id} value={r.name} disabled={!grantable(r)}>
          {r.name}
          {grantable(r) ? '' : ' (has permissions you do not hold)'}
        </option>
      ))}
    </Select>
  );
}
