import { assignPermissions, deleteRole, type Role } from '@payrail/contract/routes/team-roles';
import { PermissionButton } from '#components/permission-button.tsx';
import { Badge } from '#components/ui/badge.tsx';
import { Button } from '#components/ui/button.tsx';
import { Table, Td, Th } from '#components/ui/table.tsx';
import type { RoleDialog } from './roles-tab';

/** Roles with their description, a System badge, how many members hold them, and their actions. */
export function RolesTable({ roles, onOpen }: { roles: Role[]; onOpen: (dialog: RoleDialog) => void }) {
  return (
    <Table label="Roles">
      <thead>
        <tr>
          <Th>Name</Th>
          <Th>Description</Th>
          <Th className="text-right">Members</Th>
          <Th className="text-right">Permissions</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {roles.map((role) => (
          <tr key={role.id}>
            <Td className="font-medium whitespace-nowrap text-slate-900">
              {role.name} {role.system ? <Badge className="ml-1">System</Badge> : null}
            </Td>
            <Td className="text-slate-700">{role.description || '—'}</Td>
            <Td className="text-right tabular-nums">{role.memberCount}</Td>
            <Td className="text-right tabular-nums">{role.permissions.length}</Td>
            <Td>
              <div className="flex flex-wrap justify-end gap-2">
                {role.system ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`View permissions of ${role.name}`}
                    onClick={() => onOpen({ kind: 'permissions', role })}
                  >
                    View permissions
                  </Button>
                ) : (
                  <PermissionButton
                    size="sm"
                    variant="secondary"
                    endpoint={assignPermissions}
                    aria-label={`Edit permissions of ${role.name}`}
                    onClick={() => onOpen({ kind: 'permissions', role })}
                  >
                    Edit permissions
                  </PermissionButton>
                )}
                <PermissionButton
                  size="sm"
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50 hover:text-red-800"
                  endpoint={deleteRole}
                  disabledReason={role.system ? 'System roles cannot be deleted.' : undefined}
                  aria-label={`Delete role ${role.name}`}
                  onClick={() => onOpen({ kind: 'delete', role })}
                >
                  Delete role
                </PermissionButton>
              </div>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
