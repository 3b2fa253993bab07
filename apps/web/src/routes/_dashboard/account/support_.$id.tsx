import { createFileRoute } from '@tanstack/react-router';
import { ticketQueryOptions } from '#features/support/api/get-ticket.ts';
import { TicketPage } from '#features/support/components/ticket-page.tsx';
import { guard } from '#lib/route-guard.ts';

/** One support ticket and its thread; the same permission as the support page (support:read). */
export const Route = createFileRoute('/_dashboard/account/support_/$id')({
  beforeLoad: guard('/account/support'),
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(ticketQueryOptions(params.id));
  },
  component: TicketPage,
});
