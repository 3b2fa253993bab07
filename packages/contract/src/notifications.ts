/**
 * In-app notifications (spec 000 §3, §7: "list and single item; fields not shown"). Ids are the
 * notification's uuid. Read state is the caller's own: a merchant-wide notification read by one
 * member is still unread for the others.
 */
import { z } from 'zod';
import { defineEndpoint, sessionAccess } from './endpoint.ts';
import { Channel, PaymentAnswer, TransactionStatus } from './payments.ts';

export const NOTIFICATIONS_PER_PAGE = 20;

/**
 * The payment a `payment.*` notification is about, as it is now: what was asked (`total`), what
 * arrived and was kept (`amountPaid`; less than `total` when `underpaid`), and the payer's answers
 * to the link's custom fields (payments.ts `PaymentAnswer`).
 */
export const NotificationPayment = z
  .object({
    reference: z.string(),
    status: TransactionStatus,
    channel: Channel,
    currency: z.string(),
    total: z.number().int(),
    amountPaid: z.number().int(),
    paymentLinkRef: z.string().nullable(),
    answers: z.array(PaymentAnswer),
  })
  .meta({ id: 'NotificationPayment' });
export type NotificationPayment = z.infer<typeof NotificationPayment>;

export const Notification = z
  .object({
    id: z.string(),
    /** What happened, as a stable dotted name: `payment.success`, `team.member_joined`, `team.role_changed`. */
    kind: z.string(),
    title: z.string(),
    body: z.string(),
    createdAt: z.string(),
    /** When the caller opened it; null while unread. */
    readAt: z.string().nullable(),
    /** The payment it is about (payment notices written since payments were linked); else null. */
    payment: NotificationPayment.nullable(),
    /** A prepared export it announces (`export.ready`): GET merchant/exports/{id}/download; else null. */
    exportId: z.string().nullable(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof Notification>;

export const NotificationsQuery = z.object({
  page: z.coerce.number().int().min(1, 'Page starts at 1').max(10_000).default(1),
});

export const NotificationIdParams = z.object({ id: z.uuid('Unknown notification') });

export const NotificationsPage = z
  .object({
    items: z.array(Notification),
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
    /** The caller's unread notifications, all pages (the header bell shows it). */
    unread: z.number().int(),
  })
  .meta({ id: 'NotificationsPage' });
export type NotificationsPage = z.infer<typeof NotificationsPage>;

/** GET merchant/notifications: the caller's notifications, newest first, with their unread count. */
export const listNotifications = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/notifications',
  access: sessionAccess,
  query: NotificationsQuery,
  response: NotificationsPage,
});

/** GET merchant/notifications/show/{id}: one notification; opening it marks it read for the caller. */
export const showNotification = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/notifications/show/{id}',
  access: sessionAccess,
  params: NotificationIdParams,
  response: Notification,
});
