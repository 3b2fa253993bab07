import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { Alert } from '#components/ui/alert.tsx';
import { Badge } from '#components/ui/badge.tsx';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useNotification } from '../api/get-notification';
import { formatWhen, kindLabel } from '../lib/format';
import { ExportDownload } from './export-download';
import { NotificationPayment } from './notification-payment';

const route = getRouteApi('/_dashboard/notifications_/$id');

/** One notification (opening it marked it read); a 404 says it is not there, with a way back. */
export function NotificationPage() {
  const { id } = route.useParams();
  const query = useNotification(id);
  useDocumentTitle(query.data?.title ?? 'Notification');
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <Link
        to="/notifications"
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All notifications
      </Link>
      {query.status === 'pending' ? (
        <div className="flex justify-center py-16 text-brand-700">
          <Spinner size="lg" label="Loading the notification" />
        </div>
      ) : query.status === 'error' ? (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>
            {query.error.status === 404 || query.error.status === 422
              ? 'This notification does not exist.'
              : query.error.message}
          </span>
          {query.error.status === 404 || query.error.status === 422 ? null : (
            <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
        </Alert>
      ) : (
        <article className="space-y-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-500">
            <Badge tone="brand">{kindLabel(query.data.kind)}</Badge>
            <time dateTime={query.data.createdAt}>{formatWhen(query.data.createdAt)}</time>
          </div>
          <h1 className="text-xl font-semibold text-slate-900 wrap-anywhere">{query.data.title}</h1>
          <p className="text-slate-700 wrap-anywhere">{query.data.body}</p>
          {query.data.payment ? <NotificationPayment payment={query.data.payment} /> : null}
          {query.data.exportId ? <ExportDownload id={query.data.exportId} /> : null}
        </article>
      )}
    </div>
  );
}
