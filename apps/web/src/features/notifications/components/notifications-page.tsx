import { getRouteApi, Link } from '@tanstack/react-router';
import { ListStatus } from '#components/ui/list-status.tsx';
import { Pagination } from '#components/ui/pagination.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { cn } from '#lib/cn.ts';
import { useNotifications } from '../api/get-notifications';
import { answersLine, formatWhen, kindLabel } from '../lib/format';

const route = getRouteApi('/_dashboard/notifications');

/**
 * The user's notifications, newest first, 20 a page (the page lives in the URL). Unread ones are
 * marked with a dot and bold titles; each opens on its own page, which marks it read. A payment's
 * notice shows the start of the customer's answers (all of them on its page).
 */
export function NotificationsPage() {
  const page = route.useSearch().page ?? 1;
  const navigate = route.useNavigate();
  const list = useNotifications(page);
  useDocumentTitle('Notifications');
  const data = list.data;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Notifications</h1>
        <p className="text-sm text-slate-600" aria-live="polite">
          {data
            ? data.unread === 0
              ? 'You are all caught up.'
              : `${data.unread} unread`
            : 'Updates about your payments and your team.'}
        </p>
      </div>
      <ListStatus
        status={list.status}
        error={list.error}
        onRetry={() => void list.refetch()}
        isEmpty={(data?.items ?? []).length === 0}
        empty={
          page > 1 ? (
            <Link to="/notifications" className="font-medium text-teal-700 underline">
              Back to the first page
            </Link>
          ) : (
            'No notifications yet. Payments and team changes will show up here.'
          )
        }
        loadingLabel="Loading notifications"
      >
        <ul
          aria-label="Notifications"
          className={cn(
            'divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm',
            list.isPlaceholderData && 'opacity-60',
          )}
        >
          {data?.items.map((n) => {
            const unread = n.readAt === null;
            return (
              <li key={n.id}>
                <Link
                  to="/notifications/$id"
                  params={{ id: n.id }}
                  className="flex gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'mt-1.5 size-2 shrink-0 rounded-full',
                      unread ? 'bg-brand-600' : 'bg-transparent',
                    )}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <span
                        className={cn('text-sm text-slate-900', unread ? 'font-semibold' : 'font-medium')}
                      >
                        {unread ? <span className="sr-only">Unread: </span> : null}
                        {n.title}
                      </span>
                      <time dateTime={n.createdAt} className="text-xs whitespace-nowrap text-slate-500">
                        {formatWhen(n.createdAt)}
                      </time>
                    </span>
                    <span className="mt-0.5 block truncate text-sm text-slate-600">
                      <span className="font-medium text-slate-500">{kindLabel(n.kind)} · </span>
                      {n.body}
                    </span>
                    {n.payment?.answers.length ? (
                      <span className="mt-0.5 line-clamp-2 block text-xs text-slate-500 wrap-anywhere">
                        {answersLine(n.payment.answers)}
                      </span>
                    ) : null}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
        {data ? (
          <Pagination
            label="Notification pages"
            page={page}
            perPage={data.perPage}
            total={data.total}
            onPage={(p) => void navigate({ search: { page: p === 1 ? undefined : p } })}
          />
        ) : null}
      </ListStatus>
    </div>
  );
}
