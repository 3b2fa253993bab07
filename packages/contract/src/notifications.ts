/**
 * In-app notifications (spec 000 §3, §7: "list and single item; fields not shown"). Ids are the
 * notification's uuid. Read state is the caller's own: a merchant-wide notification read by one
 * member is still unread for the others.
 */
import { z } from 'zod';
import { defineEndpoint, sessionAccess } from './endpoint.ts';

export const NOTIFICATIONS_PER_PAGE = 20;

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
