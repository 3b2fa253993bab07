/**
 * Route permission checks for `beforeLoad` (spec 001 §2, §6). The dashboard layout puts the
 * user's team access in the route context; a guarded route checks it against its row of
 * ROUTE_ACCESS. A failed check throws NotAuthorizedError, which the error view renders as
 * 'Not authorized' with a link to an area the user may use — it never signs anyone out.
 */
import type { TeamAccess } from '@payrail/contract/account';
import { Messages } from '@payrail/contract/errors';
import { type AreaTarget, type GuardedPath, landing, ROUTE_ACCESS } from './areas';
import { meets } from './permissions';

export class NotAuthorizedError extends Error {
  /** An area the user may open instead. */
  readonly fallback: AreaTarget & { label: string };

  constructor(fallback: AreaTarget & { label: string }) {
    super(Messages.notAuthorized);
    this.name = 'NotAuthorizedError';
    this.fallback = fallback;
  }
}

export const isNotAuthorized = (error: unknown): error is NotAuthorizedError =>
  error instanceof NotAuthorizedError;

/** Throws NotAuthorizedError unless `access` meets the requirement of `path`. */
export function assertAccess(access: TeamAccess | undefined, path: GuardedPath): void {
  if (!meets(access, ROUTE_ACCESS[path])) throw new NotAuthorizedError(landing(access));
}

/** `beforeLoad: guard('/payments/transactions')` in a route under the dashboard layout. */
export const guard =
  (path: GuardedPath) =>
  ({ context }: { context: { access?: TeamAccess } }): void =>
    assertAccess(context.access, path);
