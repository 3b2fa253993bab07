/** Audit rows are written in the same transaction as the change they describe. */
import type { Db, Tx } from '#db/client.ts';
import { auditEvents } from '#db/schema/index.ts';
import type { Clock } from './clock.ts';

export type Actor = { userId: string; merchantId: string; ip: string };

/** What an audit row needs of the request context: the clock and who acted, from where. */
export type AuditCtx = { deps: { clock: Clock }; actor: Actor };
export type AuditEvent = { action: string; target: string; details?: Record<string, unknown> };

export async function audit(
  db: Db | Tx,
  { deps, actor }: AuditCtx,
  { action, target, details = {} }: AuditEvent,
): Promise<void> {
  await db.insert(auditEvents).values({
    merchantId: actor.merchantId,
    actorUserId: actor.userId,
    action,
    target,
    details,
    ip: actor.ip,
    createdAt: deps.clock.now(),
  });
}
