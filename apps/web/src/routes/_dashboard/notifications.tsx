import { createFileRoute } from '@tanstack/react-router';
import { notificationsQueryOptions } from '../../features/notifications/api/get-notifications';
import { NotificationsPage } from '../../features/notifications/components/notifications-page';
import { NotificationsSearch } from '../../features/notifications/lib/notifications-search';

/** Spec 000 §2: fetches ahead the notification list. No permission check (spec 001 §6). */
export const Route = createFileRoute('/_dashboard/notifications')({
  validateSearch: NotificationsSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(notificationsQueryOptions(deps.page));
  },
  component: NotificationsPage,
});
