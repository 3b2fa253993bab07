import type { ReactNode } from 'react';
import { type Need, requirementOf } from '#lib/permissions.ts';
import { usePermissions } from '#lib/use-permissions.ts';

type CanProps = Need & {
  /** What to show when allowed; a function gets the verdict instead (to render a disabled control). */
  children: ReactNode | ((allowed: boolean) => ReactNode);
  /** What to show when not allowed (nothing by default). */
  fallback?: ReactNode;
};

/**
 * Renders its children only when the user may: `<Can endpoint={kyb.updateStage}>` (the access the
 * API checks for that endpoint), or where no endpoint serves it `<Can permission="payout:create">`,
 * `<Can all={[…]}>`, `<Can any={[…]}>`.
 */
export function Can({ children, fallback = null, ...need }: CanProps) {
  const { meets } = usePermissions();
  const allowed = meets(requirementOf(need as Need));
  if (typeof children === 'function') return <>{children(allowed)}</>;
  return <>{allowed ? children : fallback}</>;
}
