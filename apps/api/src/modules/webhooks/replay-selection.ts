/**
 * Which deliveries a bulk replay sends again, as one SQL condition on webhook_deliveries: the
 * merchant's first deliveries of an event (never a resend's or a replay's copy, so each event is
 * counted once) of the chosen events, made in [from, until), in the requester's sub-accounts when
 * they are limited to some, and with `onlyFailed` those whose newest delivery (the first or its
 * latest copy) last tried and failed: `failed`, or `pending` after at least one failed try. The
 * dry run counts it, the batches (replay-batches.ts) copy it, so both read the same rows.
 */
import { and, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { webhookDeliveries } from '#db/schema/index.ts';

export type ReplaySelection = {
  merchantId: string;
  from: Date;
  /** The window's end, or the request's time when that is earlier. */
  until: Date;
  events: readonly string[];
  onlyFailed: boolean;
  /** The sub-accounts the requester is limited to; null: the whole merchant. */
  subAccountIds: readonly string[] | null;
};

/** The selection's exclusive end: the window's, or just after the request (nothing made later). */
export const untilOf = (to: Date, requestedAt: Date) =>
  to.getTime() <= requestedAt.getTime() ? to : new Date(requestedAt.getTime() + 1);

const copy = alias(webhookDeliveries, 'copy');
const d = webhookDeliveries;

const lastTryFailed = (row: { status: AnyPgColumn; attempts: AnyPgColumn }) =>
  sql`(${row.status} = 'failed' or (${row.status} = 'pending' and ${row.attempts} > 0))`;

/** The event's newest delivery failed its last try (the first delivery when it has no copy). */
const newestFailed = sql`coalesce(
  (select ${lastTryFailed(copy)} from ${webhookDeliveries} as ${sql.identifier('copy')} where ${copy.sourceDeliveryId} = ${d.id}
    order by ${copy.createdAt} desc, ${copy.id} desc limit 1),
  ${lastTryFailed(d)})`;

export function replaySelection(s: ReplaySelection): SQL {
  const scope = s.subAccountIds
    ? s.subAccountIds.length
      ? inArray(d.subAccountId, [...s.subAccountIds])
      : sql`false`
    : undefined;
  return and(
    eq(d.merchantId, s.merchantId),
    isNull(d.sourceDeliveryId),
    inArray(d.event, [...s.events]),
    gte(d.createdAt, s.from),
    lt(d.createdAt, s.until),
    scope,
    s.onlyFailed ? newestFailed : undefined,
  )!;
}
