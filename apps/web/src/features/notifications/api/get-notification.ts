/**
 * notifications.showNotification: one notification. The server marks it read for this
 * user, so the cached list pages are updated at once (the bell's count drops without waiting) and
 * then refreshed from the server.
 */

import type { Notification, NotificationsPage } from '@payrail/contract/routes/notifications';
import * as notifications from '@payrail/contract/routes/notifications';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { notificationKeys } from '#lib/notification-keys.ts';

export const getNotification = (id: string) =>
  call(notifications.showNotification, { params: { id } }).then(responseBody);

/** Marks the notification read in every cached page, and lowers the unread count once. */
export function markReadInLists(client: QueryClient, n: Notification): void {
  const pages = client.getQueriesData<NotificationsPage>({ queryKey: notificationKeys.lists() });
  // Only a notification seen unread lowers the count; any other is left to the refresh.
  if (!pages.some(([, p]) => p?.items.some((i) => i.id === n.id && i.readAt === null))) return;
  client.setQueriesData<NotificationsPage>({ queryKey: notificationKeys.lists() }, (p) =>
    p
      ? {
          ...p,
          unread: Math.max(0, p.unread - 1),
          items: p.items.map((i) => (i.id === n.id ? { ...i, readAt: n.readAt } : i)),
        }
      : p,
  );
}

export const notificationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: notificationKeys.detail(id),
    queryFn: async ({ client }) => {
      const n = await getNotification(id);
      markReadInLists(client, n);
      void client.invalidateQueries({ queryKey: notificationKeys.lists() });
      return n;
    },
  });

export const useNotification = (id: string) => useQuery(notificationQueryOptions(id));
