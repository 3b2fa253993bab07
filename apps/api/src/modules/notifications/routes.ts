/**
 * Notification endpoints (spec 000 §7). They need a session and no permission (spec 001 §6:
 * "notifications show no check"); what each user sees is decided in the service, each kind by
 * the permission its content needs (read-permissions.ts).
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as notifications from '@payrail/contract/notifications';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import { listNotifications, openNotification } from './service.ts';

const tag = 'Notifications';

export function notificationRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    notifications.listNotifications,
    {
      tag,
      summary: 'The caller’s notifications, newest first, 20 a page, with their unread count',
      description:
        'Merchant-wide notifications of the kinds the caller’s permissions let them read (payment notices: transactions or payment-links read; KYB: kyb read; team: team-members read; the owner reads all), and the caller’s own, written since the caller joined (not in the spec: a new member does not inherit the merchant’s history); a member limited to sub-accounts sees only theirs and the merchant-wide ones. `unread` counts every page.',
    },
    async (ctx, { query }) => ({
      message: 'Notifications',
      responseBody: await listNotifications(ctx, query),
    }),
  );

  endpoint(
    app,
    notifications.showNotification,
    {
      tag,
      summary: 'One notification; opening it marks it read for the caller',
      description:
        'A GET that records the read, as the spec has it. Read state is per user. One the caller may not read (another user’s, a kind their permissions do not cover) is a 404. A payment notice carries its payment as it is now (`payment`: what arrived of what was due, and the customer’s answers to the link’s custom fields); other kinds have `payment: null`.',
    },
    async (ctx, { params }) => ({
      message: 'Notification',
      responseBody: await openNotification(ctx, params),
    }),
  );
}
