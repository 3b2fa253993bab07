import { missingReason, type Need, requirementOf } from '#lib/permissions.ts';
import { usePermissions } from '#lib/use-permissions.ts';
import { Button, type ButtonProps } from './ui/button';

type PermissionButtonProps = ButtonProps &
  Need & {
    /**
     * Shown when the user may not; by default the requirement says who may ('Only members who can
     * remove team members can do this.').
     */
    reason?: string;
  };

/**
 * A button for an action that needs a permission, disabled with the reason when it is missing:
 * `<PermissionButton endpoint={team.removeMember}>` checks the access the API checks for that
 * endpoint; `permission`, `all` and `any` serve actions no endpoint serves yet.
 */
export function PermissionButton({
  endpoint,
  permission,
  all,
  any,
  reason,
  disabledReason,
  ...props
}: PermissionButtonProps) {
  const { meets } = usePermissions();
  const requirement = requirementOf({ endpoint, permission, all, any } as Need);
  const allowed = meets(requirement);
  return (
    <Button {...props} disabledReason={allowed ? disabledReason : (reason ?? missingReason(requirement))} />
  );
}
