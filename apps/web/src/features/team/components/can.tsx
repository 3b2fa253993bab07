import type { ReactNode } from 'react';
import type { Requirement } from '../../../lib/permissions';
import { usePermissions } from '../hooks/use-permissions';

type CanProps = Requirement & {
  /** What to show when allowed; a function gets the verdict instead (to render a disabled control). */
  children: ReactNode | ((allowed: boolean) => ReactNode);
  /** What to show when not allowed (nothing by default). */
  fallback?: ReactNode;
};

/**
 * Renders its children only when the user meets the requirement:
 * `<Can permission="payout:create">`, `<Can all={[…]}>`, `<Can any={[…]}>`.
 */
export function Can({ children, fallback = null, ...requirement }: CanProps) {
  const { meets } = usePermissions();
  const allowed = meets(requirement as Requirement);
  if (typeof children === 'function') return <>{children(allowed)}</>;
  return <>{allowed ? children : fallback}</>;
}
