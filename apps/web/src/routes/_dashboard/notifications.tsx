import { createFileRoute } from '@tanstack/react-router';
import { notificationsQueryOptions } from '#features/notifications/api/get-notifications.ts';
import { NotificationsPage } from '#features/notifications/components/notifications-page.tsx';
import { NotificationsSearch } from '#features/notifications/lib/notifications-search.ts';

/** Spec 000 §2: fetches ahead the notification list. No permission check (spec 001 §6). */
export const Route = createFileRoute('/_dashboard/notifications')({
  validateSearch: NotificationsSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(notificationsQueryOptions(deps.page));
  },
  component: NotificationsPage,
});
