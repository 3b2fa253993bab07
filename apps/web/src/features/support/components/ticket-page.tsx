/**
 * /account/support/{id}: one ticket, its facts and its thread (the member's messages and support's
 * answers, oldest first), a reply form and Close. A closed ticket takes no reply: file a new one.
 */
import * as support from '@payrail/contract/routes/support';
import type { SupportTicketDetails } from '@payrail/contract/support';
import { getRouteApi } from '@tanstack/react-router';
import { DetailPage, DetailSection } from '#components/detail-page.tsx';
import { PermissionButton } from '#components/permission-button.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { cn } from '#lib/cn.ts';
import { missingReason } from '#lib/permissions.ts';
import { usePermissions } from '#lib/use-permissions.ts';
import { useCloseTicket } from '../api/answer-ticket';
import { useTicket } from '../api/get-ticket';
import { categoryLabel, when } from '../lib/labels';
import { ReplyForm } from './reply-form';
import { TicketStatus } from './ticket-status';

const route = getRouteApi('/_dashboard/account/support_/$id');

function Thread({ ticket }: { ticket: SupportTicketDetails }) {
  return (
    <ol className="space-y-4">
      {ticket.messages.map((m) => (
        <li
          key={m.id}
          className={cn(
            'rounded-lg border p-3 sm:p-4',
            m.author === 'support' ? 'border-brand-200 bg-brand-50' : 'border-slate-200 bg-white',
          )}
        >
          <div className="mb-1 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="font-medium text-slate-900">
              {m.authorName}
              {m.author === 'support' ? ' (Payrail)' : ''}
            </span>
            <time dateTime={m.createdAt} className="text-xs text-slate-600">
              {when(m.createdAt)}
            </time>
          </div>
          <p className="text-sm break-words whitespace-pre-wrap text-slate-800">{m.body}</p>
        </li>
      ))}
    </ol>
  );
}

function Ticket({ ticket }: { ticket: SupportTicketDetails }) {
  useDocumentTitle(`${ticket.code}: ${ticket.subject}`);
  const close = useCloseTicket();
  const { meets } = usePermissions();
  const mayWrite = meets(support.replySupportTicket.access);
  const closed = ticket.status === 'closed';
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono text-xs text-slate-600">{ticket.code}</p>
          <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900">
            {ticket.subject}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <TicketStatus status={ticket.status} />
            <span>{categoryLabel(ticket.category)}</span>
            {ticket.transactionReference ? (
              <span className="font-mono text-xs">{ticket.transactionReference}</span>
            ) : null}
            <span>
              Filed by {ticket.filedBy}, {when(ticket.createdAt)}
            </span>
          </p>
        </div>
        {closed ? null : (
          <PermissionButton
            endpoint={support.closeSupportTicket}
            variant="secondary"
            loading={close.isPending}
            onClick={() => close.mutate(ticket.id)}
          >
            Close ticket
          </PermissionButton>
        )}
      </div>
      <DetailSection title="Conversation">
        <Thread ticket={ticket} />
      </DetailSection>
      <DetailSection title={closed ? 'This ticket is closed' : 'Reply'}>
        {closed ? (
          <p className="text-sm text-slate-700">
            Closed {ticket.closedAt ? when(ticket.closedAt) : ''}. Something still wrong? File a new ticket
            from the support page.
          </p>
        ) : (
          <ReplyForm
            id={ticket.id}
            disabledReason={mayWrite ? undefined : missingReason(support.replySupportTicket.access)}
          />
        )}
      </DetailSection>
    </>
  );
}

export function TicketPage() {
  const { id } = route.useParams();
  const query = useTicket(id);
  return (
    <DetailPage
      back={{ to: '/account/support', label: 'Back to support' }}
      query={query}
      loadingLabel="Loading the ticket"
    >
      {(ticket) => <Ticket ticket={ticket} />}
    </DetailPage>
  );
}
