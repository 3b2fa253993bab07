import { Button, type ButtonProps } from '../../../components/ui/button';
import type { Permission } from '../../../lib/permissions';
import { usePermissions } from '../hooks/use-permissions';

type PermissionButtonProps = ButtonProps & {
  permission: Permission;
  /** Shown when the user lacks the permission, e.g. 'You need permission to invite members'. */
  reason: string;
};

/** A button for an action that needs a permission: disabled with the reason when it is missing. */
export function PermissionButton({ permission, reason, disabledReason, ...props }: PermissionButtonProps) {
  const { can } = usePermissions();
  return <Button {...props} disabledReason={can(permission) ? disabledReason : reason} />;
}
