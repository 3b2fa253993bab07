/**
 * Query keys of the notifications area. They are shared: besides the notifications feature,
 * whatever writes a notification refreshes them (KYB's sandbox decision). The list pages (which
 * also carry the unread count the header bell shows) sit under `lists()`; one notification under
 * `detail(id)`. Opening one marks it read on the server, so the notifications feature's
 * get-notification.ts updates the cached pages and refreshes `lists()`.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (page: number) => [...notificationKeys.lists(), page] as const,
  detail: (id: string) => [...notificationKeys.all, 'detail', id] as const,
};
