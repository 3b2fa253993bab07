/**
 * The merchant's tickets, newest first, paged through the URL (`?page=`): each opens its thread.
 * An empty list says what a ticket is for and where the form is.
 */
import { Link } from '@tanstack/react-router';
import { ListPager } from '#components/list-pager.tsx';
import { ListStatus } from '#components/ui/list-status.tsx';
import { Table, Td, Th } from '#components/ui/table.tsx';
import { cn } from '#lib/cn.ts';
import { useTickets } from '../api/list-tickets';
import { categoryLabel, when } from '../lib/labels';
import { TicketStatus } from './ticket-status';

export function TicketsList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const list = useTickets(page);
  const items = list.data?.items ?? [];
  return (
    <ListStatus
      status={list.status}
      error={list.error}
      onRetry={() => void list.refetch()}
      isEmpty={items.length === 0 && page === 1}
      empty={
        <>
          <p className="font-medium text-slate-900">No tickets yet.</p>
          <p className="mt-1">
            When a payment, payout or integration does not behave as you expect, describe it in the form
            above. Add the payment’s PRL_… reference and we can look it up straight away. Every ticket and our
            answers appear here.
          </p>
        </>
      }
      loadingLabel="Loading your tickets"
    >
      <div className={cn('min-w-0 space-y-4', list.isPlaceholderData && 'opacity-60')}>
        <Table label="Support tickets">
          <thead>
            <tr>
              <Th>Ticket</Th>
              <Th>Subject</Th>
              <Th>Category</Th>
              <Th>Status</Th>
              <Th>Last update</Th>
            </tr>
          </thead>
          <tbody>
            {items.map((t) => (
              <tr key={t.id} className="hover:bg-slate-50">
                <Td className="whitespace-nowrap">
                  <Link
                    to="/account/support/$id"
                    params={{ id: t.id }}
                    className="font-mono text-xs font-medium text-brand-700 hover:underline"
                    aria-label={`Open ${t.code}: ${t.subject}`}
                  >
                    {t.code}
                  </Link>
                </Td>
                <Td className="max-w-64 text-slate-900">
                  <div className="truncate">{t.subject}</div>
                  <div className="truncate text-xs text-slate-500">by {t.filedBy}</div>
                </Td>
                <Td className="whitespace-nowrap text-slate-700">{categoryLabel(t.category)}</Td>
                <Td>
                  <TicketStatus status={t.status} />
                </Td>
                <Td className="whitespace-nowrap text-slate-700">
                  <time dateTime={t.updatedAt}>{when(t.updatedAt)}</time>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
        {list.data ? (
          <ListPager
            label="Ticket pages"
            noun="tickets"
            page={list.data.page}
            perPage={list.data.perPage}
            total={list.data.total}
            capped={false}
            shown={items.length}
            onPage={onPage}
          />
        ) : null}
      </div>
    </ListStatus>
  );
}
