/**
 * Notification endpoints (spec 000 §7). They need a session and no permission (spec 001 §6:
 * "notifications show no check"); what each user sees is decided in the service, each kind by
 * the permission its content needs (read-permissions.ts).
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  Notification,
  NotificationIdParams,
  NotificationsPage,
  NotificationsQuery,
} from '@payrail/contract/notifications';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/env.ts';
import { legacyEndpoint, sessionAccess } from '../../lib/route.ts';
import { listNotifications, openNotification, type Reader } from './service.ts';

const base = { version: 'v1' as const, tag: 'Notifications', access: sessionAccess };

function reader(c: Context<AppEnv>): Reader {
  const a = c.get('auth');
  return {
    userId: a.userId,
    merchantId: a.merchantId,
    subAccountIds: a.subAccountIds,
    isOwner: a.isOwner,
    permissions: a.permissions,
  };
}

export function notificationRoutes(app: OpenAPIHono<AppEnv>) {
  legacyEndpoint(
    app,
    {
      ...base,
      method: 'get',
      path: '/merchant/notifications',
      summary: 'The caller’s notifications, newest first, 20 a page, with their unread count',
      description:
        'Merchant-wide notifications of the kinds the caller’s permissions let them read (payment notices: transactions or payment-links read; KYB: kyb read; team: team-members read; the owner reads all), and the caller’s own, written since the caller joined (not in the spec: a new member does not inherit the merchant’s history); a member limited to sub-accounts sees only theirs and the merchant-wide ones. `unread` counts every page.',
      query: NotificationsQuery,
      response: NotificationsPage,
    },
    async (c, { query }) => ({
      message: 'Notifications',
      responseBody: await listNotifications(c.get('deps'), reader(c), query.page),
    }),
  );

  legacyEndpoint(
    app,
    {
      ...base,
      method: 'get',
      path: '/merchant/notifications/show/{id}',
      summary: 'One notification; opening it marks it read for the caller',
      description:
        'A GET that records the read, as the spec has it. Read state is per user. One the caller may not read (another user’s, a kind their permissions do not cover) is a 404.',
      params: NotificationIdParams,
      response: Notification,
      errors: [404],
    },
    async (c, { params }) => ({
      message: 'Notification',
      responseBody: await openNotification(c.get('deps'), reader(c), params.id),
    }),
  );
}
