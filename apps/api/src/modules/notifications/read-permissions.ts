/**
 * What a notification's content needs to be read, by kind: the one place that decides it, so the
 * code that writes notifications does not change. A kind belongs to its area (`payment.success` to
 * `payment.`); the area names the permissions of which a member needs any one. A notification
 * addressed to one user (their security notices, their role changes) is theirs, whatever its kind.
 * A kind with no rule here is the owner's only: a new kind is never shown too widely by mistake.
 */
import type { Permission } from '@payrail/contract/permissions';
import { and, eq, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.ts';

export const READ_PERMISSIONS: Readonly<Record<string, readonly Permission[]>> = {
  /** Amounts, references and payer names. */
  'payment.': ['transactions:read', 'payment-link:read'],
  /** The business's verification: submitted, approved, rejected with the reason. */
  'kyb.': ['kyb:read'],
  /** Who joined the team, with their email address. */
  'team.': ['team-members:read'],
};

export type NotificationReader = {
  userId: string;
  isOwner: boolean;
  permissions: ReadonlySet<string>;
};

/** The kinds' areas this reader may read when the notification is merchant-wide. */
export function readableAreas(r: Pick<NotificationReader, 'permissions'>): string[] {
  return Object.entries(READ_PERMISSIONS)
    .filter(([, needed]) => needed.some((p) => r.permissions.has(p)))
    .map(([area]) => area);
}

/** The SQL condition: addressed to the reader, or merchant-wide and of a kind they may read. */
export function mayRead(r: NotificationReader): SQL {
  if (r.isOwner) return or(isNull(notifications.userId), eq(notifications.userId, r.userId))!;
  const areas = readableAreas(r);
  const kinds = areas.length
    ? or(...areas.map((area) => like(notifications.kind, `${area.replace(/[\\%_]/g, '\\$&')}%`)))
    : sql`false`;
  return or(eq(notifications.userId, r.userId), and(isNull(notifications.userId), kinds))!;
}
