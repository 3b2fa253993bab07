/**
 * Reading notifications. A user sees their merchant's notifications that are for everyone or for
 * them alone; a member limited to sub-accounts sees only those sub-accounts' and the merchant-wide
 * ones. Each kind needs a permission to read (read-permissions.ts: payment notices need the
 * transactions or payment-links read permission, and so on); what a member may not read is left
 * out of the list and the unread count, and opening it is a 404. Opening one records that this
 * user read it (a GET that writes, as the spec has it); anyone else's notification, or one the
 * caller may not see, is a 404.
 *
 * Not in the spec: a member sees the notifications written since they joined (accepted the
 * invitation; for the owner, verified their email), not the merchant's history before them, so a
 * new member does not start with hundreds unread.
 */
import {
  NOTIFICATIONS_PER_PAGE,
  type Notification,
  type NotificationsPage,
} from '@payrail/contract/notifications';
import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  notLike,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { notificationReads, notifications, paymentLinks, transactions, users } from '#db/schema/index.ts';
import type { Actor, Ctx } from '#lib/context.ts';
import { notFound } from '#lib/errors.ts';
import { subAccountsScope } from '#modules/transactions/index.ts';
import {
  linkOfPayment,
  type PaymentColumns,
  paymentColumns,
  paymentOfNotice,
  presentPayment,
} from './notification-payment.ts';
import { mayRead } from './read-permissions.ts';

/** What reading needs of the request: the reader, their merchant, and their access. */
export type NotificationsCtx = Pick<Ctx, 'deps' | 'access'> & {
  actor: Pick<Actor, 'userId' | 'merchantId' | 'isOwner'>;
};
type Reader = Pick<NotificationsCtx, 'actor' | 'access'>;

/**
 * What a member limited to sub-accounts may see beyond the rest: notifications about their
 * sub-accounts, or merchant-wide ones; a notification about a payment only when the payment is on
 * one of theirs (payment notices are merchant-wide, naming the payment), and no merchant-wide
 * payment notice without its payment (written before 0025: which account took it is not known).
 */
function limitedTo(r: Reader, limit: readonly string[]): SQL {
  const theirs = subAccountsScope({ actor: r.actor, access: { subAccountIds: limit } });
  const payment = sql`exists (select 1 from ${transactions} where ${transactions.id} = ${notifications.transactionId} and ${theirs})`;
  return and(
    or(isNull(notifications.subAccountId), inArray(notifications.subAccountId, [...limit])),
    or(
      and(
        isNull(notifications.transactionId),
        or(isNotNull(notifications.subAccountId), notLike(notifications.kind, 'payment.%')),
      ),
      payment,
    ),
  )!;
}

/** The notifications this reader may see. */
function visibleTo(r: Reader): SQL {
  const limit = r.access.subAccountIds;
  return and(
    eq(notifications.merchantId, r.actor.merchantId),
    mayRead(r),
    gte(
      notifications.createdAt,
      sql`(select coalesce(${users.emailVerifiedAt}, ${users.createdAt}) from ${users} where ${users.id} = ${r.actor.userId})`,
    ),
    limit ? limitedTo(r, limit) : undefined,
  )!;
}

const readBy = (r: Reader) =>
  and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, r.actor.userId));

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  createdAt: notifications.createdAt,
  readAt: notificationReads.readAt,
  exportId: notifications.exportId,
  ...paymentColumns,
};

type Row = PaymentColumns & {
  id: string;
  kind: string;
  title: string;
  body: string;
  createdAt: Date;
  readAt: Date | null;
  exportId: string | null;
};

function present(row: Row): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    payment: presentPayment(row),
    exportId: row.exportId,
  };
}

/** Newest first, 20 a page, with the total and the reader's unread count over all pages. */
export async function listNotifications(
  r: NotificationsCtx,
  { page }: { page: number },
): Promise<NotificationsPage> {
  const { deps } = r;
  const [rows, [total], [unread]] = await Promise.all([
    deps.db
      .select(columns)
      .from(notifications)
      .leftJoin(notificationReads, readBy(r))
      .leftJoin(transactions, paymentOfNotice)
      .leftJoin(paymentLinks, linkOfPayment)
      .where(visibleTo(r))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_PER_PAGE)
      .offset((page - 1) * NOTIFICATIONS_PER_PAGE),
    deps.db.select({ n: count() }).from(notifications).where(visibleTo(r)),
    deps.db
      .select({ n: count() })
      .from(notifications)
      .leftJoin(notificationReads, readBy(r))
      .where(and(visibleTo(r), isNull(notificationReads.notificationId))),
  ]);
  return {
    items: rows.map(present),
    page,
    perPage: NOTIFICATIONS_PER_PAGE,
    total: Number(total?.n ?? 0),
    unread: Number(unread?.n ?? 0),
  };
}

/** One notification, marked read for this reader the first time it is opened. */
export async function openNotification(r: NotificationsCtx, { id }: { id: string }): Promise<Notification> {
  const { deps } = r;
  const [row] = await deps.db
    .select(columns)
    .from(notifications)
    .leftJoin(notificationReads, readBy(r))
    .leftJoin(transactions, paymentOfNotice)
    .leftJoin(paymentLinks, linkOfPayment)
    .where(and(eq(notifications.id, id), visibleTo(r)))
    .limit(1);
  if (!row) throw notFound('Notification not found');
  if (row.readAt) return present(row);
  const readAt = deps.clock.now();
  // Two tabs opening it at once: the first read wins, the second keeps it.
  const [stored] = await deps.db
    .insert(notificationReads)
    .values({ notificationId: row.id, userId: r.actor.userId, readAt })
    .onConflictDoNothing()
    .returning({ readAt: notificationReads.readAt });
  return present({ ...row, readAt: stored?.readAt ?? readAt });
}
