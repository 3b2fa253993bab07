/**
 * Sessions (DESIGN.md §5): a 32-byte random token, stored only as its hash, valid for 5 days and
 * ended by 5 minutes without a request. Both limits are enforced here, on the server.
 */

import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@payrail/contract/constants';
import { ErrorCode, Messages } from '@payrail/contract/errors';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '#db/client.ts';
import { sessions, users } from '#db/schema/index.ts';
import { loadAccess } from './access.ts';
import type { Clock } from './clock.ts';
import { hashToken, newToken } from './crypto.ts';
import type { AppEnv } from './env.ts';
import { forbidden, unauthenticated } from './errors.ts';
import { perDatabase } from './prepared.ts';
import type { Access } from './route.ts';

/**
 * last_seen_at is written at most once a second, so a busy client does not write on every request
 * while the idle limit stays exact to the second.
 */
const TOUCH_EVERY_MS = 1_000;

export async function issueSession(
  db: Db,
  clock: Clock,
  userId: string,
  meta: { ip: string; userAgent: string | undefined },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300),
  });
  return { token, expiresAt };
}

export async function revokeSession(db: Db, clock: Clock, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user: password change, reset, removal from a team. */
export async function revokeAllSessions(db: Db, clock: Clock, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * Every authenticated request starts with this lookup: prepared once per database (drizzle builds
 * no SQL per request) and named, so each PostgreSQL connection parses and plans it once.
 */
const sessionByToken = perDatabase((db) =>
  db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      merchantId: users.merchantId,
      isOwner: users.isOwner,
      status: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token'),
);

function bearer(header: string | undefined): string | undefined {
  const m = header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})$/);
  return m?.[1];
}

export function requireSession(access: Access): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { db, clock } = c.get('deps');
    const token = bearer(c.req.header('authorization'));
    if (!token) throw unauthenticated();
    const rows = await sessionByToken(db).execute({ tokenHash: hashToken(token) });
    const s = rows[0];
    const now = clock.now();
    if (!s || s.revokedAt || s.status !== 'active')
      throw unauthenticated(Messages.sessionExpired, ErrorCode.SESSION_EXPIRED);
    const idle = now.getTime() - s.lastSeenAt.getTime() > SESSION_IDLE_MS;
    if (idle || now >= s.expiresAt) {
      await revokeSession(db, clock, s.id);
      throw unauthenticated(Messages.sessionExpired, ErrorCode.SESSION_EXPIRED);
    }
    if (now.getTime() - s.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, s.id));
    }
    const { permissions, subAccountIds } = await loadAccess(db, s.userId, s.isOwner);
    if (access.kind === 'permission' && !permissions.has(access.permission)) throw forbidden();
    if (access.kind === 'any' && !access.permissions.some((p) => permissions.has(p))) throw forbidden();
    if (access.kind === 'owner' && !s.isOwner) throw forbidden();
    c.set('auth', {
      sessionId: s.id,
      userId: s.userId,
      merchantId: s.merchantId,
      isOwner: s.isOwner,
      permissions,
      subAccountIds,
    });
    c.set('log', c.get('log').child({ userId: s.userId, merchantId: s.merchantId }));
    await next();
  };
}
