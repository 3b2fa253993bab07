/**
 * The one request context. Handlers and services receive `ctx` and an `input` object: `ctx.deps`
 * (database, clock, mailer, config), `ctx.actor` (who is asking, from where) and, behind a
 * session, `ctx.access` (what they may do right now). A service names the parts it needs with
 * `Pick<Ctx, …>`, so a job or a test can call it with just those.
 */
import type { Permission } from '@payrail/contract/permissions';
import type { Context } from 'hono';
import type { Deps } from './deps.ts';
import type { AppEnv } from './env.ts';
import type { Logger } from './logger.ts';
import { requestMeta } from './request-meta.ts';

/** Where a request comes from; all a public endpoint knows of its caller. */
export type Origin = {
  ip: string;
  userAgent: string | undefined;
  requestId: string;
};

/** A signed-in caller. */
export type Actor = Origin & {
  userId: string;
  merchantId: string;
  sessionId: string;
  isOwner: boolean;
};

/** What the actor may do; read on every request, so a role change applies at the next one. */
export type RequestAccess = {
  permissions: ReadonlySet<Permission>;
  /** Sub-accounts a member is limited to; null means the whole merchant. */
  subAccountIds: readonly string[] | null;
};

type Base = {
  deps: Deps;
  log: Logger;
  /** A request header (Idempotency-Key, Authorization), for the few endpoints that read one. */
  header: (name: string) => string | undefined;
  /** The body as sent, for the one upload that also takes the raw file (the profile picture). */
  rawBody: () => Promise<ArrayBuffer>;
};

/** The context of a public endpoint. */
export type PublicCtx = Base & { actor: Origin };
/** The context behind a session. */
export type Ctx = Base & { actor: Actor; access: RequestAccess };

function base(c: Context<AppEnv>): Base & { actor: Origin } {
  const { ip, userAgent } = requestMeta(c);
  return {
    deps: c.get('deps'),
    log: c.get('log'),
    header: (name) => c.req.header(name),
    rawBody: () => c.req.arrayBuffer(),
    actor: { ip, userAgent, requestId: c.get('requestId') },
  };
}

export const publicCtx = (c: Context<AppEnv>): PublicCtx => base(c);

/** The context of a request that passed `requireSession` (lib/session.ts). */
export function sessionCtx(c: Context<AppEnv>): Ctx {
  const b = base(c);
  const auth = c.get('auth');
  return {
    ...b,
    actor: {
      ...b.actor,
      userId: auth.userId,
      merchantId: auth.merchantId,
      sessionId: auth.sessionId,
      isOwner: auth.isOwner,
    },
    access: { permissions: auth.permissions, subAccountIds: auth.subAccountIds },
  };
}
