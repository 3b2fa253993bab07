import type { Logger } from 'pino';
import type { Deps } from './deps.ts';

export type AuthContext = {
  sessionId: string;
  userId: string;
  merchantId: string;
  isOwner: boolean;
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
