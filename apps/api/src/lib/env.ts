import type { Permission } from '@payrail/contract/permissions';
import type { Logger } from 'pino';
import type { Deps } from './deps.ts';

export type AuthContext = {
  sessionId: string;
  userId: string;
  merchantId: string;
  isOwner: boolean;
  /** Read on every request, so a change to a member's roles applies at their next request. */
  permissions: ReadonlySet<Permission>;
  /** Sub-accounts a member is limited to; null means the whole merchant. */
  subAccountIds: readonly string[] | null;
};

/** Hono's context variables for this app. */
export type AppEnv = {
  Variables: {
    deps: Deps;
    requestId: string;
    log: Logger;
    auth: AuthContext;
  };
};
