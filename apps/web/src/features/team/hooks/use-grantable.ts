import { usePermissions } from '#lib/use-permissions.ts';

/** Whether the user may hand out a permission: the API refuses any they do not hold themselves. */
export function useGrantable(): (permission: string) => boolean {
  const { access } = usePermissions();
  return (permission) => !!access && (access.isOwner || access.permissions.includes(permission));
}
