import { RefreshCw } from 'lucide-react';
import { BrandMark } from '#components/brand-mark.tsx';
import { Button } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useMailbox } from '../api/get-mailbox';
import { LinkifiedText } from './linkified-text';
import { MailboxUnavailable } from './mailbox-unavailable';

const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** /dev/mailbox: every email the API "sent" while running without SMTP. */
export function MailboxPage() {
  useDocumentTitle('Dev mailbox');
  const mailbox = useMailbox();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <header className="mb-8">
        <BrandMark to="/auth/login" />
      </header>
      <main>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Dev mailbox</h1>
            <p className="mt-1 text-sm text-slate-600">
              Emails the API would have sent. Only in sandbox mode without an SMTP server, and only on the
              server’s own machine when it can be reached from others.
            </p>
          </div>
          <Button variant="secondary" onClick={() => void mailbox.refetch()} loading={mailbox.isFetching}>
            {mailbox.isFetching ? null : <RefreshCw aria-hidden="true" className="size-4" />}
            Refresh
          </Button>
        </div>
        <div className="mt-6 space-y-4">
          {mailbox.isPending ? <Spinner className="text-brand-700" /> : null}
          {mailbox.isError ? <MailboxUnavailable error={mailbox.error} /> : null}
          {mailbox.data?.length === 0 ? <p className="text-sm text-slate-600">No emails yet.</p> : null}
          {mailbox.data?.map((m) => (
            <Card key={m.id} className="p-5">
              <article aria-labelledby={`mail-${m.id}`}>
                <h2 id={`mail-${m.id}`} className="font-semibold text-slate-900">
                  {m.subject}
                </h2>
                <dl className="mt-1 flex flex-wrap gap-x-4 text-xs text-slate-500">
                  <div>
                    <dt className="inline">To: </dt>
                    <dd className="inline font-medium text-slate-700">{m.to}</dd>
                  </div>
                  <div>
                    <dt className="sr-only">Sent</dt>
                    <dd>
                      <time dateTime={m.createdAt}>{time.format(new Date(m.createdAt))}</time>
                    </dd>
                  </div>
                </dl>
                <div className="mt-3">
                  <LinkifiedText text={m.text} />
                </div>
              </article>
            </Card>
          ))}
        </div>
      </main>
    </div>
  );
}
