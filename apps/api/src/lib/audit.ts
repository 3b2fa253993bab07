/** Audit rows are written in the same transaction as the change they describe. */
import type { Db, Tx } from '#db/client.ts';
import { auditEvents } from '#db/schema/index.ts';
import type { Clock } from './clock.ts';

export type Actor = { userId: string; merchantId: string; ip: string };

export async function audit(
  db: Db | Tx,
  clock: Clock,
  actor: Actor,
  action: string,
  target: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(auditEvents).values({
    merchantId: actor.merchantId,
    actorUserId: actor.userId,
    action,
    target,
    details,
    ip: actor.ip,
    createdAt: clock.now(),
  });
}
