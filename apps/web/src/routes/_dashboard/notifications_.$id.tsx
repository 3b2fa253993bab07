import { createFileRoute } from '@tanstack/react-router';
import { notificationQueryOptions } from '#features/notifications/api/get-notification.ts';
import { NotificationPage } from '#features/notifications/components/notification-page.tsx';

/**
 * Spec 000 §2: shows one notification. Opening it marks it read on the server, so a preload
 * (hovering a link in the list) must not fetch it: only a real visit does.
 */
export const Route = createFileRoute('/_dashboard/notifications_/$id')({
  loader: ({ context: { queryClient }, params, preload }) => {
    if (!preload) void queryClient.prefetchQuery(notificationQueryOptions(params.id));
  },
  component: NotificationPage,
});
