/**
 * What a notification's content needs to be read, by kind: the one place that decides it, so the
 * code that writes notifications does not change. A kind belongs to its area (`payment.success` to
 * `payment.`); the area names the permissions of which a member needs any one. A notification
 * addressed to one user (their security notices, their role changes) is theirs, whatever its kind.
 * A kind with no rule here is the owner's only: a new kind is never shown too widely by mistake.
 */
import type { Permission } from '@payrail/contract/permissions';
import { and, eq, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import { notifications } from '#db/schema/index.ts';
import type { Actor, Ctx } from '#lib/context.ts';

export const READ_PERMISSIONS: Readonly<Record<string, readonly Permission[]>> = {
  /** Amounts, references and payer names. */
  'payment.': ['transactions:read', 'payment-link:read'],
  /** The business's verification: submitted, approved, rejected with the reason. */
  'kyb.': ['kyb:read'],
  /** Who joined the team, with their email address. */
  'team.': ['team-members:read'],
};

/** Who reads: the user, whether they own the merchant, and the permissions of their request. */
export type ReaderCtx = {
  actor: Pick<Actor, 'userId' | 'isOwner'>;
  access: Pick<Ctx['access'], 'permissions'>;
};

/** The kinds' areas this reader may read when the notification is merchant-wide. */
export function readableAreas({ access }: Pick<ReaderCtx, 'access'>): string[] {
  return Object.entries(READ_PERMISSIONS)
    .filter(([, needed]) => needed.some((p) => access.permissions.has(p)))
    .map(([area]) => area);
}

/** The SQL condition: addressed to the reader, or merchant-wide and of a kind they may read. */
export function mayRead(r: ReaderCtx): SQL {
  const { userId, isOwner } = r.actor;
  if (isOwner) return or(isNull(notifications.userId), eq(notifications.userId, userId))!;
  const areas = readableAreas(r);
  const kinds = areas.length
    ? or(...areas.map((area) => like(notifications.kind, `${area.replace(/[\\%_]/g, '\\$&')}%`)))
    : sql`false`;
  return or(eq(notifications.userId, userId), and(isNull(notifications.userId), kinds))!;
}
