/** notifications.listNotifications: the user's notifications, newest first, and their unread count. */
import * as notifications from '@payrail/contract/routes/notifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { notificationKeys } from '#lib/notification-keys.ts';

export const getNotifications = (page: number) =>
  call(notifications.listNotifications, { query: { page } }).then(responseBody);

export const notificationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: notificationKeys.list(page),
    queryFn: () => getNotifications(page),
    placeholderData: keepPreviousData,
    // New payments arrive all the time: refreshed each time the list is shown.
    staleTime: 0,
  });

export const useNotifications = (page: number) => useQuery(notificationsQueryOptions(page));

/** How often the header bell looks for new notifications while the dashboard is open. */
export const BELL_REFRESH_MS = 60_000;

/**
 * The header bell: page 1's unread count, refreshed every minute and on focus. It stays quiet on
 * failure (no toast every minute); the bell simply shows no count.
 */
export const useUnreadCount = () =>
  useQuery({
    ...notificationsQueryOptions(1),
    select: (p) => p.unread,
    refetchInterval: BELL_REFRESH_MS,
    refetchOnWindowFocus: true,
    meta: { errorToast: false },
  });
